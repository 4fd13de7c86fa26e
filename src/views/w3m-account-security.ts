import { LitElement, css, html, nothing } from 'lit';
import { $embeddedWalletSecurityMessages } from '../core/messages/embedded-wallet-security-messages.js';
import { $account } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { $embeddedWalletSecurity } from '../core/stores/embedded-wallet-security-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-button.js';

/**
 * The Account view's security row, only for an account of the embedded wallet: "Security"
 * (devices and recovery key), and, when another device signed in with a social account and waits
 * for approval, an alert naming it with 'This wasn't me', which removes it (issue "Hardening"
 * part 1). The device list is read when the row appears.
 */
export class W3mAccountSecurity extends LitElement {
  private readonly texts = new StoreController(this, $embeddedWalletSecurityMessages);
  static override styles = [
    baseStyles,
    css`
    :host { display: block; align-self: stretch; }
    .alert { display: flex; flex-direction: column; gap: 8px; padding: 8px 12px; border-radius: var(--wui-radius-lg); text-align: start;
      font-size: var(--wui-text-sm); color: var(--wui-error); background: color-mix(in srgb, var(--wui-error) 12%, transparent); margin-bottom: 8px; }
  `,
  ];

  private readonly account = new StoreController(this, $account);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly security = new StoreController(this, $embeddedWalletSecurity);
  private readonly app = new AppContextConsumer(this);
  private loaded = false;

  override render() {
    const { connectorId } = this.account.value;
    if (this.connectors.value.find((candidate) => candidate.id === connectorId)?.type !== 'AUTH') return nothing;
    const app = this.app.value;
    if (!this.loaded && app) {
      this.loaded = true;
      void app.embeddedWallet?.loadSecurity();
    }
    const { devices, busy } = this.security.value;
    const pending = (devices ?? []).filter((device) => device.status === 'pending' && !device.current);
    return html`${pending.map(
      (device) => html`<div class="alert" role="alert" data-testid="account-pending-device">
        <span>${this.texts.value.pendingAlert(`${device.name ?? this.texts.value.unknownBrowser}${device.site ? ` (${device.site})` : ''}`)}</span>
        <wui-button variant="danger" size="sm" data-testid="account-pending-not-me" ?disabled=${Boolean(busy)} @click=${() => this.handleNotMe(device.id)}>${this.texts.value.notMe}</wui-button>
      </div>`,
    )}
      <wui-button variant="neutral" full-width data-testid="account-security" @click=${this.handleOpen}>${this.texts.value.securityButton}</wui-button>`;
  }

  private handleNotMe(deviceId: string) {
    void this.app.controllers.embeddedWallet?.revokeDevice({ deviceId });
  }

  private handleOpen() {
    this.app.controllers.embeddedWallet?.openSecurity();
  }
}

defineElement('w3m-account-security', W3mAccountSecurity);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-security': W3mAccountSecurity;
  }
}
