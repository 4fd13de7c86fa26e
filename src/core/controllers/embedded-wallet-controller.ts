import type { MapStore } from 'nanostores';
import { OTP_RESEND_COOLDOWN_MS } from '../protocol/otp-resend-cooldown.js';
import {
  embeddedWalletSecurityStore,
  type EmbeddedWalletSecurityState,
} from '../stores/embedded-wallet-security-store.js';
import type { AppStorage } from '../storage/storage.js';
import type { EmbeddedWalletState } from '../stores/embedded-wallet-store.js';
import type { AuthClient, SignInStep } from '../types/auth-client.js';
import type { ChainNamespace } from '../types/caip.js';
import { isValidEmail } from '../utils/is-valid-email.js';
import { $messages } from '../messages/messages-store.js';
import type { ConnectionController } from './connection-controller.js';
import { runSecurityStep, type SecurityStepServices } from './embedded-wallet-security-steps.js';
import {
  embeddedWalletErrorMessage,
  finishSignIn,
  showSignInError,
  showSignInStep,
} from './embedded-wallet-sign-in-outcome.js';
import type { EventsController } from './events-controller.js';
import type { ModalController } from './modal-controller.js';
import { runRecoveryKeyScreen, type FrameScreenName, type RecoveryKeyScreenServices } from './recovery-key-screens.js';
import type { RouterController } from './router-controller.js';
import { SocialSignIn, type ConnectSocialParameters, type SocialSignInServices } from './social-sign-in.js';
import type { ToastController } from './toast-controller.js';
import type { UpdateEmailServices } from './update-email-flow.js';

export type { ConnectSocialParameters } from './social-sign-in.js';
export type { FrameScreenName } from './recovery-key-screens.js';

export interface EmbeddedWalletControllerParameters {
  store: MapStore<EmbeddedWalletState>;
  /** Loads the embedded wallet's chunk and frame (connectors/auth) once. */
  loadClient(): Promise<AuthClient>;
  router: RouterController;
  modal: ModalController;
  connection: ConnectionController;
  events: EventsController;
  storage: AppStorage;
  /** The auth connector of each namespace the dapp configured, the active namespace last. */
  connectorIds(): Array<{ namespace: ChainNamespace; connectorId: string }>;
  /** Shows the email change's success. */
  toast?: Pick<ToastController, 'show'>;
  now?: () => number;
  /** The Security view's state (devices, recovery key); the module's store by default. */
  securityStore?: MapStore<EmbeddedWalletSecurityState>;
}

export interface UpdateEmailParameters {
  /** The new address, as typed (it is trimmed). */
  email: string;
}

export interface SubmitUpdateOtpParameters {
  /** The 6-digit code from the mail. */
  otp: string;
}

// The email change is its own chunk: nothing of it loads until a visitor starts one.
const loadUpdateEmailFlow = () => import('./update-email-flow.js');

/**
 * The email and social sign-in of the embedded wallet (SPEC §4 "Email login"): which view shows
 * when, the resend cooldown, and what is remembered on success or cleared on sign-out. The social
 * sign-in, the frame's recovery-key screens and the Security view's steps are sibling modules it
 * delegates to, each given what it works with (`services`).
 *
 * @example
 * await controllers.embeddedWallet.connectEmail({ email: 'ada@example.com' }); // EmailVerifyOtp shows
 */
export class EmbeddedWalletController {
  private resendCooldownMs = OTP_RESEND_COOLDOWN_MS; // until CONNECT_EMAIL passes on the server's (core/protocol/otp-resend-cooldown.ts)
  /** What the social, recovery-key, closing and Security steps work with. */
  private readonly services: SocialSignInServices & RecoveryKeyScreenServices & SecurityStepServices;
  private readonly social: SocialSignIn;

  constructor(private readonly parameters: EmbeddedWalletControllerParameters) {
    if (parameters.store.get().email === undefined) parameters.store.setKey('email', parameters.storage.get('email'));
    const { store, router, modal, connection, events, storage, toast } = parameters;
    this.services = {
      store,
      router,
      modal,
      connection,
      events,
      storage,
      toast,
      security: parameters.securityStore ?? embeddedWalletSecurityStore,
      loadClient: () => parameters.loadClient(),
      connectorIds: () => parameters.connectorIds(),
      nextResendAt: () => this.now() + this.resendCooldownMs,
    };
    this.social = new SocialSignIn({ services: this.services });
  }

  private now(): number {
    return (this.parameters.now ?? Date.now)();
  }

