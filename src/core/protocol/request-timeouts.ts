import {
  FRAME_AUTH_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READ_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
} from '../constants.js';
import type { AppRequestPayload } from './app-request-payloads.js';
import type { FrameRequestName } from './message-types.js';
import { classifyRpcMethod } from './rpc-methods.js';

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
  // Ours (issue 20 part 5): the email change's codes go to the server like the sign-in codes.
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
];
/**
 * Ours (issue 20 part 5 "no wait without an end"): requests the frame answers from its server
 * alone, so their reply must come within FRAME_READ_TIMEOUT_MS. GET_USER with a sign-in message
 * and RPC_REQUEST of a method needing approval wait for the visitor instead (frameRequestTimeouts).
 */
export const FRAME_REQUESTS_WITH_READ_TIMEOUT: readonly FrameRequestName[] = [
  'GET_USER',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
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
 * The timeouts of one request (SPEC §9 "Frame"). The payload tells a read from a wait for the
 * visitor: GET_USER with `siwxMessage` shows that message for approval, and an RPC_REQUEST of a
 * signing method (or whose method is not known here) shows the request; both wait as long as the
 * visitor takes.
 *
 * @example
 * frameRequestTimeouts('CONNECT_OTP'); // { loadTimeoutMs: 20000, replyTimeoutMs: 120000, onReplyTimeout: 'reject' }
 * frameRequestTimeouts('SIGN_OUT'); // { loadTimeoutMs: 20000, replyTimeoutMs: 3000, onReplyTimeout: 'resolve' }
 * frameRequestTimeouts('RPC_REQUEST', { method: 'eth_getBalance' }); // { …, replyTimeoutMs: 30000, … }
 * frameRequestTimeouts('RPC_REQUEST', { method: 'eth_sendTransaction' }); // { …, replyTimeoutMs: undefined, … }
 */
export function frameRequestTimeouts(
  name: FrameRequestName,
  payload?: AppRequestPayload<FrameRequestName>,
): FrameRequestTimeouts {
  const loadTimeoutMs = FRAME_REQUESTS_WITHOUT_LOAD_TIMEOUT.includes(name) ? undefined : FRAME_LOAD_TIMEOUT_MS;
  if (name === 'SIGN_OUT') return { loadTimeoutMs, replyTimeoutMs: FRAME_SIGN_OUT_WAIT_MS, onReplyTimeout: 'resolve' };
  if (FRAME_REQUESTS_WITH_AUTH_TIMEOUT.includes(name))
    return { loadTimeoutMs, replyTimeoutMs: FRAME_AUTH_TIMEOUT_MS, onReplyTimeout: 'reject' };
  const isRead = FRAME_REQUESTS_WITH_READ_TIMEOUT.includes(name) && !waitsForVisitor({ name, payload });
  return { loadTimeoutMs, replyTimeoutMs: isRead ? FRAME_READ_TIMEOUT_MS : undefined, onReplyTimeout: 'reject' };
}

/** Whether the frame shows this request for the visitor's approval before it answers. */
function waitsForVisitor({
  name,
  payload,
}: {
  name: FrameRequestName;
  payload: AppRequestPayload<FrameRequestName> | undefined;
}): boolean {
  if (name === 'GET_USER')
    return payload !== undefined && 'siwxMessage' in payload && payload.siwxMessage !== undefined;
  if (name !== 'RPC_REQUEST') return false;
  const method = payload && 'method' in payload ? payload.method : undefined;
  // Only what the frame forwards or answers itself is a read; an unknown method is refused at once anyway.
  return method === undefined || classifyRpcMethod(method) === 'approval';
}
