import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { $account, $activeNamespace, $network } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { $features } from '../core/stores/features-store.js';
import { $swap } from '../core/stores/swap-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { localizeDecimal } from '../core/messages/intl-locale.js';
import { $locale } from '../core/messages/locale-store.js';
import { shownWalletName } from '../core/messages/shown-wallet-name.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { AppControllers } from '../core/app-context.js';
import type { AccountFeatures } from '../core/controllers/start-account-features.js';
import type { Network } from '../core/types/network.js';
import { formatBalance } from '../core/utils/format-balance.js';
import { networkImageUrl } from '../core/utils/network-image-url.js';
import { formatUsd, sumTokenValues } from '../core/utils/format-usd.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { renderIcon } from '../ui/icons.js';
import { viewStyles } from './view.styles.js';
import { w3mAccountViewStyles } from './w3m-account-view.styles.js';
import { AppContextConsumer } from './app-context.js';
import { copyAddress } from './copy-address.js';
import './w3m-account-activity.js';
import './w3m-account-email.js';
import './w3m-account-security.js';
import './w3m-account-smart-account.js';
import './w3m-account-tokens.js';
import '../ui/wui-avatar.js';
import '../ui/wui-wallet-image.js';
import '../ui/wui-button.js';
import '../ui/wui-icon-button.js';
import '../ui/wui-spinner.js';

const TABS = ['tokens', 'activity'] as const;

/**
 * The connected account: its name and avatar when it has one (else "Choose name", issue 18), the
 * address with copy, native balance, network, explorer link, the total in dollars, the embedded
 * wallet's email with "Update email" (w3m-account-email), its EOA / smart
 * account switch (w3m-account-smart-account), the wallet
 * features (swap, receive, send), tokens and activity tabs (w3m-account-tokens, w3m-account-activity),
 * disconnect. The token and history controllers come from the account-features chunk, loaded when
 * this view connects: the view starts them because its total needs the token balances and its tabs
 * load the history, and hands each panel the part it uses.
 */
export class W3mAccountView extends LitElement {
  static override styles = [baseStyles, viewStyles, w3mAccountViewStyles];

  private readonly account = new StoreController(this, $account);
  private readonly network = new StoreController(this, $network);
  private readonly messages = new StoreController(this, $messages);
  private readonly features = new StoreController(this, $features);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  private readonly namespace = new StoreController(this, $activeNamespace);
  private readonly swap = new StoreController(this, $swap);
  /** Chains whose swap support this element asked for (the answer lands in $swap). */
  private readonly swapChecks = new Set<string>();
  // Each time the view connects with an app (or an app arrives), the account features start for it.
  private readonly app = new AppContextConsumer(this, (app) => this.startAccountFeatures(app));

  @state() private accountFeatures: AccountFeatures | undefined;

  /** The account-features chunk (DESIGN §5): controllers of the token balances and the history. */
  private startAccountFeatures(app: AppControllers | undefined) {
    if (!app) return;
    void import('../core/controllers/start-account-features.js').then(({ startAccountFeatures }) => {
      if (this.app.value !== app || !this.isConnected) return;
      this.accountFeatures = startAccountFeatures({ controllers: app });
      void this.accountFeatures.tokenBalances.refresh();
      if (this.account.value.currentTab === 1) void this.accountFeatures.history.load();
    });
  }

