import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $connectorEntries } from '../core/stores/connector-entries-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-wallet-image.js';
import '../ui/wui-list-item.js';

/** A wallet that speaks several namespaces: the visitor picks which one to connect (SPEC §3 MULTI_CHAIN). */
export class W3mConnectingMultiChainView extends LitElement {
  static override styles = [baseStyles, viewStyles, css`wui-wallet-image { --wui-wallet-image-size: 72px; }`];

  @property({ attribute: 'connector-id' }) connectorId = '';

  private readonly entries = new StoreController(this, $connectorEntries);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const entry = this.entries.value.find((candidate) => candidate.id === this.connectorId);
    if (!entry) return null;
    return html`<div class="column" data-testid="connecting-multi-chain-view">
      <div class="center">
        <wui-wallet-image .src=${entry.imageUrl ?? ''} .name=${entry.name}></wui-wallet-image>
        <p class="title">${text.chooseNamespace}</p>
        <p class="secondary">${text.chooseNamespaceText(entry.name)}</p>
      </div>
      <div class="column" role="list">
        ${(entry.connectors ?? []).map(
          (child) => html`<wui-list-item role="listitem" data-testid=${`multi-chain-${child.chain}`}
          .name=${text.namespaceName(child.chain)} .imageSrc=${child.imageUrl ?? ''}
          @click=${() => void this.app.controllers.connectFlow.connectWallet({ connectorId: child.id })}></wui-list-item>`,
        )}
      </div>
    </div>`;
  }
}

defineElement('w3m-connecting-multi-chain-view', W3mConnectingMultiChainView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-multi-chain-view': W3mConnectingMultiChainView;
  }
}