  /** Seconds left before another code may be mailed, 0 when allowed (SPEC §5 "cooldown enforced before triggering an email"). */
  cooldownSeconds(): number {
    const last = this.parameters.storage.get('lastEmailLoginTime');
    if (last === undefined) return 0;
    return Math.max(0, Math.ceil((last + this.resendCooldownMs - this.now()) / 1000));
  }

  /** Sends a code to the address; the next view depends on the frame's answer (SPEC §4). */
  async connectEmail({ email }: { email: string }): Promise<void> {
    const { store, router, events, storage } = this.parameters;
    const address = email.trim();
    if (!isValidEmail(address)) return this.fail($messages.get().invalidEmail);
    const wait = this.cooldownSeconds();
    // SPEC §8 "Please try again after {n} seconds".
    if (wait > 0) return this.fail($messages.get().retryAfterSeconds(wait));
    store.set({ ...store.get(), email: address, loading: true, error: undefined });
    events.track({ event: 'EMAIL_SUBMITTED' });
    try {
      const client = await this.parameters.loadClient();
      const { action, resendAfterSeconds } = await client.connectEmail({ email: address });
      if (resendAfterSeconds !== undefined) this.resendCooldownMs = resendAfterSeconds * 1000;
      storage.set('lastEmailLoginTime', this.now());
      store.setKey('resendAvailableAt', this.now() + this.resendCooldownMs);
      if (action === 'CONNECT') return await finishSignIn({ services: this.services });
      events.track({ event: 'EMAIL_VERIFICATION_CODE_SENT' });
      const entry = {
        view: action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp',
        params: { email: address },
      } as const;
      if (router.current?.view === entry.view) return;
      router.push(entry);
    } catch (error) {
      this.fail(embeddedWalletErrorMessage(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /** Mails a new code to the same address (the OTP view's resend), within the cooldown. */
  resendCode(): Promise<void> {
    const { email } = this.parameters.store.get();
    return email ? this.connectEmail({ email }) : Promise.resolve();
  }

  /** Checks the emailed code; a new device needs its own code next (VERIFY_DEVICE). */
  async submitOtp({ otp }: { otp: string }): Promise<void> {
    const { store, router, events } = this.parameters;
    store.set({ ...store.get(), loading: true, error: undefined });
    try {
      const client = await this.parameters.loadClient();
      const reply = await client.connectOtp({ otp });
      events.track({ event: 'EMAIL_VERIFICATION_CODE_PASS' });
      if (reply.action === 'VERIFY_DEVICE') {
        router.replace({ view: 'EmailVerifyDevice', params: { email: store.get().email ?? '' } });
        return;
      }
      if (reply.action) return showSignInStep({ services: this.services, step: reply as SignInStep });
      await finishSignIn({ services: this.services });
    } catch (error) {
      events.track({ event: 'EMAIL_VERIFICATION_CODE_FAIL' });
      this.fail(embeddedWalletErrorMessage(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /** Checks the device-approval code, then signs in (or shows what the wallet still needs). */
  submitDeviceCode({ otp }: { otp: string }): Promise<void> {
    return this.whileLoading(async (client) => {
      const step = await client.connectDevice({ otp });
      if (step) return showSignInStep({ services: this.services, step });
      await finishSignIn({ services: this.services });
    });
  }

  /** Mails a social sign-in's device code again (the device view's resend), within the cooldown. */
  resendDeviceCode(): Promise<void> {
    return this.whileLoading(async (client) => {
      await client.connectDevice({});
      this.parameters.store.setKey('resendAvailableAt', this.services.nextResendAt());
    });
  }

  /** One frame step: loading on at once, the frame loaded, a refusal into `error`, loading off after. */
  private async whileLoading(run: (client: AuthClient) => Promise<void>): Promise<void> {
    const { store } = this.parameters;
    store.set({ ...store.get(), loading: true, error: undefined });
    try {
      await run(await this.parameters.loadClient());
    } catch (error) {
      this.fail(embeddedWalletErrorMessage(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /**
   * Runs one of the frame's own screens while the FrameScreen view lies under the frame: the
   * recovery key that opens the wallet on this device (then the sign-in ends), or the choice of
   * how the recovery key is kept (then Security shows again). Leaving the view aborts it.
   */
  runFrameScreen({ screen, signal }: { screen: FrameScreenName; signal: AbortSignal }): Promise<void> {
    return runRecoveryKeyScreen({ services: this.services, screen, signal });
  }

  /** Opens the Security view (devices, recovery key) and loads what it lists. */
  openSecurity(): void {
    this.parameters.router.push({ view: 'EmbeddedWalletSecurity', params: undefined });
    void this.loadSecurity();
  }

  /** Opens the frame's screen that changes how the recovery key is kept. */
  openRecoveryMethod(): void {
    this.parameters.router.push({ view: 'EmbeddedWalletRecoveryMethod', params: undefined });
  }

  /** Reads the account's devices and recovery method (the Security view, and the Account view's pending-device alert). */
  loadSecurity(): Promise<void> {
    return runSecurityStep({ services: this.services, step: (flow, services) => flow.loadSecurity({ services }) });
  }

  /** Removes a device ('This wasn't me' for a pending one); removing this one signs it out. */
  revokeDevice({ deviceId }: { deviceId: string }): Promise<void> {
    return runSecurityStep({
      services: this.services,
      step: (flow, services) => flow.removeDevice({ services, deviceId }),
    });
  }

  /** Ends every session of the account (this one too) and disconnects here. */
  signOutEverywhere(): Promise<void> {
    return runSecurityStep({ services: this.services, step: (flow, services) => flow.signOutEverywhere({ services }) });
  }

  /**
   * Social sign-in (SocialSignIn). Call it from the click handler itself, so the popup opens before
   * anything is awaited (issue 5 part 7); closing the popup before the sign-in ends goes back.
   */
  connectSocial(parameters: ConnectSocialParameters): Promise<void> {
    return this.social.connect(parameters);
  }

  /** Opens UpdateEmailWallet (the Account view's "Update email"), prefilled with the current email. */
  openUpdateEmail(): void {
    const { store, router } = this.parameters;
    store.set({ ...store.get(), error: undefined, newEmail: undefined });
    router.push({ view: 'UpdateEmailWallet', params: { email: store.get().email ?? '' } });
  }

  /**
   * Starts changing the signed-in user's email (SPEC §4 "Email update"): an invalid or unchanged
   * address is refused here; otherwise the frame mails the first code and its view shows
   * (UpdateEmailPrimaryOtp, or UpdateEmailSecondaryOtp for a user without an email).
   *
   * @example
   * await controllers.embeddedWallet.updateEmail({ email: 'ada@new.example' });
   */
  updateEmail({ email }: UpdateEmailParameters): Promise<void> {
    return this.runUpdateStep((flow, services) => flow.startEmailUpdate({ services, email }));
  }

  /** Mails the first code of the change under way again (its view's resend), within the cooldown. */
  resendUpdateEmail(): Promise<void> {
    const { newEmail } = this.parameters.store.get();
    return newEmail ? this.updateEmail({ email: newEmail }) : Promise.resolve();
  }

  /**
   * Checks the code sent to the current address; the code sent to the new address is next.
   *
   * @example
   * await controllers.embeddedWallet.submitUpdatePrimaryOtp({ otp: '123456' });
   */
  submitUpdatePrimaryOtp({ otp }: SubmitUpdateOtpParameters): Promise<void> {
    return this.runUpdateStep((flow, services) => flow.verifyPrimaryCode({ services, otp }));
  }

  /**
   * Checks the code sent to the new address: the email changes, is remembered (storage and
   * store), and Account shows with a success toast.
   *
   * @example
   * await controllers.embeddedWallet.submitUpdateSecondaryOtp({ otp: '654321' });
   */
  submitUpdateSecondaryOtp({ otp }: SubmitUpdateOtpParameters): Promise<void> {
    return this.runUpdateStep((flow, services) => flow.verifySecondaryCode({ services, otp }));
  }

  /** One step of the email change: loading on at once, the flow chunk and the frame loaded, a refusal into `error`. */
  private async runUpdateStep(
    step: (flow: Awaited<ReturnType<typeof loadUpdateEmailFlow>>, services: UpdateEmailServices) => Promise<void>,
  ): Promise<void> {
    const { store, router, storage, toast } = this.parameters;
    store.set({ ...store.get(), loading: true, error: undefined });
    try {
      const [flow, client] = await Promise.all([loadUpdateEmailFlow(), this.parameters.loadClient()]);
      await step(flow, { store, client, router, storage, toast, now: () => this.now() });
    } catch (error) {
      this.fail(embeddedWalletErrorMessage(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /** Shows the frame over the ApproveTransaction view's box, or hides it (undefined). */
  async positionFrame(rect: { top: number; left: number; width: number; height: number } | undefined): Promise<void> {
    (await this.parameters.loadClient()).showFrame(rect);
  }

  private fail(message: string): void {
    showSignInError({ store: this.parameters.store, message });
  }
}
