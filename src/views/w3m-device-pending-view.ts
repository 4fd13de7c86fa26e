import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { embeddedWalletSecurityEn as text } from '../core/messages/embedded-wallet-security-en.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { formatDeviceDate } from './format-device-date.js';
import { viewStyles } from './view.styles.js';

/**
 * EmbeddedWalletDevicePending: a device a social sign-in added, on an account that offers no
 * second factor (no email, no user-held recovery key), waits 72 hours before the wallet opens
 * here (issue "Hardening" part 1). Says until when, and why; the account's other devices see it
 * meanwhile and can remove it. Signing in again after that time opens the wallet.
 */
export class W3mDevicePendingView extends LitElement {
  static override styles = [baseStyles, viewStyles];

  @property() releaseAt = '';

  override render() {
    return html`<div class="center" data-testid="device-pending-view">
      <p class="title">${text.devicePendingTitle}</p>
      <p class="secondary" data-testid="device-pending-until" data-release-at=${this.releaseAt}>${text.devicePendingText(formatDeviceDate({ iso: this.releaseAt }))}</p>
      <p class="secondary">${text.devicePendingHint}</p>
    </div>`;
  }
}

defineElement('w3m-device-pending-view', W3mDevicePendingView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-device-pending-view': W3mDevicePendingView;
  }
}
