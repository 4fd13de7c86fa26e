import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { $siwxEmailCaptureMessages } from '../core/messages/siwx-email-capture-messages.js';
import { $messages } from '../core/messages/messages-store.js';
import { $siwxEmail } from '../core/stores/siwx-email-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { isValidEmail } from '../core/utils/is-valid-email.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import type { W3mEventMap } from '../ui/emit.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { dataCaptureStyles } from './w3m-data-capture-view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-email-input.js';

/**
 * DataCapture (SPEC §2, §4 "Sign-in with wallet" with email capture): the email the dapp asks for
 * before the sign-in message, prefilled with the embedded wallet's when that is the wallet signing
 * in. Enter, the field's arrow or Continue mails a code (the siwx controller then shows
 * DataCaptureOtpConfirm); a refusal shows under the field and Continue tries again. Cancel is the
 * sign-in's cancel (SPEC §4: disconnects while sign-in is required).
 */
export class W3mDataCaptureView extends LitElement {
  private readonly texts = new StoreController(this, $siwxEmailCaptureMessages);
  static override styles = [baseStyles, viewStyles, dataCaptureStyles];

  /** What the visitor has typed; undefined until they type, the store's address showing meanwhile. */
  @state() private typed: string | undefined;

  private readonly email = new StoreController(this, $siwxEmail);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const { email, status, error } = this.email.value;
    const sending = status === 'sending';
    const address = (this.typed ?? email).trim();
    const dappName = this.app.value?.options.metadata?.name ?? '';
    return html`<div class="column" data-testid="data-capture-view">
      <p class="secondary" data-testid="data-capture-intro">${this.texts.value.intro(dappName)}${
        this.isRequired() ? html` ${this.messages.value.siwxRequiredHint}` : nothing
      }</p>
      <wui-email-input
        .value=${email}
        .label=${this.texts.value.emailLabel}
        .placeholder=${this.texts.value.emailPlaceholder}
        .submitLabel=${this.texts.value.continue}
        .loading=${sending}
        .errorMessage=${error ? this.texts.value.errors[error] : ''}
        @w3m-email-change=${this.handleChange}
        @w3m-email-submit=${this.handleSubmit}
      ></wui-email-input>
      <div class="actions">
        <wui-button variant="neutral" data-testid="data-capture-cancel" ?disabled=${sending} @click=${this.handleCancel}>${this.texts.value.cancel}</wui-button>
        <wui-button variant="accent" data-testid="data-capture-continue" ?loading=${sending} ?disabled=${!isValidEmail(address)} @click=${this.handleContinue}>${this.texts.value.continue}</wui-button>
      </div>
    </div>`;
  }

  protected override firstUpdated() {
    // The field is what the visitor came to fill: focused, so Enter works at once.
    const input = this.renderRoot.querySelector('wui-email-input');
    void input?.updateComplete.then(() => input.shadowRoot?.querySelector('input')?.focus());
  }

  // Cancelling would disconnect: the visitor is told so before choosing, as on SIWXSignMessage.
  private isRequired(): boolean {
    return this.app.value?.siwx?.isCloseBlocked() ?? false;
  }

  private handleChange(event: W3mEventMap['w3m-email-change']) {
    this.typed = event.detail.email;
  }

  private handleSubmit(event: W3mEventMap['w3m-email-submit']) {
    void this.app.controllers.siwx?.submitEmail({ email: event.detail.email });
  }

  private handleContinue() {
    const email = (this.typed ?? this.email.value.email).trim();
    if (isValidEmail(email)) void this.app.controllers.siwx?.submitEmail({ email });
  }

  private handleCancel() {
    void this.app.controllers.siwx?.cancel();
  }
}

defineElement('w3m-data-capture-view', W3mDataCaptureView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-data-capture-view': W3mDataCaptureView;
  }
}
