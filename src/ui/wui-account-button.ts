import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';
import './wui-avatar.js';
import './wui-spinner.js';

/**
 * The button shown while connected: balance, avatar and truncated address.
 * @csspart button - the native button
 */
export class WuiAccountButton extends LitElement {
  static override styles = [baseStyles, css`
    :host { display: inline-flex; }
    button {
      display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 4px 0 12px;
      border-radius: var(--wui-radius-lg); background: var(--wui-surface); border: 1px solid var(--wui-border);
      font-size: var(--wui-text-md); font-weight: 600; white-space: nowrap;
    }
    :host([size='sm']) button { height: 32px; font-size: var(--wui-text-sm); }
    button:hover { background: var(--wui-surface-hover); }
    .address { display: inline-flex; align-items: center; gap: 6px; padding: 4px 8px 4px 4px; border-radius: var(--wui-radius-lg); background: var(--wui-surface-hover); }
    :host([balance-hidden]) button { padding-left: 4px; }
    wui-avatar { --wui-avatar-size: 20px; }
    wui-spinner { --wui-spinner-size: 14px; }
  `];

  @property() address = '';
  @property({ attribute: 'display-address' }) displayAddress = '';
  /** Formatted balance with its symbol, e.g. "1.234 ETH"; empty hides it. */
  @property() balance = '';
  @property({ type: Boolean, attribute: 'balance-loading' }) balanceLoading = false;
  @property({ reflect: true }) size: 'sm' | 'md' = 'md';
  @property({ attribute: 'accessible-label' }) accessibleLabel = '';

  override render() {
    const balance = this.balanceLoading ? html`<wui-spinner></wui-spinner>` : this.balance ? html`<span data-testid="account-button-balance">${this.balance}</span>` : nothing;
    return html`<button part="button" aria-label=${this.accessibleLabel || nothing} data-testid="account-button">
      ${balance}
      <span class="address"><wui-avatar .address=${this.address}></wui-avatar><span data-testid="account-button-address">${this.displayAddress}</span></span>
    </button>`;
  }
}

defineElement('wui-account-button', WuiAccountButton);
declare global { interface HTMLElementTagNameMap { 'wui-account-button': WuiAccountButton } }
