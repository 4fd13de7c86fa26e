import { LitElement, html, nothing } from 'lit';
import { $account, $activeNamespace, $network } from '../core/stores/chain-store.js';
import { $send } from '../core/stores/send-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { validateSend } from '../core/utils/validate-send.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { sendTokenOptions } from './send-token-options.js';
import { sendStyles } from './send.styles.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-button.js';

/** The send form (SPEC §4 "Send"): token, amount with Max and its dollar value, receiver, Preview. */
export class W3mWalletSendView extends LitElement {
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
    const { token, sendTokenAmount = '', receiverAddress = '' } = this.send.value;
    const result = validateSend({
      token,
      amount: sendTokenAmount,
      receiver: receiverAddress,
      namespace: this.namespace.value,
      network: this.network.value,
    });
    // An untouched form shows no error; a half-filled one shows the first problem.
    const touched = sendTokenAmount !== '' || receiverAddress !== '';
    const error = !result.ok && touched ? text[result.error.key] : undefined;
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
      <input id="receiver" data-testid="send-receiver" autocomplete="off" spellcheck="false" .value=${receiverAddress} @input=${this.handleReceiver}
        aria-invalid=${error && !result.ok && result.error.field === 'receiver' ? 'true' : 'false'} />
      ${error ? html`<p class="secondary error" role="alert" data-testid="send-error">${error}</p>` : nothing}
      <wui-button full-width data-testid="send-preview" .disabled=${!result.ok} @click=${this.handlePreview}>${text.sendPreview}</wui-button>
    </form>`;
  }

  private handleAmount(event: Event) {
    this.app.controllers.send.update({ sendTokenAmount: (event.target as HTMLInputElement).value, error: undefined });
  }

  private handleReceiver(event: Event) {
    this.app.controllers.send.update({ receiverAddress: (event.target as HTMLInputElement).value, error: undefined });
  }

  private handleMax() {
    void this.app.controllers.send.fillMaxAmount();
  }

  private handleToken() {
    this.app.controllers.router.push({ view: 'WalletSendSelectToken', params: undefined });
  }

  private handlePreview(event: Event) {
    event.preventDefault();
    const { token, sendTokenAmount, receiverAddress } = this.send.value;
    if (
      !validateSend({
        token,
        amount: sendTokenAmount,
        receiver: receiverAddress,
        namespace: this.namespace.value,
        network: this.network.value,
      }).ok
    )
      return;
    this.app.controllers.router.push({ view: 'WalletSendPreview', params: undefined });
  }
}

defineElement('w3m-wallet-send-view', W3mWalletSendView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-view': W3mWalletSendView;
  }
}
