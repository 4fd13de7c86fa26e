import { FRAME_AUTH_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS, FRAME_SIGN_OUT_WAIT_MS } from '../constants.js';
import type { FrameRequestName } from './message-types.js';

/** Requests sent without waiting for the frame to load (SPEC §9 "not for sync-dapp-data, sync-theme, set-preferred-account"). */
export const FRAME_REQUESTS_WITHOUT_LOAD_TIMEOUT: readonly FrameRequestName[] = [
  'SYNC_DAPP_DATA',
  'SYNC_THEME',
  'SET_PREFERRED_ACCOUNT',
  // Ours: like the theme, the language is sent as soon as it is known and applies once the frame is up.
  'SET_LOCALE',
];
/** Requests whose reply must come within FRAME_AUTH_TIMEOUT_MS (SPEC §9 "connect email, device, otp, social, social redirect"). */
export const FRAME_REQUESTS_WITH_AUTH_TIMEOUT: readonly FrameRequestName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  // Ours: a server round trip each, so they end like the sign-in requests (the recovery-key
  // screens wait for the visitor instead, like approvals).
  'GET_SECURITY',
  'REVOKE_DEVICE',
  'SIGN_OUT_EVERYWHERE',
];

export interface FrameRequestTimeouts {
  /** Give up with `iframe_load_failed` when the frame is not ready by then; undefined: no limit. */
  loadTimeoutMs: number | undefined;
  /** Stop waiting for the reply after this; undefined: wait (RPC approvals take as long as the user). */
  replyTimeoutMs: number | undefined;
  /**
   * What a reply timeout means: `reject` calls the timeout handler with `iframe_request_timeout`
   * and aborts; `resolve` carries on as if answered (sign-out, SPEC §9 "sign-out wait 3000 ms").
   */
  onReplyTimeout: 'reject' | 'resolve';
}

/**
 * The timeouts of one request (SPEC §9 "Frame").
 *
 * @example
 * frameRequestTimeouts('CONNECT_OTP'); // { loadTimeoutMs: 20000, replyTimeoutMs: 120000, onReplyTimeout: 'reject' }
 * frameRequestTimeouts('SIGN_OUT'); // { loadTimeoutMs: 20000, replyTimeoutMs: 3000, onReplyTimeout: 'resolve' }
 */
export function frameRequestTimeouts(name: FrameRequestName): FrameRequestTimeouts {
  const loadTimeoutMs = FRAME_REQUESTS_WITHOUT_LOAD_TIMEOUT.includes(name) ? undefined : FRAME_LOAD_TIMEOUT_MS;
  if (name === 'SIGN_OUT') return { loadTimeoutMs, replyTimeoutMs: FRAME_SIGN_OUT_WAIT_MS, onReplyTimeout: 'resolve' };
  const replyTimeoutMs = FRAME_REQUESTS_WITH_AUTH_TIMEOUT.includes(name) ? FRAME_AUTH_TIMEOUT_MS : undefined;
  return { loadTimeoutMs, replyTimeoutMs, onReplyTimeout: 'reject' };
}
