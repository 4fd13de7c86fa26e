import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AppControllers } from '../core/app-context.js';
import type { Messages } from '../core/messages/en.js';
import { $embeddedWalletSecurityMessages } from '../core/messages/embedded-wallet-security-messages.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { truncateEmail } from '../core/utils/truncate-email.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import type { W3mEventMap } from '../ui/emit.js';
import type { WuiOtpInput } from '../ui/wui-otp-input.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-otp-input.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

/** Which code the view asks for: the sign-in's two (or a social sign-in's device code), or the email change's two. */
export type EmailOtpPurpose = 'login' | 'device' | 'social-device' | 'update-primary' | 'update-secondary';

type Controller = NonNullable<AppControllers['embeddedWallet']>;

/** Per purpose: the sentence above the boxes, where the code goes, and the resend (when there is one). */
const PURPOSES: Record<
  EmailOtpPurpose,
  {
    sentTo: (text: Messages, email: string) => string;
    submit: (controller: Controller, otp: string) => Promise<void>;
    resend?: (controller: Controller) => Promise<void>;
  }
> = {
  login: {
    sentTo: (text, email) => text.otpSentTo(email),
    submit: (controller, otp) => controller.submitOtp({ otp }),
    resend: (controller) => controller.resendCode(),
  },
  device: {
    sentTo: (text, email) => text.deviceSentTo(email),
    submit: (controller, otp) => controller.submitDeviceCode({ otp }),
  },
  // A social sign-in's new device: the code went to the account's address (masked), and can be sent again.
  'social-device': {
    sentTo: (_text, email) => $embeddedWalletSecurityMessages.get().socialDeviceSentTo(email),
    submit: (controller, otp) => controller.submitDeviceCode({ otp }),
    resend: (controller) => controller.resendDeviceCode(),
  },
  'update-primary': {
    sentTo: (text, email) => text.updateEmailPrimarySentTo(email),
    submit: (controller, otp) => controller.submitUpdatePrimaryOtp({ otp }),
    resend: (controller) => controller.resendUpdateEmail(),
  },
  // A new second code means confirming the current address again: Back leads there.
  'update-secondary': {
    sentTo: (text, email) => text.updateEmailSecondarySentTo(email),
    submit: (controller, otp) => controller.submitUpdateSecondaryOtp({ otp }),
  },
};

/**
 * A 6-digit code step of the embedded wallet, by `purpose`: `login` (EmailVerifyOtp, with resend
 * after the 30 s cooldown), `device` (EmailVerifyDevice: the second code that approves a new
 * browser), `update-primary` (UpdateEmailPrimaryOtp: the code sent to the current address, with
 * resend) or `update-secondary` (UpdateEmailSecondaryOtp: the code sent to the new address). A
 * wrong code shows the server's words and empties the boxes for the next try.
 */
export class W3mEmailOtpView extends LitElement {
  // Subscribed so a switch of language re-renders the social-device sentence (read in PURPOSES).
  private readonly securityTexts = new StoreController(this, $embeddedWalletSecurityMessages);
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .center { gap: 16px; }
    .status { min-height: 20px; }
  `,
  ];

  @property() email = '';
  @property() purpose: EmailOtpPurpose = 'login';
  @state() private now = Date.now();

  private readonly state = new StoreController(this, $embeddedWallet);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);
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
    const purpose = PURPOSES[this.purpose];
    return html`<div class="center" data-testid=${`email-${this.purpose}-view`}>
      <p class="secondary" data-testid="otp-sent-to">${purpose.sentTo(text, email)}</p>
      <wui-otp-input .label=${text.otpLabel} .digitLabel=${text.otpDigitLabel} .progressLabel=${text.otpProgress} .disabled=${loading} .error=${Boolean(error)} @w3m-otp-complete=${this.handleComplete}></wui-otp-input>
      <div class="status" role=${error ? 'alert' : 'status'}>
        ${loading ? this.loadingTemplate(text) : error ? html`<p class="secondary error" data-testid="otp-error">${error}</p>` : nothing}
      </div>
      ${
        purpose.resend
          ? html`<wui-button variant="neutral" size="sm" data-testid="otp-resend" ?disabled=${loading || wait > 0} @click=${this.handleResend}>${wait > 0 ? text.resendIn(wait) : text.resendCode}</wui-button>`
          : nothing
      }
    </div>`;
  }

  /** A sign-in's code is with the frame until the account arrives: SPEC §8 'Authenticating...'; an email change is checked. */
  private loadingTemplate(text: Messages) {
    if (this.purpose.startsWith('update-'))
      return html`<wui-spinner></wui-spinner><span class="visually-hidden">${text.otpChecking}</span>`;
    return html`<wui-spinner></wui-spinner><p class="secondary" data-testid="otp-authenticating">${text.authenticating}</p>`;
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    // When a code was just refused the boxes empty, ready for the next one (once: later renders,
    // such as the resend countdown's, must not wipe what the visitor is typing).
    const { loading, error } = this.state.value;
    if (this.wasLoading && !loading && error) void this.otpInput()?.clear();
    this.wasLoading = loading;
  }

  private wasLoading = false;

  protected override firstUpdated() {
    void this.otpInput()?.focusFirst();
  }

  private otpInput(): WuiOtpInput | null {
    return this.renderRoot.querySelector('wui-otp-input');
  }

  private handleComplete(event: W3mEventMap['w3m-otp-complete']) {
    const controller = this.app.controllers.embeddedWallet;
    if (controller) void PURPOSES[this.purpose].submit(controller, event.detail.value);
  }

  private handleResend() {
    const controller = this.app.controllers.embeddedWallet;
    if (controller) void PURPOSES[this.purpose].resend?.(controller);
  }
}

defineElement('w3m-email-otp-view', W3mEmailOtpView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-email-otp-view': W3mEmailOtpView;
  }
}
