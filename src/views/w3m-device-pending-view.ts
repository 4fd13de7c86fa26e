import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { StoreController } from '../core/stores/store-controller.js';
import { $embeddedWalletSecurityMessages } from '../core/messages/embedded-wallet-security-messages.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { $locale } from '../core/messages/locale-store.js';
import { formatDeviceDate } from './format-device-date.js';
import { viewStyles } from './view.styles.js';

/**
 * EmbeddedWalletDevicePending: a device a social sign-in added, on an account that offers no
 * second factor (no email, no user-held recovery key), waits 72 hours before the wallet opens
 * here (issue "Hardening" part 1). Says until when, and why; the account's other devices see it
 * meanwhile and can remove it. Signing in again after that time opens the wallet.
 */
export class W3mDevicePendingView extends LitElement {
  private readonly texts = new StoreController(this, $embeddedWalletSecurityMessages);
  static override styles = [baseStyles, viewStyles];

  @property() releaseAt = '';

  override render() {
    return html`<div class="center" data-testid="device-pending-view">
      <p class="title">${this.texts.value.devicePendingTitle}</p>
      <p class="secondary" data-testid="device-pending-until" data-release-at=${this.releaseAt}>${this.texts.value.devicePendingText(formatDeviceDate({ iso: this.releaseAt, locale: $locale.get() }))}</p>
      <p class="secondary">${this.texts.value.devicePendingHint}</p>
    </div>`;
  }
}

defineElement('w3m-device-pending-view', W3mDevicePendingView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-device-pending-view': W3mDevicePendingView;
  }
}
