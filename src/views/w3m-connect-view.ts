import { LitElement, css, html, nothing } from 'lit';
import { $connectorEntries } from '../core/stores/connector-entries-store.js';
import { $recentWallets } from '../core/stores/recent-wallets-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { ConnectorGroupName } from '../core/utils/group-connectors.js';
import { $directory } from '../core/stores/directory-store.js';
import { $features } from '../core/stores/features-store.js';
import { buildConnectList } from '../core/utils/build-connect-list.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import type { Connector } from '../core/types/connector.js';
import type { Messages } from '../core/messages/en.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { moveFocusInList } from '../ui/move-focus-in-list.js';
import { RovingTabindexController } from '../ui/roving-tabindex-controller.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { selectDirectoryWallet } from './select-directory-wallet.js';
import { visibleConnectors } from './visible-connectors.js';
import '../ui/wui-list-item.js';
import './w3m-email-login-widget.js';
import './w3m-social-login-widget.js';

const TAGS: Partial<Record<ConnectorGroupName, keyof Messages>> = { recent: 'recent', injected: 'installed' };
/** A 2×2 grid drawn in code for the "All Wallets" row (nothing fetched). */
const ALL_WALLETS_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b3f45"/><g fill="#c8ccd1"><rect x="9" y="9" width="9" height="9" rx="3"/><rect x="22" y="9" width="9" height="9" rx="3"/><rect x="9" y="22" width="9" height="9" rx="3"/><rect x="22" y="22" width="9" height="9" rx="3"/></g></svg>')}`;

/** The wallet list, ordered by connector type (SPEC §2). */
export class W3mConnectView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .divider { display: flex; align-items: center; gap: 12px; margin: 12px 0; color: var(--wui-text-secondary); font-size: var(--wui-text-sm); }
    .divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid var(--wui-surface-hover); }
  `,
  ];

  private readonly connectors = new StoreController(this, $connectorEntries);
  private readonly recentWallets = new StoreController(this, $recentWallets);
  private readonly messages = new StoreController(this, $messages);
  private readonly directory = new StoreController(this, $directory);
  private readonly features = new StoreController(this, $features);
  private readonly app = new AppContextConsumer(this);
  // The wallet list is one Tab stop; the arrow keys move within it.
  private readonly roving = new RovingTabindexController(this, { items: () => this.listItems() });

  override render() {
    const connectors = this.visibleConnectors();
    const embedded = this.embeddedTemplate();
    if (embedded === nothing) return this.walletsTemplate(connectors);
    // SPEC §2: wallet, email, social when a wallet is installed or announced; email and social first otherwise.
    const hasInstalled = connectors.some(
      (connector) =>
        connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN',
    );
    const wallets =
      connectors.length || this.allWalletsTemplate() !== nothing ? this.walletsTemplate(connectors) : nothing;
    const divider =
      wallets === nothing
        ? nothing
        : html`<p class="divider" role="separator"><span>${this.messages.value.orDivider}</span></p>`;
    return hasInstalled ? html`${wallets}${divider}${embedded}` : html`${embedded}${divider}${wallets}`;
  }

  /** The email field and social buttons of the embedded wallet; nothing without it, or with pay on (SPEC §5). */
  private embeddedTemplate() {
    const features = this.features.value;
    if (!this.app.value?.embeddedWallet || features.pay) return nothing;
    const socials = features.socials ? html`<w3m-social-login-widget></w3m-social-login-widget>` : nothing;
    if (!features.email && socials === nothing) return nothing;
    return html`<div class="column" data-testid="connect-embedded">${features.email ? html`<w3m-email-login-widget></w3m-email-login-widget>` : nothing}${socials}</div>`;
  }

  private walletsTemplate(connectors: Connector[]) {
    const text = this.messages.value;
    const { featured, recommended } = this.directory.value;
    const rows = buildConnectList({ connectors, recentWallets: this.recentWallets.value, featured, recommended });
    const allWallets = this.allWalletsTemplate();
    const empty =
      connectors.length === 0
        ? html`<p class="secondary" data-testid="connect-empty">${text.noWalletsFound}</p>`
        : nothing;
    if (rows.length === 0 && allWallets === nothing) return empty;
    return html`${empty}<div class="column" role="list" data-testid="connect-list" @keydown=${this.handleListKeydown}>
      ${rows.map((row) => (row.kind === 'connector' ? this.itemTemplate(row.connector, row.group) : this.walletTemplate(row.wallet, row.group)))}
      ${allWallets}
    </div>`;
  }

  private walletTemplate(wallet: WalletListEntry, group: 'featured' | 'recommended') {
    const image = wallet.image_id ? this.directory.value.images[wallet.image_id] : undefined;
    return html`<wui-list-item
      role="listitem"
      data-testid=${`directory-wallet-${wallet.id}`}
      data-group=${group}
      .name=${wallet.name}
      .imageSrc=${isSafeImageUrl(image) ? image : ''}
      @click=${() => selectDirectoryWallet({ wallet, connectors: this.visibleConnectors(), controllers: this.app.controllers })}
    ></wui-list-item>`;
  }

  private allWalletsTemplate() {
    if (!this.app.value?.directory.available || !this.features.value.allWallets) return nothing;
    const { count } = this.directory.value;
    const text = this.messages.value;
    return html`<wui-list-item
      role="listitem"
      data-testid="all-wallets"
      .name=${text.allWallets}
      .imageSrc=${ALL_WALLETS_ICON}
      .tagLabel=${count ? text.allWalletsCount(count) : ''}
      .tagVariant=${'neutral'}
      @click=${this.handleAllWallets}
    ></wui-list-item>`;
  }

  private handleListKeydown(event: KeyboardEvent) {
    moveFocusInList({ event, items: this.listItems() });
  }

  private listItems(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[data-testid="connect-list"] > wui-list-item')];
  }

  private handleAllWallets() {
    const { events, router } = this.app.controllers;
    events.track({ event: 'CLICK_ALL_WALLETS' });
    router.push({ view: 'AllWallets', params: undefined });
  }

  private itemTemplate(connector: Connector, group: ConnectorGroupName) {
    const tag = TAGS[group];
    return html`<wui-list-item
      role="listitem"
      data-testid=${`wallet-${connector.id}`}
      data-group=${group}
      .name=${connector.name}
      .imageSrc=${connector.imageUrl ?? ''}
      .tagLabel=${tag ? (this.messages.value[tag] as string) : ''}
      .tagVariant=${group === 'recent' ? 'neutral' : 'accent'}
      @click=${() => this.handleSelect(connector)}
    >${nothing}</wui-list-item>`;
  }

  private handleSelect(connector: Connector) {
    const { walletConnect, connectFlow } = this.app.controllers;
    // WalletConnect is not a wallet to ask but a QR code any wallet can scan (SPEC §2 ConnectingWalletConnect).
    if (connector.type === 'WALLET_CONNECT' && walletConnect) walletConnect.connect({});
    else void connectFlow.selectWallet({ connector });
  }

  private visibleConnectors(): Connector[] {
    return visibleConnectors({
      connectors: this.connectors.value,
      excluded: this.directory.value.excluded,
      excludedIds: this.app.value?.options.excludeWalletIds,
    });
  }
}

defineElement('w3m-connect-view', W3mConnectView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-connect-view': W3mConnectView;
  }
}
