import { LitElement, css, html } from 'lit';
import { $activeChain } from '../core/stores/chain-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { isUserRejection } from '../core/errors/provider-rpc-error.js';
import type { Network } from '../core/types/network.js';
import { networkImageUrl } from '../core/utils/network-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { moveFocusInList } from '../ui/move-focus-in-list.js';
import { RovingTabindexController } from '../ui/roving-tabindex-controller.js';
import { renderIcon } from '../ui/icons.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-list-item.js';
import '../ui/wui-button.js';

/**
 * The wallet is on a network the dapp did not request (SPEC §2). The modal cannot be dismissed
 * from here: the visitor switches to a supported network or disconnects.
 */
export class W3mUnsupportedChainView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .warning { color: var(--wui-error); display: inline-flex; transform: scale(1.8); margin: 8px; }
  `,
  ];

  private readonly activeChain = new StoreController(this, $activeChain);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);
  // The list is one Tab stop; the arrow keys move within it.
  private readonly roving = new RovingTabindexController(this, { items: () => this.listItems() });

  override render() {
    const text = this.messages.value;
    const networks = this.activeChain.value?.networks ?? [];
    return html`<div class="column" data-testid="unsupported-chain-view">
      <div class="center" role="alert">
        <span class="warning">${renderIcon('warning')}</span>
        <p class="secondary">${text.unsupportedChainText}</p>
      </div>
      <div class="column" role="list" @keydown=${this.handleListKeydown}>
        ${networks.map(
          (network) => html`<wui-list-item role="listitem" data-testid=${`unsupported-network-${network.caipNetworkId}`}
          .name=${network.name} .imageSrc=${networkImageUrl({ network, options: this.app.value?.options })} @click=${() => this.handleSwitch(network)}></wui-list-item>`,
        )}
      </div>
      <wui-button variant="danger" full-width data-testid="unsupported-disconnect" @click=${this.handleDisconnect}>${text.disconnect}</wui-button>
    </div>`;
  }

  private async handleSwitch(network: Network) {
    const app = this.app.controllers;
    try {
      await app.network.switchNetwork({ network });
    } catch (error) {
      const text = this.messages.value;
      app.toast.show({ message: isUserRejection(error) ? text.switchDeclined : text.switchFailed, variant: 'error' });
    }
  }

  private handleListKeydown(event: KeyboardEvent) {
    moveFocusInList({ event, items: this.listItems() });
  }

  private listItems(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('wui-list-item')];
  }

  private handleDisconnect() {
    void this.app.controllers.connectFlow.disconnect();
  }
}

defineElement('w3m-unsupported-chain-view', W3mUnsupportedChainView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-unsupported-chain-view': W3mUnsupportedChainView;
  }
}
