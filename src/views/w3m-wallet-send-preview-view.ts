import { LitElement, html, nothing } from 'lit';
import { $network } from '../core/stores/chain-store.js';
import { $send } from '../core/stores/send-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { sendStyles } from './send.styles.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-button.js';

/**
 * The send's summary: amount, receiver (its name above the address when one was typed), network
 * fee; Send signs in the wallet, an error offers a retry.
 */
export class W3mWalletSendPreviewView extends LitElement {
  static override styles = [baseStyles, viewStyles, sendStyles];

  private readonly send = new StoreController(this, $send);
  private readonly network = new StoreController(this, $network);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override connectedCallback() {
    super.connectedCallback();
    const send = this.app.value?.send;
    if (send && !send.state.loading) {
      send.update({ networkFee: undefined });
      void send.estimateFee().catch(() => undefined);
    }
  }

  override render() {
    const text = this.messages.value;
    const { token, sendTokenAmount, receiverAddress, receiverProfileName, networkFee, accountRent, loading, error } =
      this.send.value;
    const native = this.network.value?.nativeCurrency.symbol ?? '';
    return html`<div class="column" data-testid="send-preview-view">
      <div class="summary"><span>${text.sendAmount}</span>
        <span class="amount" data-testid="send-preview-amount">${sendTokenAmount ?? ''} ${token?.symbol ?? ''}</span></div>
      <div class="summary"><span>${text.sendTo}</span>
        <span class="receiver">${
          receiverProfileName
            ? html`<span class="receiver-name" data-testid="send-preview-receiver-name">${receiverProfileName}</span>`
            : nothing
        }<span data-testid="send-preview-receiver" title=${receiverAddress ?? ''}>${receiverAddress ? truncateAddress({ address: receiverAddress, charsStart: 6, charsEnd: 6 }) : ''}</span></span></div>
      <div class="summary"><span>${text.sendNetworkFee}</span>
        <span data-testid="send-fee">${networkFee !== undefined ? `${networkFee} ${native}` : text.sendFeeUnavailable}</span></div>
      ${networkFee !== undefined && accountRent ? html`<p class="secondary" data-testid="send-account-rent">${text.sendAccountRent(accountRent, native)}</p>` : nothing}
      ${error ? html`<p class="secondary error" role="alert" data-testid="send-error">${error}</p>` : nothing}
      <p class="visually-hidden" role="status">${loading ? text.sending : ''}</p>
      <wui-button full-width data-testid="send-confirm" .loading=${loading} @click=${this.handleSend}>${loading ? text.sending : error ? text.tryAgain : text.send}</wui-button>
    </div>`;
  }

  private handleSend() {
    const { send } = this.app.controllers;
    if (send.state.loading) return;
    void send.send();
  }
}

defineElement('w3m-wallet-send-preview-view', W3mWalletSendPreviewView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-preview-view': W3mWalletSendPreviewView;
  }
}
