import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { localizeDecimal } from '../core/messages/intl-locale.js';
import { $locale } from '../core/messages/locale-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { formatBalance } from '../core/utils/format-balance.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { formatUsd, sumTokenValues } from '../core/utils/format-usd.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import { accountPanelsStyles } from './w3m-account-panels.styles.js';
import '../ui/wui-spinner.js';
import '../ui/wui-button.js';

/**
 * The Account view's Tokens panel: one row per token of `$tokenBalances` (its icon from the
 * server's token image endpoint, which the browser caches, name, quantity, value in dollars), a spinner while they load, "No tokens" when there are none,
 * 'Token Balance Unavailable' when the last fetch failed. The Account view gives the
 * host its tabpanel role, id and label; the host is the panel's scroll box.
 */
export class W3mAccountTokens extends LitElement {
  static override styles = [baseStyles, viewStyles, accountPanelsStyles];

  /**
   * Whether the token-balance controller runs (the account-features chunk arrived). Before that the
   * list is empty because nothing was asked yet, which is loading, not "No tokens".
   */
  @property({ attribute: false }) started = false;
  /** Fetches the balances again now (the Try again of 'Token Balance Unavailable'). */
  @property({ attribute: false }) retry: (() => void) | undefined;

  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  private readonly messages = new StoreController(this, $messages);

  override render() {
    const text = this.messages.value;
    const { balances, loading, lastRetry } = this.tokenBalances.value;
    if (!balances.length) {
      if (loading || !this.started)
        return html`<div class="status" data-testid="tokens-loading"><wui-spinner .label=${text.loading}></wui-spinner></div>`;
      // The last fetch failed (e.g. the embedded wallet's frame did not answer in time): an empty
      // list is not "No tokens". The controller tries again after its retry block (SPEC §9 30 s).
      return lastRetry === undefined
        ? html`<p class="secondary status" data-testid="tokens-empty">${text.noTokens}</p>`
        : html`<div class="status"><p class="secondary" role="status" data-testid="tokens-unavailable">${text.tokenBalanceUnavailable}</p>
            ${this.retry ? html`<wui-button variant="neutral" size="sm" data-testid="tokens-retry" @click=${this.retry}>${text.tryAgain}</wui-button>` : nothing}</div>`;
    }
    return balances.map(
      (token) => html`<div class="row" data-testid=${`token-row-${token.symbol}`}>
      <span class="token">${isSafeImageUrl(token.iconUrl) ? html`<img data-testid="token-icon" src=${token.iconUrl} alt="" width="24" height="24" referrerpolicy="no-referrer" />` : nothing}
      <span class="main"><span class="name">${token.name}</span><span class="sub" data-testid="token-quantity">${localizeDecimal({ value: formatBalance({ value: token.quantity.numeric }), locale: $locale.get() })} ${token.symbol}</span></span></span>
      <span class="end" data-testid="token-value">${token.value !== undefined || token.price !== undefined ? formatUsd({ value: sumTokenValues({ balances: [token] }), locale: $locale.get() }) : ''}</span>
    </div>`,
    );
  }
}

defineElement('w3m-account-tokens', W3mAccountTokens);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-tokens': W3mAccountTokens;
  }
}
