import { map, readonlyType } from 'nanostores';
import type { SiwxEmailErrorReason } from '../siwx/siwx-email-error-reason.js';

// A file of its own, apart from siwx-store.ts: only the sign-in's lazy chunks (the email step and
// its views) import it, so it adds nothing to the chunks every dapp with `siwx` loads.

/** The email step before the message (SPEC §4 "Sign-in with wallet", DataCapture and DataCaptureOtpConfirm). */
export interface SiwxEmailState {
  /** The address typed (or prefilled from the embedded wallet); kept when a code is refused or the visitor goes back. */
  email: string;
  /** sending: a code is being mailed; verifying: the code is checked; otherwise idle. */
  status: 'idle' | 'sending' | 'verifying';
  /** Why the last request failed; the views say it in words (siwx-email-capture-en.ts). */
  error?: SiwxEmailErrorReason;
  /** When another code may be mailed (ms since epoch; SPEC §9 "Email login cooldown 30 s"). */
  resendAvailableAt?: number;
}

export const INITIAL_SIWX_EMAIL_STATE: SiwxEmailState = { email: '', status: 'idle' };

/** Written only by the SiwxController's email step; the sign-in runtime resets it when it stops. */
export const siwxEmailStore = map<SiwxEmailState>({ ...INITIAL_SIWX_EMAIL_STATE });
/** The email step on screen, read-only. */
export const $siwxEmail = readonlyType(siwxEmailStore);
