import type { MapStore } from 'nanostores';
import { BaseError } from '../errors/base-error.js';
import { FrameRequestError } from '../errors/frame-errors.js';
import { embeddedWalletSecurityEn } from '../messages/embedded-wallet-security-en.js';
import { OTP_RESEND_COOLDOWN_MS } from '../protocol/otp-resend-cooldown.js';
import { embeddedWalletSecurityStore, type EmbeddedWalletSecurityState } from '../stores/embedded-wallet-security-store.js';
import type { AppStorage } from '../storage/storage.js';
import type { EmbeddedWalletState } from '../stores/embedded-wallet-store.js';
import type { AuthClient, EmbeddedWalletUser, SignInStep, SocialProvider } from '../types/auth-client.js';
import type { ChainNamespace } from '../types/caip.js';
import { isValidEmail } from '../utils/is-valid-email.js';
import type { ConnectionController } from './connection-controller.js';
import type { EventsController } from './events-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';
import { openSocialPopup, watchPopupClosed } from './social-popup.js';
import type { ToastController } from './toast-controller.js';
import type { SecurityServices } from './embedded-wallet-security-flow.js';
import type { UpdateEmailServices } from './update-email-flow.js';

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

/** Which of the frame's own screens a FrameScreen view shows (the recovery key's). */
export type FrameScreenName = 'unlock' | 'recovery-method';

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
// So are the devices and sessions of the Security view.
const loadSecurityFlow = () => import('./embedded-wallet-security-flow.js');

/** SPEC §8 "Please try again after {n} seconds". */
export const cooldownMessage = (seconds: number) => `Please try again after ${seconds} seconds`;

/**
 * The email and social sign-in of the embedded wallet (SPEC §4 "Email login"): which view shows
 * when, the resend cooldown, and what is remembered on success or cleared on sign-out.
 *
 * @example
 * await controllers.embeddedWallet.connectEmail({ email: 'ada@example.com' }); // EmailVerifyOtp shows
 */
export class EmbeddedWalletController {
  private socialAttempt: AbortController | undefined;
  private resendCooldownMs = OTP_RESEND_COOLDOWN_MS; // until CONNECT_EMAIL passes on the server's (core/protocol/otp-resend-cooldown.ts)
  private readonly security: MapStore<EmbeddedWalletSecurityState>;

