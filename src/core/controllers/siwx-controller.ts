import type { MapStore } from 'nanostores';
import { AUTH_CONNECTOR_IDS } from '../constants.js';
import { InternalSdkError } from '../errors/internal-errors.js';
import { $messages } from '../messages/messages-store.js';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../protocol/siwx-account-placeholder.js';
import { $activeChain, $chains } from '../stores/chain-store.js';
import { $embeddedWallet } from '../stores/embedded-wallet-store.js';
import type { SiwxState } from '../stores/siwx-store.js';
import type { ChainNamespace } from '../types/caip.js';
import type { Network } from '../types/network.js';
import type { SiwxAccess, SiwxConfig, SiwxMessage, SiwxMessageData } from '../types/siwx.js';
import type { ViewName } from '../types/views.js';
import { sameSiwxAccount, siwxAccountOf, type SiwxAccount } from '../siwx/siwx-account.js';
import type { ChainController } from './chain-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';
import type { SiwxEmailStep } from './siwx-email-step.js';
import type { SiwxEmailState } from '../stores/siwx-email-store.js';

/** The sign-in events of SPEC §8. */
export type SiwxEventName = 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX';

/** The views that may not be closed while sign-in is required and the account has no session (SPEC §2). */
const SIGN_IN_VIEWS: ReadonlySet<ViewName> = new Set(['DataCapture', 'DataCaptureOtpConfirm', 'SIWXSignMessage']);

export interface SiwxControllerParameters {
  store: MapStore<SiwxState>;
  config: SiwxConfig;
  chains: ChainController;
  modal: ModalController;
  /** DataCaptureOtpConfirm goes on top of DataCapture, so the header's Back returns to the address. */
  router: Pick<RouterController, 'push'>;
  /** Signs `message` (the exact text) with the namespace's connected wallet; the signature as the server takes it. */
  signMessage(parameters: { namespace: ChainNamespace; address: string; message: string }): Promise<string>;
  /** Disconnects every connected wallet (cancel while sign-in is required). */
  disconnect(): Promise<void>;
  /** Asks the wallet back to a network where the account has a session (cancel). */
  switchNetwork(parameters: { network: Network }): Promise<void>;
  track(parameters: { event: SiwxEventName; properties?: Record<string, string | number | boolean> }): void;
  /** The clock of the email step's resend cooldown; Date.now by default. */
  now?: () => number;
  /** Where the email step keeps its state; the views' siwxEmailStore by default (tests pass their own). */
  emailStore?: MapStore<SiwxEmailState>;
}

/**
 * Sign in with X after a connection (SPEC §4 "Sign-in with wallet"): once an address exists on a
 * supported network the config is asked for sessions; with none, SIWXSignMessage opens with a
 * fresh message, or with `emailCapture` DataCapture first (an email verified by a mailed code,
 * then the message). Switching account or network asks again; a disconnect revokes the session
 * when the config says `signOutOnDisconnect`.
 *
 * @example
 * const siwx = new SiwxController({ store: siwxStore, config, chains, modal, router, signMessage, disconnect, switchNetwork, track });
 * const stop = siwx.start();
 */
export class SiwxController implements SiwxAccess {
  /** The account and network the state is about; undefined while none is connected. */
  private current: SiwxAccount | undefined;
  /** Whether `current` has a session. */
  private signedIn = false;
  /** The last account and network that had a session, where cancel switches back to. */
  private lastSignedIn: SiwxAccount | undefined;
  private stopped = false;
  /** The account whose view waits for another wallet to finish connecting (showWhenSettled). */
  private waiting: SiwxAccount | undefined;
  /** The account whose email was verified (email capture); its message comes next. */
  private emailVerified: SiwxAccount | undefined;
  /** The email step, a chunk of its own loaded only when the config asks for email capture. */
  private email: SiwxEmailStep | undefined;
  private emailLoading: Promise<SiwxEmailStep> | undefined;

