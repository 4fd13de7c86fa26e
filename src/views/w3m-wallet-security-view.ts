import { LitElement, html, nothing } from 'lit';
import { $embeddedWalletSecurityMessages } from '../core/messages/embedded-wallet-security-messages.js';
import { $embeddedWalletSecurity } from '../core/stores/embedded-wallet-security-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { EmbeddedWalletDevice } from '../core/types/auth-client.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { $locale } from '../core/messages/locale-store.js';
import { formatDeviceDate } from './format-device-date.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { w3mWalletSecurityViewStyles } from './w3m-wallet-security-view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

/**
 * EmbeddedWalletSecurity: the embedded wallet account's recovery key (how it is kept, and a way
 * to change it on the frame's own screen) and its devices (name, site, first and last use), each
 * removable ('This wasn't me' for one that is waiting for approval), and "Sign out everywhere"
 * (issue "Hardening" parts 1, 2 and 10). Device names and sites are shown as text only.
 */
export class W3mWalletSecurityView extends LitElement {
  private readonly texts = new StoreController(this, $embeddedWalletSecurityMessages);
  static override styles = [baseStyles, viewStyles, w3mWalletSecurityViewStyles];

  private readonly security = new StoreController(this, $embeddedWalletSecurity);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const { devices, recoveryMethod, loading, busy, error } = this.security.value;
    return html`<div class="column" data-testid="wallet-security-view">
      <section aria-labelledby="recovery-heading">
        <h3 id="recovery-heading">${this.texts.value.recoveryHeading}</h3>
        <p class="recovery" data-testid="security-recovery-method">${recoveryMethod ? this.texts.value.recoveryMethodNames[recoveryMethod] : '…'}</p>
        <wui-button variant="neutral" data-testid="security-change-recovery" ?disabled=${!recoveryMethod} @click=${this.handleChangeRecovery}>${this.texts.value.changeRecovery}</wui-button>
      </section>
      <section aria-labelledby="devices-heading">
        <h3 id="devices-heading">${this.texts.value.devicesHeading}</h3>
        <p class="secondary">${this.texts.value.devicesHint}</p>
        ${loading && !devices ? html`<wui-spinner .label=${this.texts.value.devicesHeading}></wui-spinner>` : nothing}
        ${devices ? html`<ul data-testid="security-devices">${devices.map((device) => this.renderDevice(device, busy))}</ul>` : nothing}
        ${
          error
            ? html`<p class="secondary error" role="alert" data-testid="security-error">${error}</p>
              <wui-button variant="neutral" size="sm" data-testid="security-retry" @click=${this.handleRetry}>${this.texts.value.retry}</wui-button>`
            : nothing
        }
      </section>
      <wui-button variant="danger" full-width data-testid="security-sign-out-everywhere" ?disabled=${Boolean(busy)} @click=${this.handleSignOutEverywhere}>${this.texts.value.signOutEverywhere}</wui-button>
      <p class="secondary">${this.texts.value.signOutEverywhereHint}</p>
    </div>`;
  }

  private renderDevice(device: EmbeddedWalletDevice, busy: string | undefined) {
    const pending = device.status === 'pending';
    return html`<li class=${pending ? 'pending' : ''} data-testid="security-device" data-device-status=${device.status}>
      <span class="main">
        <span class="name">${device.name ?? this.texts.value.unknownBrowser}${device.current ? ` · ${this.texts.value.thisDevice}` : ''}</span>
        ${device.site ? html`<span class="site secondary">${device.site}</span>` : nothing}
        ${pending ? html`<span class="badge">${this.texts.value.pendingBadge}</span>` : nothing}
        <span class="secondary">${this.texts.value.firstUsed(formatDeviceDate({ iso: device.createdAt, locale: $locale.get() }))}</span>
        <span class="secondary">${this.texts.value.lastUsed(formatDeviceDate({ iso: device.lastSeenAt, locale: $locale.get() }))}</span>
      </span>
      <wui-button variant=${pending ? 'danger' : 'neutral'} size="sm" data-testid="security-remove-device" ?disabled=${Boolean(busy)} @click=${() => this.handleRemove(device.id)}>
        ${pending ? this.texts.value.notMe : this.texts.value.removeDevice}
      </wui-button>
    </li>`;
  }

  private handleRemove(deviceId: string) {
    void this.app.controllers.embeddedWallet?.revokeDevice({ deviceId });
  }

  private handleSignOutEverywhere() {
    void this.app.controllers.embeddedWallet?.signOutEverywhere();
  }

  private handleChangeRecovery() {
    this.app.controllers.embeddedWallet?.openRecoveryMethod();
  }

  private handleRetry() {
    void this.app.controllers.embeddedWallet?.loadSecurity();
  }
}

defineElement('w3m-wallet-security-view', W3mWalletSecurityView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-security-view': W3mWalletSecurityView;
  }
}
