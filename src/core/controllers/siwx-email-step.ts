import type { MapStore } from 'nanostores';
import { OTP_RESEND_COOLDOWN_MS } from '../protocol/otp-resend-cooldown.js';
import { siwxEmailErrorReason } from '../siwx/siwx-email-error-reason.js';
import { INITIAL_SIWX_EMAIL_STATE, siwxEmailStore, type SiwxEmailState } from '../stores/siwx-email-store.js';
import type { SiwxConfig } from '../types/siwx.js';

export interface SiwxEmailStepParameters {
  /** Where the step keeps what the views show; the views' siwxEmailStore by default. */
  store?: MapStore<SiwxEmailState>;
  config: SiwxConfig;
  now?: () => number;
}

// A chunk of its own: the SiwxController loads it only when the dapp's config asks for email capture.

/**
 * The email step of a sign-in (SPEC §4, DataCapture → DataCaptureOtpConfirm): mails a code through
 * the config, checks it, and keeps in its store what the two views show (the address, the request
 * under way, why the last one failed, when a code may be mailed again). Which view is on screen,
 * and for which account, is the SiwxController's.
 *
 * @example
 * const step = new SiwxEmailStep({ config });
 * step.begin({ email: 'ada@example.com' });
 * if (await step.send({ email: 'ada@example.com', account: 'eip155:1:0xabc…' })) router.push(…);
 */
export class SiwxEmailStep {
  /** Bumped by begin(): an answer to a request of an earlier step (another account) is dropped. */
  private generation = 0;
  /** The address whose mailed code still waits to be checked. */
  private pendingFor: string | undefined;

  private readonly store: MapStore<SiwxEmailState>;

  constructor(private readonly parameters: SiwxEmailStepParameters) {
    this.store = parameters.store ?? siwxEmailStore;
  }

  /** A fresh step, the field prefilled with `email` (the embedded wallet's) when there is one. */
  begin({ email }: { email?: string | undefined } = {}): void {
    this.generation += 1;
    this.pendingFor = undefined;
    this.store.set({ ...INITIAL_SIWX_EMAIL_STATE, email: email ?? '' });
  }

  /** The step starts over because the proof was refused at sign-in; the address stays. */
  expire(): void {
    const { email } = this.store.get();
    this.begin({ email });
    this.store.setKey('error', 'EMAIL_TOKEN_INVALID');
  }

  /**
   * Mails a code to `email` for `account` (CAIP-10); true once it is sent. The address whose code
   * was just mailed (the visitor went back and continued unchanged) gets no second mail: the first
   * code stands, and Resend is there for a new one.
   */
  async send({ email, account }: { email: string; account: string }): Promise<boolean> {
    const { config } = this.parameters;
    if (this.store.get().status !== 'idle' || !config.requestEmailOtp) return false;
    if (email === this.pendingFor) {
      this.put({ ...this.kept(), status: 'idle' });
      return true;
    }
    return this.mail({ email, account });
  }

  /** Mails a new code to the same address, once the cooldown is over. */
  async resend({ account }: { account: string }): Promise<boolean> {
    const { now = Date.now } = this.parameters;
    const { email, status, resendAvailableAt = 0 } = this.store.get();
    if (status !== 'idle' || now() < resendAvailableAt) return false;
    return this.mail({ email, account });
  }

  private async mail({ email, account }: { email: string; account: string }): Promise<boolean> {
    const { config, now = Date.now } = this.parameters;
    if (!config.requestEmailOtp) return false;
    const generation = this.generation;
    this.put({ email, status: 'sending' });
    try {
      await config.requestEmailOtp({ email, account });
      if (generation !== this.generation) return false;
      this.pendingFor = email;
      this.put({ email, status: 'idle', resendAvailableAt: now() + OTP_RESEND_COOLDOWN_MS });
      return true;
    } catch (error) {
      if (generation !== this.generation) return false;
      this.put({ ...this.kept(), status: 'idle', error: siwxEmailErrorReason({ error, step: 'send' }) });
      return false;
    }
  }

  /** Checks the code; true when the config accepted it (it keeps the proof for addSession). */
  async verify({ code }: { code: string }): Promise<boolean> {
    const { config } = this.parameters;
    if (this.store.get().status !== 'idle' || !config.confirmEmailOtp) return false;
    const generation = this.generation;
    this.put({ ...this.kept(), status: 'verifying' });
    try {
      await config.confirmEmailOtp({ code });
      if (generation !== this.generation) return false;
      this.pendingFor = undefined;
      this.put({ ...this.kept(), status: 'idle' });
      return true;
    } catch (error) {
      if (generation !== this.generation) return false;
      const reason = siwxEmailErrorReason({ error, step: 'verify' });
      // That code can no longer be right: continuing with the same address mails a new one.
      if (reason === 'CODE_EXPIRED') this.pendingFor = undefined;
      this.put({ ...this.kept(), status: 'idle', error: reason });
      return false;
    }
  }

  /** The address and the cooldown, which outlive a request and its error. */
  private kept(): Pick<SiwxEmailState, 'email' | 'resendAvailableAt'> {
    const { email, resendAvailableAt } = this.store.get();
    return { email, ...(resendAvailableAt === undefined ? {} : { resendAvailableAt }) };
  }

  /** Replaces the state; an absent field is left out, never stored as undefined. */
  private put(state: SiwxEmailState): void {
    this.store.set(
      Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as SiwxEmailState,
    );
  }
}
