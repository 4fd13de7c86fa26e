import { LitElement, html, nothing } from 'lit';
import { $account, $activeNamespace, $network } from '../core/stores/chain-store.js';
import { $send } from '../core/stores/send-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { validateSend } from '../core/utils/validate-send.js';
import { resolveSendReceiver } from '../core/controllers/resolve-send-receiver.js';
import { $namesMessages } from '../core/messages/names-messages.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { sendTokenOptions } from './send-token-options.js';
import { sendStyles } from './send.styles.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-avatar.js';
import '../ui/wui-button.js';

/**
 * The send form (SPEC §4 "Send"): token, amount with Max and its dollar value, receiver, Preview.
 * The receiver may be a name (alice.reown.id, vitalik.eth): the field keeps it, and whom it
 * resolves to shows under it before Preview is possible (issue 18).
 */
export class W3mWalletSendView extends LitElement {
  private readonly namesTexts = new StoreController(this, $namesMessages);
  static override styles = [baseStyles, viewStyles, sendStyles];

  private readonly send = new StoreController(this, $send);
  private readonly account = new StoreController(this, $account);
  private readonly network = new StoreController(this, $network);
  private readonly namespace = new StoreController(this, $activeNamespace);
  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override connectedCallback() {
    super.connectedCallback();
    // Start with the native coin so the common case needs no token step.
    if (!$send.get().token) {
      const [first] = sendTokenOptions({
        balances: $tokenBalances.get().balances,
        account: $account.get(),
        network: $network.get(),
      });
      if (first) this.app.value?.send.update({ token: first, error: undefined });
    }
  }

  override render() {
    const text = this.messages.value;
    const { token, sendTokenAmount = '', receiverAddress = '', receiverInput, receiverNameStatus } = this.send.value;
    const result = this.validate();
    // An untouched form shows no error; a half-filled one shows the first problem. A name not
    // resolved (yet) says so under the field instead of "receiver address required".
    const touched = sendTokenAmount !== '' || receiverAddress !== '' || receiverInput !== undefined;
    const nameUnresolved = receiverNameStatus !== undefined && receiverNameStatus !== 'resolved';
    const error =
      !result.ok && touched && !(nameUnresolved && result.error.key === 'sendAmountAndReceiverRequired')
        ? text[result.error.key]
        : undefined;
    const usd =
      token?.price !== undefined && Number(sendTokenAmount) > 0
        ? `$${(Number(sendTokenAmount) * token.price).toFixed(2)}`
        : '';
    return html`<form class="column" data-testid="send-view" @submit=${this.handlePreview}>
      <label for="amount">${text.sendAmount}</label>
      <div class="row">
        <input id="amount" data-testid="send-amount" inputmode="decimal" autocomplete="off" placeholder="0"
          .value=${sendTokenAmount} @input=${this.handleAmount} aria-invalid=${error && !result.ok && result.error.field === 'amount' ? 'true' : 'false'} />
        <wui-button variant="neutral" size="sm" data-testid="send-token" @click=${this.handleToken}>${token?.symbol ?? text.sendSelectToken}</wui-button>
      </div>
      <div class="row secondary">
        <span data-testid="send-amount-usd">${usd}</span>
        ${
          token
            ? html`<span style="flex:1"></span><span>${token.quantity.numeric} ${token.symbol}</span>
          <wui-button variant="neutral" size="sm" data-testid="send-max" @click=${this.handleMax}>${text.sendMax}</wui-button>`
            : nothing
        }
      </div>
      <label for="receiver">${text.sendReceiver}</label>
      <input id="receiver" data-testid="send-receiver" autocomplete="off" spellcheck="false" placeholder=${this.namesTexts.value.receiverPlaceholder}
        .value=${receiverInput ?? receiverAddress} @input=${this.handleReceiver}
        aria-invalid=${receiverNameStatus === 'failed' || (error && !result.ok && result.error.field === 'receiver') ? 'true' : 'false'} />
      ${this.renderReceiverName()}
      ${error ? html`<p class="secondary error" role="alert" data-testid="send-error">${error}</p>` : nothing}
      <wui-button full-width data-testid="send-preview" .disabled=${!result.ok} @click=${this.handlePreview}>${text.sendPreview}</wui-button>
    </form>`;
  }

  private handleAmount(event: Event) {
    this.app.controllers.send.update({ sendTokenAmount: (event.target as HTMLInputElement).value, error: undefined });
  }

  /** Whom a receiver name resolves to, that it is resolving, or why it does not resolve. */
  private renderReceiverName() {
    const { receiverAddress, receiverProfileImageUrl, receiverNameStatus, receiverNameError } = this.send.value;
    if (receiverNameStatus === 'resolving')
      return html`<p class="secondary" role="status" data-testid="send-receiver-resolving">${this.namesTexts.value.resolving}</p>`;
    if (receiverNameStatus === 'failed')
      return html`<p class="secondary error" role="alert" data-testid="send-receiver-error">${receiverNameError}</p>`;
    if (receiverNameStatus === 'resolved' && receiverAddress)
      return html`<div class="row secondary resolved-receiver">
        <wui-avatar .address=${receiverAddress} .imageUrl=${receiverProfileImageUrl}></wui-avatar>
        <span data-testid="send-receiver-resolved">${this.namesTexts.value.resolvesTo(receiverAddress)}</span>
      </div>`;
    return nothing;
  }

  /** The form's first problem, or the send. A receiver name has no address until it resolves, so Preview waits for it. */
  private validate(): ReturnType<typeof validateSend> {
    const { token, sendTokenAmount, receiverAddress } = this.send.value;
    return validateSend({
      token,
      amount: sendTokenAmount,
      receiver: receiverAddress,
      namespace: this.namespace.value,
      network: this.network.value,
    });
  }

  private handleReceiver(event: Event) {
    const { send, names } = this.app.controllers;
    void resolveSendReceiver({
      send,
      input: (event.target as HTMLInputElement).value,
      network: this.network.value,
      names,
    });
  }

  private handleMax() {
    void this.app.controllers.send.fillMaxAmount();
  }

  private handleToken() {
    this.app.controllers.router.push({ view: 'WalletSendSelectToken', params: undefined });
  }

  private handlePreview(event: Event) {
    event.preventDefault();
    if (!this.validate().ok) return;
    this.app.controllers.router.push({ view: 'WalletSendPreview', params: undefined });
  }
}

defineElement('w3m-wallet-send-view', W3mWalletSendView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-view': W3mWalletSendView;
  }
}
