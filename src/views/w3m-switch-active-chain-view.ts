import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { Network } from '../core/types/network.js';
import { networkImageUrl } from '../core/utils/network-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-wallet-image.js';
import '../ui/wui-button.js';

/** The target network's namespace has no account yet: the visitor connects a wallet for it (SPEC §4). */
export class W3mSwitchActiveChainView extends LitElement {
  static override styles = [baseStyles, viewStyles, css`wui-wallet-image { --wui-wallet-image-size: 72px; }`];

  @property({ attribute: false }) network?: Network;

  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const network = this.network;
    if (!network) return null;
    const chain = text.namespaceName(network.chainNamespace);
    return html`<div class="center" data-testid="switch-active-chain-view">
      <wui-wallet-image .src=${networkImageUrl({ network, options: this.app.value?.options })} .name=${network.name}></wui-wallet-image>
      <p class="title">${text.switchActiveChainTitle(chain)}</p>
      <p class="secondary">${text.switchActiveChainText(chain)}</p>
      <wui-button data-testid="switch-active-chain-connect" full-width @click=${this.handleConnect}>${text.switchActiveChainButton}</wui-button>
    </div>`;
  }

  private handleConnect() {
    if (this.network) this.app.controllers.network.connectNamespace({ network: this.network });
  }
}

defineElement('w3m-switch-active-chain-view', W3mSwitchActiveChainView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-switch-active-chain-view': W3mSwitchActiveChainView;
  }
}
