import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiAccountButtonStyles } from './wui-account-button.styles.js';
import { defineElement } from './define-element.js';
import './wui-avatar.js';
import './wui-spinner.js';

/**
 * The button shown while connected: balance, avatar and the account's name or truncated address.
 * @csspart button - the native button
 */
export class WuiAccountButton extends LitElement {
  static override styles = [baseStyles, wuiAccountButtonStyles];

  @property() address = '';
  /** What names the account: its profile name, else the truncated address. */
  @property({ attribute: 'display-address' }) displayAddress = '';
  /** The account's profile image for the avatar (the gradient of the address without one). */
  @property({ attribute: 'profile-image' }) profileImage: string | undefined = undefined;
  /** Formatted balance with its symbol, e.g. "1.234 ETH"; empty hides it. */
  @property() balance = '';
  @property({ type: Boolean, attribute: 'balance-loading' }) balanceLoading = false;
  @property({ reflect: true }) size: 'sm' | 'md' = 'md';
  @property({ attribute: 'accessible-label' }) accessibleLabel = '';

  override render() {
    const balance = this.balanceLoading
      ? html`<wui-spinner></wui-spinner>`
      : this.balance
        ? html`<span data-testid="account-button-balance">${this.balance}</span>`
        : nothing;
    return html`<button part="button" aria-label=${this.accessibleLabel || nothing} data-testid="account-button">
      ${balance}
      <span class="address"><wui-avatar .address=${this.address} .imageUrl=${this.profileImage}></wui-avatar><span data-testid="account-button-address">${this.displayAddress}</span></span>
    </button>`;
  }
}

defineElement('wui-account-button', WuiAccountButton);
declare global {
  interface HTMLElementTagNameMap {
    'wui-account-button': WuiAccountButton;
  }
}