  override render() {
    const text = this.messages.value;
    const {
      address,
      balance,
      balanceSymbol,
      balanceLoading,
      currentTab,
      connectedWalletInfo,
      connectorId,
      profileName,
      profileImage,
    } = this.account.value;
    if (!address) return nothing;
    const network = this.network.value;
    const explorer = network?.blockExplorers?.default.url;
    const networkImage = networkImageUrl({ network, options: this.app.value?.options });
    const tab = currentTab === 1 ? 1 : 0;
    return html`<div class="center" data-testid="account-view">
      <wui-avatar .address=${address} .imageUrl=${profileImage}></wui-avatar>
      ${profileName ? html`<span class="profile-name" data-testid="account-profile-name">${profileName}</span>` : nothing}
      <span class="address ${profileName ? 'secondary-address' : ''}">
        <span data-testid="account-address" title=${address}>${truncateAddress({ address, charsStart: 4, charsEnd: 6 })}</span>
        <wui-icon-button icon="copy" .label=${text.copyAddress} data-testid="account-copy" @click=${this.handleCopy}></wui-icon-button>
      </span>
      ${this.canChooseName() ? html`<wui-button variant="neutral" size="sm" data-testid="account-choose-name" @click=${this.handleChooseName}>${text.registerNameTitle}</wui-button>` : nothing}
      <span class="total" data-testid="account-total">${formatUsd({ value: sumTokenValues({ balances: this.tokenBalances.value.balances }), locale: $locale.get() })}</span>
      <span class="balance" data-testid="account-balance">
        ${balance !== undefined ? `${localizeDecimal({ value: formatBalance({ value: balance }), locale: $locale.get() })} ${balanceSymbol ?? ''}` : balanceLoading ? html`<wui-spinner .label=${text.loading}></wui-spinner>` : text.balanceUnavailable}
      </span>
      <span class="network" data-testid="account-network">${networkImage ? html`<wui-wallet-image data-testid="account-network-image" .src=${networkImage} .name=${network?.name ?? ''}></wui-wallet-image>` : nothing}${network?.name ?? text.unknownNetwork}</span>
      ${connectedWalletInfo ? html`<span class="wallet" data-testid="account-wallet">${text.connectedWith(shownWalletName({ connectorId, name: connectedWalletInfo.name, text }))}</span>` : nothing}
      ${
        explorer
          ? html`<a class="explorer" data-testid="account-explorer" href=${`${explorer.replace(/\/+$/, '')}/address/${address}`} target="_blank" rel="noopener noreferrer">${text.blockExplorer} ${renderIcon('external')}</a>`
          : nothing
      }
      <w3m-account-email></w3m-account-email>
      <w3m-account-smart-account></w3m-account-smart-account>
      <w3m-account-security></w3m-account-security>
      ${this.renderFeatures()}
      <div role="tablist" aria-label=${text.accountTabs} @keydown=${this.handleTabKey}>
        ${TABS.map(
          (name, index) => html`<button role="tab" id=${`account-tab-${name}`} data-testid=${`account-tab-${name}`}
          aria-selected=${index === tab ? 'true' : 'false'} aria-controls="account-panel" tabindex=${index === tab ? 0 : -1}
          @click=${() => this.selectTab(index)}>${index === 0 ? text.tabTokens : text.tabActivity}</button>`,
        )}
      </div>
      ${this.renderPanel(tab)}
      <div class="actions">
        <wui-button variant="danger" full-width data-testid="account-disconnect" @click=${this.handleDisconnect}>${text.disconnect}</wui-button>
      </div>
    </div>`;
  }

  // SPEC §2 order: onramp, swaps, receive, send. Onramp is not built yet, so not shown.
  private renderFeatures() {
    const text = this.messages.value;
    const { receive, send } = this.features.value;
    const swaps = this.canSwap();
    if (!receive && !send && !swaps) return nothing;
    return html`<div class="features" data-testid="account-features">
      ${swaps ? html`<wui-button variant="neutral" data-testid="account-swap" @click=${() => this.push('Swap')}>${text.swapTitle}</wui-button>` : nothing}
      ${receive ? html`<wui-button variant="neutral" data-testid="account-receive" @click=${() => this.push('WalletReceive')}>${text.receive}</wui-button>` : nothing}
      ${send ? html`<wui-button variant="neutral" data-testid="account-send" @click=${() => this.push('WalletSend')}>${text.send}</wui-button>` : nothing}
    </div>`;
  }