  constructor(private readonly parameters: SiwxControllerParameters) {}

  /** Follows the active account and network; returns the stop. */
  start(): () => void {
    const close = this.parameters.modal.addCloseGuard(
      ({ view }) => view !== undefined && SIGN_IN_VIEWS.has(view) && this.isCloseBlocked(),
    );
    const stop = $activeChain.subscribe(() => this.follow());
    const stopWaiting = $chains.listen(() => this.waiting && this.showWhenSettled(this.waiting));
    return () => {
      this.stopped = true;
      stop();
      stopWaiting();
      close();
      this.email?.begin();
    };
  }

  isCloseBlocked(): boolean {
    return this.isRequired() && Boolean(this.current) && !this.signedIn;
  }

  async sign(): Promise<void> {
    const { store, config, track } = this.parameters;
    const account = this.current;
    const { status, message } = store.get();
    if (status === 'signing') return;
    // No message before the email is verified (email capture): its view is shown instead.
    if (account && this.needsEmail(account)) return this.showView();
    store.set({ status: 'signing', ...(message ? { message } : {}) });
    try {
      if (!account) throw new InternalSdkError({ reason: 'NO_ACTIVE_CAIP_ADDRESS' });
      // After a failure the nonce may be spent or expired: Sign again signs a fresh message.
      const signed =
        message && status !== 'error'
          ? message
          : await config.createMessage({ accountAddress: account.address, chainId: account.chainId });
      if (signed !== message) store.set({ status: 'signing', message: signed });
      const signature = await this.parameters.signMessage({
        namespace: account.namespace,
        address: signed.accountAddress,
        message: signed.serializedMessage,
      });
      await config.addSession({ data: toData(signed), message: signed.serializedMessage, signature });
      if (!sameSiwxAccount(this.current, account)) return; // the account moved on while it signed
      this.signedIn = true;
      this.lastSignedIn = account;
      store.set({ status: 'idle' });
      this.parameters.modal.close();
      track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: account.chainId } });
    } catch (error) {
      if (account && !sameSiwxAccount(this.current, account)) return;
      // The verified email expired while the message waited: the email step starts over.
      if (isEmailTokenRefusal(error)) {
        this.emailVerified = undefined;
        this.email?.expire();
      }
      const shown = store.get().message;
      store.set({ status: 'error', error: $messages.get().siwxError, ...(shown ? { message: shown } : {}) });
      this.showView();
      track({ event: 'SIWX_AUTH_ERROR', ...(account ? { properties: { network: account.chainId } } : {}) });
    }
  }

  /**
   * A message for the embedded wallet's sign-in on `chainId`, the account left as the placeholder
   * the frame fills (issue 16 part 5); undefined on a network the dapp did not request.
   */
  async createEmbeddedMessage({ chainId }: { chainId: string }): Promise<SiwxMessage | undefined> {
    // The email step comes before any message: the frame's one-approval sign-in is not used then.
    if (this.isEmailCaptureOn()) return undefined;
    if (!this.parameters.chains.findNetwork(chainId)) return undefined;
    return this.parameters.config.createMessage({ accountAddress: SIWX_ACCOUNT_PLACEHOLDER, chainId });
  }

  /**
   * The frame signed the message in the sign-in's own approval: the session is added before the
   * connection completes, so the check after it finds one and SIWXSignMessage never opens. When
   * adding fails, that check asks as for any wallet.
   */
  async addSignedSession({ message, signature }: { message: SiwxMessage; signature: string }): Promise<void> {
    const { config, track } = this.parameters;
    try {
      await config.addSession({ data: toData(message), message: message.serializedMessage, signature });
      track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: message.chainId } });
    } catch {
      track({ event: 'SIWX_AUTH_ERROR', properties: { network: message.chainId } });
    }
  }

  async cancel(): Promise<void> {
    const { store, chains, modal, track } = this.parameters;
    track({ event: 'CLICK_CANCEL_SIWX' });
    const account = this.current;
    const back = await this.sessionToSwitchBackTo(account);
    const network = back ? chains.findNetwork(back.chainId) : undefined;
    store.set({ status: 'idle' });
    modal.close();
    if (network) {
      const switched = await this.parameters.switchNetwork({ network }).then(
        () => true,
        () => false,
      );
      if (switched) return;
    }
    // Declining a required sign-in (or the switch back) leaves no anonymous visitor connected.
    if (this.isRequired() && !this.signedIn) await this.parameters.disconnect();
  }

  async submitEmail({ email }: { email: string }): Promise<void> {
    const account = this.current;
    if (!account || !this.needsEmail(account)) return;
    const step = await this.loadEmailStep();
    const sent = await step.send({ email, account: caip10Of(account) });
    if (!sent || !sameSiwxAccount(this.current, account)) return;
    this.parameters.router.push({ view: 'DataCaptureOtpConfirm', params: undefined });
  }

  async resendEmailCode(): Promise<void> {
    const account = this.current;
    if (!account || !this.needsEmail(account)) return;
    await (await this.loadEmailStep()).resend({ account: caip10Of(account) });
  }

  async submitEmailCode({ code }: { code: string }): Promise<void> {
    const { store, config } = this.parameters;
    const account = this.current;
    if (!account || !this.needsEmail(account)) return;
    const verified = await (await this.loadEmailStep()).verify({ code });
    if (!verified || !sameSiwxAccount(this.current, account)) return;
    this.emailVerified = account;
    store.set({ status: 'checking' });
    this.showView();
    // The message is made now, not before the email step: its nonce lives 5 minutes.
    try {
      const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId });
      if (sameSiwxAccount(this.current, account)) store.set({ status: 'ready', message });
    } catch {
      if (sameSiwxAccount(this.current, account)) store.set({ status: 'error', error: $messages.get().siwxError });
    }
  }

  /** The config asks for email capture and has both of its calls. */
  private isEmailCaptureOn(): boolean {
    const { emailCapture, requestEmailOtp, confirmEmailOtp } = this.parameters.config;
    return Boolean(emailCapture && requestEmailOtp && confirmEmailOtp);
  }

  private loadEmailStep(): Promise<SiwxEmailStep> {
    this.emailLoading ??= import('./siwx-email-step.js').then(
      ({ SiwxEmailStep }) => {
        const { emailStore: store, config, now } = this.parameters;
        this.email = new SiwxEmailStep({ config, ...(store ? { store } : {}), ...(now ? { now } : {}) });
        return this.email;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline) is asked for again by the next Continue.
        this.emailLoading = undefined;
        throw error;
      },
    );
    return this.emailLoading;
  }

  /** With email capture, an account signs only after its email is verified. */
  private needsEmail(account: SiwxAccount): boolean {
    return this.isEmailCaptureOn() && !sameSiwxAccount(this.emailVerified, account);
  }

  /** The embedded wallet's email when it is the wallet signing in (DataCapture is prefilled with it). */
  private embeddedWalletEmail(account: SiwxAccount): string | undefined {
    const { connectorId } = this.parameters.chains.getAccount(account.namespace);
    const ids: Partial<Record<ChainNamespace, string>> = AUTH_CONNECTOR_IDS;
    return connectorId && connectorId === ids[account.namespace] ? $embeddedWallet.get().email : undefined;
  }

  private isRequired(): boolean {
    return this.parameters.config.getRequired?.() ?? false;
  }

  /** The earlier network of the same address when its session still exists. */
  private async sessionToSwitchBackTo(account: SiwxAccount | undefined): Promise<SiwxAccount | undefined> {
    const last = this.lastSignedIn;
    if (!account || !last || last.chainId === account.chainId) return undefined;
    if (!sameSiwxAccount({ ...last, chainId: account.chainId }, account)) return undefined;
    const sessions = await this.parameters.config.getSessions(last.chainId, last.address).catch(() => []);
    return sessions.length > 0 ? last : undefined;
  }

  private follow(): void {
    const { chains, store } = this.parameters;
    const previous = this.current;
    const gone = Boolean(previous && chains.getAccount(previous.namespace).status === 'disconnected');
    if (previous && gone) void this.signOut(previous);
    const next = siwxAccountOf(chains);
    if (!next) {
      // Connecting another wallet, reconnecting, or a network the dapp did not request: the sign-in stays as it is.
      const namespace = chains.activeNamespace;
      if (!gone && namespace && chains.getAccount(namespace).status !== 'disconnected') return;
      this.current = undefined;
      this.signedIn = false;
      this.emailVerified = undefined;
      store.set({ status: 'idle' });
      this.email?.begin();
      return;
    }
    if (sameSiwxAccount(previous, next)) return;
    this.current = next;
    this.signedIn = false;
    this.email?.begin();
    void this.check(next);
  }

  /** Asks for sessions; with none, a message to sign on SIWXSignMessage (or first the email step). */
  private async check(account: SiwxAccount): Promise<void> {
    const { store, config } = this.parameters;
    store.set({ status: 'checking' });
    try {
      const sessions = await config.getSessions(account.chainId, account.address);
      if (!sameSiwxAccount(this.current, account)) return;
      if (sessions.length > 0) {
        this.signedIn = true;
        this.lastSignedIn = account;
        store.set({ status: 'idle' });
        return;
      }
      if (this.needsEmail(account)) {
        // The message waits for the verified email (submitEmailCode makes it).
        const step = await this.loadEmailStep();
        if (!sameSiwxAccount(this.current, account)) return;
        step.begin({ email: this.embeddedWalletEmail(account) });
      } else {
        const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId });
        if (!sameSiwxAccount(this.current, account)) return;
        store.set({ status: 'ready', message });
      }
    } catch {
      if (!sameSiwxAccount(this.current, account)) return;
      store.set({ status: 'error', error: $messages.get().siwxError });
    }
    // After the connect flow has closed the modal behind its connection (it closes once connect() settles).
    setTimeout(() => this.showWhenSettled(account), 0);
  }

  /**
   * Opens SIWXSignMessage for `account` once no wallet is still connecting: the embedded wallet
   * connects its namespaces in turn, and the last one's sign-in is approved in the frame (issue 16
   * part 5), whose screen this view must not cover.
   */
  private showWhenSettled(account: SiwxAccount): void {
    this.waiting = undefined;
    if (this.stopped || !sameSiwxAccount(this.current, account) || this.signedIn) return;
    const { chains } = this.parameters;
    if (chains.namespaces.some((namespace) => chains.getAccount(namespace).status === 'connecting')) {
      this.waiting = account;
      return;
    }
    this.showView();
  }

  private showView(): void {
    const { modal } = this.parameters;
    const account = this.current;
    const view = account && this.needsEmail(account) ? 'DataCapture' : 'SIWXSignMessage';
    modal.open({ view: { view, params: undefined } });
  }

  private async signOut(account: SiwxAccount): Promise<void> {
    if (!this.parameters.config.signOutOnDisconnect) return;
    await this.parameters.config.revokeSession(account.chainId, account.address).catch(() => undefined);
  }
}

function toData({ serializedMessage: _text, ...data }: SiwxMessage): SiwxMessageData {
  return data;
}

/** authenticate refused the verified email (SiwxErrorCode EMAIL_TOKEN_INVALID): the email step starts over. */
function isEmailTokenRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EMAIL_TOKEN_INVALID';
}

/** The account as CAIP-10 (`eip155:1:0xabc…`): what the email's proof is bound to. */
function caip10Of(account: SiwxAccount): string {
  return `${account.chainId}:${account.address}`;
}
