import { LitElement, html, nothing } from 'lit';
import { $account } from '../core/stores/chain-store.js';
import { $siwx } from '../core/stores/siwx-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { isAuthConnectorId } from '../core/constants.js';
import { StoreController } from '../core/stores/store-controller.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { siwxSignMessageStyles } from './w3m-siwx-sign-message-view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-wallet-image.js';

/**
 * SIWXSignMessage (SPEC §2, issue 16 part 4): who asks (the dapp's name and icon), which wallet
 * signs, the message's statement and address, then Sign or Cancel. Everything shown is text: the
 * statement and the names come from the dapp's config and a wallet's announcement, never markup.
 * The siwx controller owns the flow (message, signature, the cancel branches of SPEC §4); this
 * view renders its store and forwards the two clicks.
 */
export class W3mSiwxSignMessageView extends LitElement {
  static override styles = [baseStyles, viewStyles, siwxSignMessageStyles];

  private readonly siwx = new StoreController(this, $siwx);
  private readonly account = new StoreController(this, $account);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const { status, message } = this.siwx.value;
    const metadata = this.app.value?.options.metadata;
    const dappName = metadata?.name ?? '';
    const dappIcon = metadata?.icons[0];
    const wallet = this.account.value.connectedWalletInfo;
    const address = message?.accountAddress ?? this.account.value.address ?? '';
    const signing = status === 'signing';
    const failed = status === 'error';
    return html`<div class="column" data-testid="siwx-sign-message-view">
      <div class="images">
        <wui-wallet-image data-testid="siwx-dapp-image" .src=${isSafeImageUrl(dappIcon) ? dappIcon : ''} .name=${dappName}></wui-wallet-image>
        ${wallet ? html`<wui-wallet-image data-testid="siwx-wallet-image" .src=${isSafeImageUrl(wallet.icon) ? wallet.icon : ''} .name=${isAuthConnectorId(this.account.value.connectorId) ? text.embeddedWalletName : wallet.name}></wui-wallet-image>` : nothing}
      </div>
      <div class="center">
        <p class="title" data-testid="siwx-request">${text.siwxRequest(dappName)}</p>
        <p class="secondary">${text.siwxPrompt}${this.isRequired() ? html` ${text.siwxRequiredHint}` : nothing}</p>
      </div>
      <div class="message">
        ${message?.statement ? html`<p class="statement" data-testid="siwx-statement">${message.statement}</p>` : nothing}
        <p class="address" data-testid="siwx-address">${address}</p>
      </div>
      <div class="actions">
        <wui-button variant="neutral" data-testid="siwx-cancel" ?disabled=${signing} @click=${this.handleCancel}>${text.siwxCancel}</wui-button>
        <wui-button variant="accent" data-testid="siwx-sign" ?loading=${signing || status === 'checking'} @click=${this.handleSign}>${failed ? text.siwxSignAgain : text.siwxSign}</wui-button>
      </div>
      ${failed ? html`<p class="error" role="alert" data-testid="siwx-error">${text.siwxError}</p>` : nothing}
    </div>`;
  }

  // Cancelling would disconnect: the visitor is told so before choosing (AppKit's wording).
  private isRequired(): boolean {
    return this.app.value?.siwx?.isCloseBlocked() ?? false;
  }

  private handleSign() {
    // The controller records a failure in the store (status 'error'); nothing to catch here.
    void this.app.controllers.siwx?.sign();
  }

  private handleCancel() {
    void this.app.controllers.siwx?.cancel();
  }
}

defineElement('w3m-siwx-sign-message-view', W3mSiwxSignMessageView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-siwx-sign-message-view': W3mSiwxSignMessageView;
  }
}
