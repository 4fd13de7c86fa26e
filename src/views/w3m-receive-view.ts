import { LitElement, css, html, nothing } from 'lit';
import { $messages } from '../core/messages/messages-store.js';
import { $account, $activeChain } from '../core/stores/chain-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import { networkImageUrl } from '../core/utils/network-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import { copyAddress } from './copy-address.js';
import '../ui/wui-button.js';
import '../ui/wui-qr-code.js';
import '../ui/wui-wallet-image.js';

/**
 * The 'WalletReceive' view: the account's address as a QR code made in the page, a copy button and
 * the networks that can send to it (the dapp's requested networks of the account's namespace).
 */
export class W3mReceiveView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .address { font-family: ui-monospace, monospace; font-size: var(--wui-text-sm); word-break: break-all; color: var(--wui-text-secondary); }
    ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
    li { display: inline-flex; align-items: center; gap: 6px; font-size: var(--wui-text-sm); padding: 4px 10px; border-radius: 999px; background: var(--wui-surface); color: var(--wui-text-secondary); }
    li wui-wallet-image { --wui-wallet-image-size: 16px; }
  `,
  ];

  private readonly account = new StoreController(this, $account);
  private readonly chain = new StoreController(this, $activeChain);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const { address } = this.account.value;
    if (!address) return nothing;
    const networks = this.chain.value?.networks ?? [];
    return html`<div class="center" data-testid="receive-view">
      <wui-qr-code data-testid="receive-qr" .value=${address} .label=${text.receiveQrLabel(address)}></wui-qr-code>
      <span class="address" data-testid="receive-address" title=${address}>${truncateAddress({ address, charsStart: 8, charsEnd: 8 })}</span>
      <wui-button variant="neutral" full-width data-testid="receive-copy" @click=${this.handleCopy}>${text.copyAddress}</wui-button>
      <p class="secondary">${text.receiveNetworks}</p>
      <ul data-testid="receive-networks">
        ${networks.map((network) => {
          const image = networkImageUrl({ network, options: this.app.value?.options });
          return html`<li data-testid=${`receive-network-${network.caipNetworkId}`}>${image ? html`<wui-wallet-image .src=${image} .name=${network.name}></wui-wallet-image>` : nothing}${network.name}</li>`;
        })}
      </ul>
      <p class="secondary">${text.receiveHint}</p>
    </div>`;
  }

  private handleCopy() {
    void copyAddress({ address: this.account.value.address, toast: this.app.controllers.toast });
  }
}

defineElement('w3m-receive-view', W3mReceiveView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-receive-view': W3mReceiveView;
  }
}