  // The panel element itself is the tabpanel: aria-controls and aria-labelledby are ids, which
  // resolve only within one shadow root, so the host sits next to the tabs.
  private renderPanel(tab: 0 | 1) {
    const labelledBy = `account-tab-${TABS[tab]}`;
    return tab === 0
      ? html`<w3m-account-tokens role="tabpanel" id="account-panel" aria-labelledby=${labelledBy} tabindex="0" data-testid="account-panel"
          .started=${this.accountFeatures !== undefined}
          .retry=${() => void this.accountFeatures?.tokenBalances.refresh({ forceUpdate: true, retry: true })}></w3m-account-tokens>`
      : html`<w3m-account-activity role="tabpanel" id="account-panel" aria-labelledby=${labelledBy} tabindex="0" data-testid="account-panel"
          .historyController=${this.accountFeatures?.history}></w3m-account-activity>`;
  }

  private selectTab(index: number) {
    const { chains } = this.app.controllers;
    const namespace = chains.activeNamespace;
    if (!namespace) return;
    chains.patchAccount({ namespace, patch: { currentTab: index } });
    if (index === 1) void this.accountFeatures?.history.load();
  }

  // WAI-ARIA tabs: arrows, Home and End move the selection; focus follows it.
  private handleTabKey(event: KeyboardEvent) {
    const current = this.account.value.currentTab === 1 ? 1 : 0;
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (current + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (current + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    this.selectTab(target);
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`#account-tab-${TABS[target]}`)?.focus(),
    );
  }

  /**
   * "Choose name" (issue 18; labelled with the view's title, from the table already loaded, so the
   * names texts stay out of this chunk): for an account without a name, when the dapp has a name service and
   * `features.nameRegistration` allows this account ('embedded': the embedded wallet's; 'any': any).
   */
  private canChooseName(): boolean {
    const { profileName, connectorId } = this.account.value;
    const allowed = this.features.value.nameRegistration;
    if (profileName || !allowed || !this.app.value?.names) return false;
    if (allowed === 'any') return true;
    return this.connectors.value.find((connector) => connector.id === connectorId)?.type === 'AUTH';
  }

  private handleChooseName() {
    this.app.controllers.router.push({ view: 'RegisterAccountName', params: undefined });
  }

  /**
   * Swap (issue 19; labelled with the view's title so the swap texts stay out of this chunk): with
   * `features.swaps`, for an EVM account, on a chain the server lists tokens for. The first time a
   * chain shows, the swap chunk loads and asks (cached per chain in $swap); until then, no button.
   */
  private canSwap(): boolean {
    const network = this.network.value;
    const app = this.app.value;
    // Without the composition root's swap services a swap could quote but never send: no button.
    if (!this.features.value.swaps || this.namespace.value !== 'eip155' || !network || !app?.swapServices) return false;
    const supported = this.swap.value.supportedChains[network.caipNetworkId];
    if (supported === undefined) this.checkSwaps({ app, network });
    return supported === true;
  }

  private checkSwaps({ app, network }: { app: AppControllers; network: Network }) {
    if (this.swapChecks.has(network.caipNetworkId) || !app.options.apiUrl || !app.options.projectId) return;
    this.swapChecks.add(network.caipNetworkId);
    void import('../core/controllers/start-swap.js')
      .then(({ startSwap }) => startSwap({ controllers: app })?.checkAvailability({ network }))
      // A failed check is asked again when the view next connects (a new element).
      .catch(() => undefined);
  }

  private push(view: 'WalletReceive' | 'WalletSend' | 'Swap') {
    this.app.controllers.router.push({ view, params: undefined });
  }

  private handleCopy() {
    void copyAddress({ address: this.account.value.address, toast: this.app.controllers.toast });
  }

  private handleDisconnect() {
    void this.app.controllers.connectFlow.disconnect();
  }
}

defineElement('w3m-account-view', W3mAccountView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-view': W3mAccountView;
  }
}
