import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { getAppControllers } from '../core/app-context.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { truncateEmail } from '../core/utils/truncate-email.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import type { OtpInputCompleteEvent, WuiOtpInput } from '../ui/wui-otp-input.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-otp-input.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

/**
 * The code step of the email sign-in: `login` (EmailVerifyOtp, with resend after the 30 s
 * cooldown) or `device` (EmailVerifyDevice: the second code that approves a new browser). A
 * wrong code shows the server's words and empties the boxes for the next try.
 */
export class W3mEmailOtpView extends LitElement {
  static override styles = [baseStyles, viewStyles, css`
    .center { gap: 16px; }
    .status { min-height: 20px; }
  `];

  @property() email = '';
  @property() purpose: 'login' | 'device' = 'login';
  @state() private now = Date.now();

  private readonly state = new StoreController(this, $embeddedWallet);
  private readonly messages = new StoreController(this, $messages);
  private clock: ReturnType<typeof setInterval> | undefined;

  override connectedCallback() {
    super.connectedCallback();
    this.clock = setInterval(() => (this.now = Date.now()), 1000);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearInterval(this.clock);
  }

  override render() {
    const text = this.messages.value;
    const { loading, error, resendAvailableAt } = this.state.value;
    const email = truncateEmail({ email: this.email });
    const wait = Math.max(0, Math.ceil(((resendAvailableAt ?? 0) - this.now) / 1000));
    return html`<div class="center" data-testid=${`email-${this.purpose}-view`}>
      <p class="secondary">${this.purpose === 'device' ? text.deviceSentTo(email) : text.otpSentTo(email)}</p>
      <wui-otp-input .label=${text.otpLabel} .digitLabel=${text.otpDigitLabel} .disabled=${loading} .error=${Boolean(error)} @otp-input-complete=${this.handleComplete}></wui-otp-input>
      <div class="status" role=${error ? 'alert' : 'status'}>
        ${loading ? html`<wui-spinner .label=${text.loading}></wui-spinner>` : error ? html`<p class="secondary error" data-testid="otp-error">${error}</p>` : nothing}
      </div>
      ${this.purpose === 'login'
        ? html`<wui-button variant="neutral" size="sm" data-testid="otp-resend" ?disabled=${loading || wait > 0} @click=${this.handleResend}>${wait > 0 ? text.resendIn(wait) : text.resendCode}</wui-button>`
        : nothing}
    </div>`;
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    // After a refused code the boxes empty, ready for the next one.
    if (this.state.value.error && !this.state.value.loading) void this.otpInput()?.clear();
  }

  protected override firstUpdated() {
    void this.otpInput()?.focusFirst();
  }

  private otpInput(): WuiOtpInput | null {
    return this.renderRoot.querySelector('wui-otp-input');
  }

  private handleComplete(event: OtpInputCompleteEvent) {
    const controller = getAppControllers()?.embeddedWallet;
    const otp = event.detail.value;
    void (this.purpose === 'device' ? controller?.submitDeviceCode({ otp }) : controller?.submitOtp({ otp }));
  }

  private handleResend() {
    void getAppControllers()?.embeddedWallet?.resendCode();
  }
}

defineElement('w3m-email-otp-view', W3mEmailOtpView);
declare global { interface HTMLElementTagNameMap { 'w3m-email-otp-view': W3mEmailOtpView } }