  constructor(private readonly parameters: EmbeddedWalletControllerParameters) {
    this.security = parameters.securityStore ?? embeddedWalletSecurityStore;
    if (parameters.store.get().email === undefined) parameters.store.setKey('email', parameters.storage.get('email'));
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
    if (!isValidEmail(address)) return this.fail('Invalid email address');
    const wait = this.cooldownSeconds();
    if (wait > 0) return this.fail(cooldownMessage(wait));
    store.set({ ...store.get(), email: address, loading: true, error: undefined });
    events.track({ event: 'EMAIL_SUBMITTED' });
    try {
      const client = await this.parameters.loadClient();
      const { action, resendAfterSeconds } = await client.connectEmail({ email: address });
      if (resendAfterSeconds !== undefined) this.resendCooldownMs = resendAfterSeconds * 1000;
      storage.set('lastEmailLoginTime', this.now());
      store.setKey('resendAvailableAt', this.now() + this.resendCooldownMs);
      if (action === 'CONNECT') return await this.finishLogin();
      events.track({ event: 'EMAIL_VERIFICATION_CODE_SENT' });
      const entry = { view: action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', params: { email: address } } as const;
      if (router.current?.view === entry.view) return;
      router.push(entry);
    } catch (error) {
      this.fail(messageOf(error));
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
      if (reply.action) return this.showStep(reply as SignInStep);
      await this.finishLogin();
    } catch (error) {
      events.track({ event: 'EMAIL_VERIFICATION_CODE_FAIL' });
      this.fail(messageOf(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /** Checks the device-approval code, then signs in (or shows what the wallet still needs). */
  submitDeviceCode({ otp }: { otp: string }): Promise<void> {
    return this.whileLoading(async (client) => {
      const step = await client.connectDevice({ otp });
      if (step) return this.showStep(step);
      await this.finishLogin();
    });
  }

  /** Mails a social sign-in's device code again (the device view's resend), within the cooldown. */
  resendDeviceCode(): Promise<void> {
    return this.whileLoading(async (client) => {
      await client.connectDevice({});
      this.parameters.store.setKey('resendAvailableAt', this.now() + this.resendCooldownMs);
    });
  }

  /** One frame step: loading on at once, the frame loaded, a refusal into `error`, loading off after. */
  private async whileLoading(run: (client: AuthClient) => Promise<void>): Promise<void> {
    const { store } = this.parameters;
    store.set({ ...store.get(), loading: true, error: undefined });
    try {
      await run(await this.parameters.loadClient());
    } catch (error) {
      this.fail(messageOf(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /**
   * What a sign-in still needs (issue "Hardening" parts 1 and 10): the device code's view (for a
   * social sign-in, the code went to the account's address), the frame's recovery-key screen, or
   * the new device's wait.
   */
  private showStep(step: SignInStep): void {
    const { router, store } = this.parameters;
    if (step.action === 'VERIFY_DEVICE') {
      store.setKey('resendAvailableAt', this.now() + this.resendCooldownMs);
      router.replace({ view: 'EmailVerifyDevice', params: { email: step.emailHint ?? '', social: true } });
    } else if (step.action === 'VERIFY_RECOVERY_KEY') router.replace({ view: 'EmbeddedWalletRecoveryKey', params: undefined });
    else router.replace({ view: 'EmbeddedWalletDevicePending', params: { releaseAt: step.releaseAt } });
  }

  /**
   * Runs one of the frame's own screens while the FrameScreen view lies under the frame: the
   * recovery key that opens the wallet on this device (then the sign-in ends), or the choice of
   * how the recovery key is kept (then Security shows again). Leaving the view aborts it.
   */
  async runFrameScreen({ screen, signal }: { screen: FrameScreenName; signal: AbortSignal }): Promise<void> {
    const { store, router, toast } = this.parameters;
    store.set({ ...store.get(), loading: true, error: undefined });
    try {
      const client = await this.parameters.loadClient();
      // Leaving the view closes the frame's screen too (RPC_ABORT cancels it there).
      signal.addEventListener('abort', () => void client.abortRpcRequests(), { once: true });
      if (screen === 'unlock') {
        await client.unlockWithRecoveryKey({ signal });
        await this.finishLogin();
        return;
      }
      const recoveryMethod = await client.setRecoveryMethod({ signal });
      this.security.setKey('recoveryMethod', recoveryMethod);
      toast?.show({ message: embeddedWalletSecurityEn.recoveryChanged, variant: 'success' });
      if (router.current?.view === 'EmbeddedWalletRecoveryMethod') router.goBack();
    } catch (error) {
      if (signal.aborted) return;
      // Cancel on the frame's screen goes back; anything else is said where the visitor is.
      if ((error as { code?: number }).code === 4001) {
        if (router.current?.view === 'EmbeddedWalletRecoveryKey' || router.current?.view === 'EmbeddedWalletRecoveryMethod') router.goBack();
        return;
      }
      this.fail(messageOf(error));
    } finally {
      store.setKey('loading', false);
    }
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
    return this.runSecurityStep((flow, services) => flow.loadSecurity({ services }));
  }

  /** Removes a device ('This wasn't me' for a pending one); removing this one signs it out. */
  revokeDevice({ deviceId }: { deviceId: string }): Promise<void> {
    return this.runSecurityStep((flow, services) => flow.removeDevice({ services, deviceId }));
  }

  /** Ends every session of the account (this one too) and disconnects here. */
  signOutEverywhere(): Promise<void> {
    return this.runSecurityStep((flow, services) => flow.signOutEverywhere({ services }));
  }

  /** One step of the Security view, with its chunk and the frame loaded; a load failure becomes the view's error. */
  private async runSecurityStep(step: (flow: Awaited<ReturnType<typeof loadSecurityFlow>>, services: SecurityServices) => Promise<void>): Promise<void> {
    const { connection, modal, toast } = this.parameters;
    try {
      const [flow, client] = await Promise.all([loadSecurityFlow(), this.parameters.loadClient()]);
      const signedOut = async () => {
        this.security.set({ loading: false });
        await connection.disconnect();
        modal.close();
      };
      await step(flow, { store: this.security, client, toast, signedOut });
    } catch (error) {
      this.security.set({ ...this.security.get(), loading: false, error: messageOf(error) });
    }
  }

  /**
   * Social sign-in. Call it from the click handler itself: the popup opens before anything is
   * awaited, so the browser does not block it (issue 5 part 7), unless the caller opened it
   * already (`popup`, undefined when the browser blocked it). Closing the popup before the
   * sign-in ends goes back.
   */
  async connectSocial(parameters: { provider: SocialProvider; window?: Window; popup?: Window | undefined }): Promise<void> {
    const { provider, window: target = globalThis.window } = parameters;
    const { store, router, events, storage } = this.parameters;
    const popup = 'popup' in parameters ? parameters.popup : openSocialPopup({ window: target });
    store.set({ ...store.get(), socialProvider: provider, loading: true, error: undefined });
    router.push({ view: 'ConnectingSocial', params: { provider } });
    events.track({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider } });
    this.socialAttempt?.abort();
    const attempt = (this.socialAttempt = new AbortController());
    const stopWatching = watchPopupClosed({ popup, onClosed: () => attempt.abort() });
    try {
      if (!popup) throw new BaseError('The sign-in window was blocked: allow popups for this site and try again');
      const client = await this.parameters.loadClient();
      const uri = await client.getSocialRedirectUri({ provider });
      popup.location.href = uri;
      const reply = await client.connectSocial({ uri, signal: attempt.signal });
      events.track({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } });
      if ('action' in reply) return this.showStep(reply);
      const user: EmbeddedWalletUser = reply;
      if (user.userName) storage.set('socialUsername', user.userName);
      if (user.email) store.setKey('email', user.email);
      await this.finishLogin();
    } catch (error) {
      if (attempt.signal.aborted) {
        if (router.current?.view === 'ConnectingSocial') router.goBack();
        return;
      }
      events.track({ event: 'SOCIAL_LOGIN_ERROR', properties: { provider } });
      this.fail(messageOf(error));
    } finally {
      stopWatching();
      if (popup && !popup.closed) popup.close();
      store.setKey('loading', false);
    }
  }

  /** Connects the auth connector of every configured namespace, remembers the login and closes the modal. */
  private async finishLogin(): Promise<void> {
    const { connection, storage, store, modal } = this.parameters;
    for (const { connectorId } of this.parameters.connectorIds()) await connection.connect({ connectorId });
    // SPEC §4 "Successful login sets the login flag, stores the email, clears the last email login time".
    storage.set('emailLoginUsed', true);
    const { email } = store.get();
    if (email) storage.set('email', email);
    storage.remove('lastEmailLoginTime');
    store.setKey('resendAvailableAt', undefined);
    modal.close();
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
  private async runUpdateStep(step: (flow: Awaited<ReturnType<typeof loadUpdateEmailFlow>>, services: UpdateEmailServices) => Promise<void>): Promise<void> {
    const { store, router, storage, toast } = this.parameters;
    store.set({ ...store.get(), loading: true, error: undefined });
    try {
      const [flow, client] = await Promise.all([loadUpdateEmailFlow(), this.parameters.loadClient()]);
      await step(flow, { store, client, router, storage, toast, now: () => this.now() });
    } catch (error) {
      this.fail(messageOf(error));
    } finally {
      store.setKey('loading', false);
    }
  }

  /** Shows the frame over the ApproveTransaction view's box, or hides it (undefined). */
  async positionFrame(rect: { top: number; left: number; width: number; height: number } | undefined): Promise<void> {
    (await this.parameters.loadClient()).showFrame(rect);
  }

  private fail(message: string): void {
    this.parameters.store.set({ ...this.parameters.store.get(), loading: false, error: message });
  }
}

function messageOf(error: unknown): string {
  // Refusals the frame leaves to the modal's own words (translatable).
  if (error instanceof FrameRequestError && error.reason === 'STORAGE_UNAVAILABLE') return embeddedWalletSecurityEn.storageUnavailable;
  if (error instanceof FrameRequestError && error.reason === 'RECOVERY_KEY_INVALID') return embeddedWalletSecurityEn.recoveryKeyInvalid;
  if (error instanceof BaseError) return error.shortMessage;
  return 'Something went wrong';
}
