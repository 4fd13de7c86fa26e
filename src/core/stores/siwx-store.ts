import { map, readonlyType } from 'nanostores';
import type { SiwxMessage } from '../protocol/siwx-types.js';

/** The sign-in the SIWXSignMessage view shows (SPEC §4 "Sign-in with wallet"). */
export interface SiwxState {
  /**
   * idle: nothing to sign (no account, or it has a session); checking: asking for sessions or a
   * message; ready: `message` waits for Sign; signing: the wallet is asked; error: `error` says why.
   */
  status: 'idle' | 'checking' | 'ready' | 'signing' | 'error';
  message?: SiwxMessage;
  error?: string;
}

export const INITIAL_SIWX_STATE: SiwxState = { status: 'idle' };

/** Written only by the SiwxController; the root resets it. */
export const siwxStore = map<SiwxState>({ ...INITIAL_SIWX_STATE });
/** The sign-in on screen, read-only. */
export const $siwx = readonlyType(siwxStore);
