import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import { $siwxEmailCaptureMessages } from '../core/messages/siwx-email-capture-messages.js';
import { $messages } from '../core/messages/messages-store.js';
import { $siwxEmail } from '../core/stores/siwx-email-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { truncateEmail } from '../core/utils/truncate-email.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import type { W3mEventMap } from '../ui/emit.js';
import type { WuiOtpInput } from '../ui/wui-otp-input.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { dataCaptureStyles } from './w3m-data-capture-view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-otp-input.js';
import '../ui/wui-spinner.js';

/**
 * DataCaptureOtpConfirm (SPEC §4 "Sign-in with wallet" with email capture): the 6-digit code
 * mailed to the address of DataCapture. The last digit submits; a wrong code shows why and
 * empties the boxes, a failure to reach the server offers Try again with the same code; Resend
 * mails a new code after the 30 s cooldown (SPEC §9). The header's Back, or Use another email,
 * returns to DataCapture with the address kept. Cancel is the sign-in's cancel.
 */
export class W3mDataCaptureOtpConfirmView extends LitElement {
  private readonly texts = new StoreController(this, $siwxEmailCaptureMessages);
  static override styles = [baseStyles, viewStyles, dataCaptureStyles];

  @state() private now = Date.now();

  private readonly email = new StoreController(this, $siwxEmail);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);
  private clock: ReturnType<typeof setInterval> | undefined;
  private wasVerifying = false;

  override connectedCallback() {
    super.connectedCallback();
    this.clock = setInterval(() => (this.now = Date.now()), 1000);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearInterval(this.clock);
  }

  override render() {
    const messages = this.messages.value;
    const { email, status, error, resendAvailableAt } = this.email.value;
    const busy = status !== 'idle';
    const wait = Math.max(0, Math.ceil(((resendAvailableAt ?? 0) - this.now) / 1000));
    return html`<div class="center" data-testid="data-capture-otp-view">
      <p class="secondary" data-testid="data-capture-sent-to" title=${email}>${this.texts.value.sentTo(truncateEmail({ email }))}</p>
      <wui-otp-input .label=${messages.otpLabel} .digitLabel=${messages.otpDigitLabel} .progressLabel=${messages.otpProgress} .disabled=${busy} .error=${Boolean(error)} @w3m-otp-complete=${this.handleComplete}></wui-otp-input>
      <div class="status" role=${error ? 'alert' : 'status'}>
        ${
          busy
            ? html`<wui-spinner .label=${messages.loading}></wui-spinner>`
            : error
              ? html`<p class="secondary error" data-testid="data-capture-otp-error">${this.texts.value.errors[error]}</p>
                ${error === 'VERIFY_FAILED' ? html`<wui-button variant="neutral" size="sm" data-testid="data-capture-otp-retry" @click=${this.handleRetry}>${this.texts.value.tryAgain}</wui-button>` : nothing}`
              : nothing
        }
      </div>
      <div class="links">
        <wui-button variant="neutral" size="sm" data-testid="data-capture-otp-resend" ?disabled=${busy || wait > 0} @click=${this.handleResend}>${wait > 0 ? messages.resendIn(wait) : messages.resendCode}</wui-button>
        <wui-button variant="neutral" size="sm" data-testid="data-capture-otp-back" ?disabled=${busy} @click=${this.handleBack}>${this.texts.value.useAnotherEmail}</wui-button>
      </div>
      <div class="actions">
        <wui-button variant="neutral" data-testid="data-capture-otp-cancel" ?disabled=${busy} @click=${this.handleCancel}>${this.texts.value.cancel}</wui-button>
      </div>
    </div>`;
  }

  protected override firstUpdated() {
    void this.otpInput()?.focusFirst();
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    // A refused code empties the boxes for the next one (once: the countdown's renders must not
    // wipe what is being typed). A failure to reach the server keeps them for Try again.
    const { status, error } = this.email.value;
    const verifying = status === 'verifying';
    if (this.wasVerifying && !verifying && error && error !== 'VERIFY_FAILED') void this.otpInput()?.clear();
    this.wasVerifying = verifying;
  }

  private otpInput(): WuiOtpInput | null {
    return this.renderRoot.querySelector('wui-otp-input');
  }

  private handleComplete(event: W3mEventMap['w3m-otp-complete']) {
    void this.app.controllers.siwx?.submitEmailCode({ code: event.detail.value });
  }

  private handleRetry() {
    const code = this.otpInput()?.value ?? '';
    if (code) void this.app.controllers.siwx?.submitEmailCode({ code });
  }

  private handleResend() {
    void this.app.controllers.siwx?.resendEmailCode();
  }

  private handleBack() {
    this.app.controllers.router.goBack();
  }

  private handleCancel() {
    void this.app.controllers.siwx?.cancel();
  }
}

defineElement('w3m-data-capture-otp-confirm-view', W3mDataCaptureOtpConfirmView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-data-capture-otp-confirm-view': W3mDataCaptureOtpConfirmView;
  }
}
