import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { Network } from '../core/types/network.js';
import { networkImageUrl } from '../core/utils/network-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-wallet-image.js';
import '../ui/wui-spinner.js';

/** Shown while the wallet confirms a network switch; the network controller leaves it on success or failure. */
export class W3mSwitchNetworkView extends LitElement {
  static override styles = [baseStyles, viewStyles, css`wui-wallet-image { --wui-wallet-image-size: 72px; }`];

  @property({ attribute: false }) network?: Network;

  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const name = this.network?.name ?? '';
    return html`<div class="center" data-testid="switch-network-view" role="status">
      <wui-wallet-image .src=${networkImageUrl({ network: this.network, options: this.app.value?.options })} .name=${name}></wui-wallet-image>
      <p class="title">${text.switchingTo(name)}</p>
      <p class="secondary">${text.approveSwitchInWallet}</p>
      <wui-spinner .label=${text.loading}></wui-spinner>
    </div>`;
  }
}

defineElement('w3m-switch-network-view', W3mSwitchNetworkView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-switch-network-view': W3mSwitchNetworkView;
  }
}
