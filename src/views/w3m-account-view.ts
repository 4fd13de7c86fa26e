import { LitElement, css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { $account, $network } from '../core/stores/chain-store.js';
import { $features } from '../core/stores/features-store.js';
import { $history } from '../core/stores/history-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { AppControllers } from '../core/app-context.js';
import type { AccountFeatures } from '../core/controllers/start-account-features.js';
import type { Transaction } from '../core/protocol/transactions-page.js';
import { formatBalance } from '../core/utils/format-balance.js';
import { formatRelativeTime } from '../core/utils/format-relative-time.js';
import { formatSignedAmount } from '../core/utils/format-signed-amount.js';
import { formatUsd, sumTokenValues } from '../core/utils/format-usd.js';
import { sortedKeysDescending } from '../core/utils/group-transactions-by-date.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { renderIcon } from '../ui/icons.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import { copyAddress } from './copy-address.js';
import './w3m-account-email.js';
import './w3m-account-security.js';
import '../ui/wui-avatar.js';
import '../ui/wui-button.js';
import '../ui/wui-icon-button.js';
import '../ui/wui-spinner.js';

const TABS = ['tokens', 'activity'] as const;
// Rows left below the fold when the next history page is asked for.
const LOAD_MORE_THRESHOLD_PX = 48;
const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The connected account: address with copy, native balance, network, explorer link, the total in
 * dollars, the embedded wallet's email with "Update email" (w3m-account-email), the wallet
 * features (receive, send), tokens and activity tabs, disconnect. The token and
 * history controllers come from the account-features chunk, loaded when this view connects.
 */
export class W3mAccountView extends LitElement {
  static override styles = [baseStyles, viewStyles, css`
    .address { display: inline-flex; align-items: center; gap: 4px; font-size: var(--wui-text-lg); font-weight: 600; }
    .balance { font-size: var(--wui-text-md); color: var(--wui-text-secondary); min-height: 20px; }
    .total { font-size: 28px; font-weight: 600; }
    .network { font-size: var(--wui-text-sm); padding: 4px 10px; border-radius: 999px; background: var(--wui-surface); color: var(--wui-text-secondary); }
    a.explorer {
      display: inline-flex; align-items: center; gap: 6px; color: var(--wui-accent); font-size: var(--wui-text-sm);
      text-decoration: none; padding: 6px 10px; border-radius: var(--wui-radius-lg);
    }
    a.explorer:hover { background: var(--wui-surface); }
    .features { display: flex; gap: 8px; align-self: stretch; }
    .features wui-button { flex: 1; }
    [role='tablist'] { display: flex; gap: 4px; align-self: stretch; border-bottom: 1px solid var(--wui-border); }
    [role='tab'] {
      flex: 1; padding: 8px; font: inherit; font-size: var(--wui-text-sm); color: var(--wui-text-secondary);
      border-bottom: 2px solid transparent; background: none;
    }
    [role='tab'][aria-selected='true'] { color: var(--wui-text); border-bottom-color: var(--wui-accent); }
    [role='tabpanel'] { align-self: stretch; max-height: 280px; overflow-y: auto; text-align: left; }
    .row { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 4px; }
    .row .main { display: flex; flex-direction: column; min-width: 0; }
    .row .name { font-weight: 600; font-size: var(--wui-text-md); }
    .row .sub, .month { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
    .row .end { text-align: right; display: flex; flex-direction: column; }
    .month { margin: 8px 4px 0; font-weight: 600; }
    .status { display: grid; place-items: center; padding: 16px; }
    .actions { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; }
    wui-spinner { --wui-spinner-size: 16px; }
  `];

  private readonly account = new StoreController(this, $account);
  private readonly network = new StoreController(this, $network);
  private readonly messages = new StoreController(this, $messages);
  private readonly features = new StoreController(this, $features);
  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  private readonly history = new StoreController(this, $history);
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
    const { address, balance, balanceSymbol, balanceLoading, currentTab } = this.account.value;
    if (!address) return nothing;
    const network = this.network.value;
    const explorer = network?.blockExplorers?.default.url;
    const tab = currentTab === 1 ? 1 : 0;
    return html`<div class="center" data-testid="account-view">
      <wui-avatar .address=${address}></wui-avatar>
      <span class="address">
        <span data-testid="account-address" title=${address}>${truncateAddress({ address, charsStart: 4, charsEnd: 6 })}</span>
        <wui-icon-button icon="copy" .label=${text.copyAddress} data-testid="account-copy" @click=${this.handleCopy}></wui-icon-button>
      </span>
      <span class="total" data-testid="account-total">${formatUsd({ value: sumTokenValues({ balances: this.tokenBalances.value.balances }) })}</span>
      <span class="balance" data-testid="account-balance">
        ${balance !== undefined ? `${formatBalance({ value: balance })} ${balanceSymbol ?? ''}` : balanceLoading ? html`<wui-spinner .label=${text.loading}></wui-spinner>` : text.balanceUnavailable}
      </span>
      <span class="network" data-testid="account-network">${network?.name ?? text.unknownNetwork}</span>
      ${explorer
        ? html`<a class="explorer" data-testid="account-explorer" href=${`${explorer.replace(/\/+$/, '')}/address/${address}`} target="_blank" rel="noopener noreferrer">${text.blockExplorer} ${renderIcon('external')}</a>`
        : nothing}
      <w3m-account-email></w3m-account-email>
      <w3m-account-security></w3m-account-security>
      ${this.renderFeatures()}
      <div role="tablist" aria-label=${text.accountTabs} @keydown=${this.handleTabKey}>
        ${TABS.map((name, index) => html`<button role="tab" id=${`account-tab-${name}`} data-testid=${`account-tab-${name}`}
          aria-selected=${index === tab ? 'true' : 'false'} aria-controls="account-panel" tabindex=${index === tab ? 0 : -1}
          @click=${() => this.selectTab(index)}>${index === 0 ? text.tabTokens : text.tabActivity}</button>`)}
      </div>
      <div role="tabpanel" id="account-panel" aria-labelledby=${`account-tab-${TABS[tab]}`} tabindex="0" data-testid="account-panel" @scroll=${this.handleScroll}>
        ${tab === 0 ? this.renderTokens() : this.renderActivity()}
      </div>
      <div class="actions" style="align-self: stretch">
        <wui-button variant="danger" full-width data-testid="account-disconnect" @click=${this.handleDisconnect}>${text.disconnect}</wui-button>
      </div>
    </div>`;
  }

  // SPEC §2 order: onramp, swaps, receive, send. Onramp and swaps are not built yet, so not shown.
  private renderFeatures() {
    const text = this.messages.value;
    const { receive, send } = this.features.value;
    if (!receive && !send) return nothing;
    return html`<div class="features" data-testid="account-features">
      ${receive ? html`<wui-button variant="neutral" data-testid="account-receive" @click=${() => this.push('WalletReceive')}>${text.receive}</wui-button>` : nothing}
      ${send ? html`<wui-button variant="neutral" data-testid="account-send" @click=${() => this.push('WalletSend')}>${text.send}</wui-button>` : nothing}
    </div>`;
  }

  private renderTokens() {
    const text = this.messages.value;
    const { balances, loading } = this.tokenBalances.value;
    if (!balances.length) {
      return loading || !this.accountFeatures
        ? html`<div class="status" data-testid="tokens-loading"><wui-spinner .label=${text.loading}></wui-spinner></div>`
        : html`<p class="secondary status" data-testid="tokens-empty">${text.noTokens}</p>`;
    }
    return balances.map((token) => html`<div class="row" data-testid=${`token-row-${token.symbol}`}>
      <span class="main"><span class="name">${token.name}</span><span class="sub" data-testid="token-quantity">${formatBalance({ value: token.quantity.numeric })} ${token.symbol}</span></span>
      <span class="end" data-testid="token-value">${token.value !== undefined || token.price !== undefined ? formatUsd({ value: sumTokenValues({ balances: [token] }) }) : ''}</span>
    </div>`);
  }

  private renderActivity() {
    const text = this.messages.value;
    const { transactionsByYear, loading, empty, next } = this.history.value;
    const groups = sortedKeysDescending({ record: transactionsByYear }).flatMap((year) =>
      sortedKeysDescending({ record: transactionsByYear[year] ?? {} }).map((month) => ({ year, month, transactions: transactionsByYear[year]?.[month] ?? [] })),
    );
    if (!groups.length) {
      return empty && !loading
        ? html`<p class="secondary status" data-testid="activity-empty">${text.noActivity}</p>`
        : html`<div class="status" data-testid="activity-loading"><wui-spinner .label=${text.loading}></wui-spinner></div>`;
    }
    const now = Date.now();
    return html`${groups.map(({ year, month, transactions }) => html`<section data-testid="activity-month">
        <h3 class="month">${MONTH_FORMAT.format(Date.UTC(year, month, 1))}</h3>
        ${transactions.map((transaction) => this.renderTransaction({ transaction, now }))}
      </section>`)}
      ${loading ? html`<div class="status" data-testid="activity-loading"><wui-spinner .label=${text.loading}></wui-spinner></div>` : nothing}
      ${next && !loading ? html`<wui-button variant="neutral" size="sm" full-width data-testid="activity-load-more" @click=${this.loadMore}>${text.loadMore}</wui-button>` : nothing}`;
  }

  private renderTransaction({ transaction, now }: { transaction: Transaction; now: number }) {
    const { operationType, minedAt, status } = transaction.metadata;
    const transfer = transaction.transfers.find((candidate) => candidate.fungible_info) ?? transaction.transfers[0];
    const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
    return html`<div class="row" data-testid="activity-row" data-operation=${operationType}>
      <span class="main"><span class="name">${operationType.charAt(0).toUpperCase()}${operationType.slice(1)}</span>
        <span class="sub">${status}</span></span>
      <span class="end">
        <span data-testid="activity-amount">${transfer ? `${formatSignedAmount({ operationType, quantity: transfer.quantity.numeric })} ${symbol}` : ''}</span>
        <span class="sub" data-testid="activity-time">${formatRelativeTime({ date: minedAt, now })}</span>
      </span>
    </div>`;
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
    const target = event.key === 'ArrowRight' ? (current + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (current + last) % TABS.length
        : event.key === 'Home' ? 0 : event.key === 'End' ? last : undefined;
    if (target === undefined) return;
    event.preventDefault();
    this.selectTab(target);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#account-tab-${TABS[target]}`)?.focus());
  }

  private handleScroll(event: Event) {
    const panel = event.currentTarget as HTMLElement;
    if (panel.scrollTop + panel.clientHeight >= panel.scrollHeight - LOAD_MORE_THRESHOLD_PX) this.loadMore();
  }

  private loadMore() {
    if (this.account.value.currentTab === 1) void this.accountFeatures?.history.loadMore();
  }

  private push(view: 'WalletReceive' | 'WalletSend') {
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
declare global { interface HTMLElementTagNameMap { 'w3m-account-view': W3mAccountView } }
