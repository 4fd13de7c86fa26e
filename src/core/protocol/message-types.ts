/**
 * The requests the dapp side sends to the embedded-wallet frame (SPEC §7 "Embedded wallet frame
 * messaging"), by name. Each one is answered by `<NAME>_SUCCESS` or `<NAME>_ERROR` with the same id.
 */
export const FRAME_REQUEST_NAMES = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  'RPC_REQUEST',
  'RPC_ABORT',
  // Ours (issue "Hardening"): the account's devices and its recovery key, on the frame's own screens.
  'GET_SECURITY',
  'REVOKE_DEVICE',
  'SIGN_OUT_EVERYWHERE',
  'UNLOCK_WITH_RECOVERY_KEY',
  'SET_RECOVERY_METHOD',
  // Ours (issue 20 part 3): the modal's language, as a code; the frame's texts are its own tables.
  'SET_LOCALE',
] as const;

/** One request of {@link FRAME_REQUEST_NAMES}. */
export type FrameRequestName = (typeof FRAME_REQUEST_NAMES)[number];

/** Prefix of every message the dapp side (the "app") sends. */
export const APP_MESSAGE_PREFIX = '@w3m-app/';
/** Prefix of every message the frame sends. */
export const FRAME_MESSAGE_PREFIX = '@w3m-frame/';

/** `type` of a request message, e.g. `@w3m-app/CONNECT_EMAIL`. */
export type AppRequestType<Name extends FrameRequestName = FrameRequestName> = `${typeof APP_MESSAGE_PREFIX}${Name}`;
/** `type` of a success reply, e.g. `@w3m-frame/CONNECT_EMAIL_SUCCESS`. */
export type FrameSuccessType<Name extends FrameRequestName = FrameRequestName> =
  `${typeof FRAME_MESSAGE_PREFIX}${Name}_SUCCESS`;
/** `type` of an error reply, e.g. `@w3m-frame/CONNECT_EMAIL_ERROR`. */
export type FrameErrorType<Name extends FrameRequestName = FrameRequestName> =
  `${typeof FRAME_MESSAGE_PREFIX}${Name}_ERROR`;

/** The unsolicited message the frame sends once its app has started (SPEC §4 "ready when it reports ready"). */
export const FRAME_READY_TYPE = `${FRAME_MESSAGE_PREFIX}READY` as const;
/**
 * What the frame answers, on the init message's port and instead of READY, when the embedding
 * page's origin is not among the project's allowed origins (SPEC §8 APKT005 "Unverified Domain").
 * Only the page that sent the port hears it; the frame then stops listening to that port.
 */
export const FRAME_REFUSED_TYPE = `${FRAME_MESSAGE_PREFIX}REFUSED` as const;
/** Why the frame refused the embedding page (the one reason there is). */
export const FRAME_REFUSED_REASON = 'ORIGIN_NOT_ALLOWED' as const;
/**
 * The one message the dapp side posts to the frame window (with the MessageChannel port
 * transferred); everything after it goes over the port (DESIGN §7).
 */
export const APP_INIT_TYPE = `${APP_MESSAGE_PREFIX}INIT` as const;

/**
 * The message type of a request.
 *
 * @example
 * appRequestType('CONNECT_OTP'); // '@w3m-app/CONNECT_OTP'
 */
export function appRequestType<Name extends FrameRequestName>(name: Name): AppRequestType<Name> {
  return `${APP_MESSAGE_PREFIX}${name}`;
}

/**
 * The message type of the success reply to a request.
 *
 * @example
 * frameSuccessType('CONNECT_OTP'); // '@w3m-frame/CONNECT_OTP_SUCCESS'
 */
export function frameSuccessType<Name extends FrameRequestName>(name: Name): FrameSuccessType<Name> {
  return `${FRAME_MESSAGE_PREFIX}${name}_SUCCESS`;
}

/**
 * The message type of the error reply to a request.
 *
 * @example
 * frameErrorType('CONNECT_OTP'); // '@w3m-frame/CONNECT_OTP_ERROR'
 */
export function frameErrorType<Name extends FrameRequestName>(name: Name): FrameErrorType<Name> {
  return `${FRAME_MESSAGE_PREFIX}${name}_ERROR`;
}

/**
 * Whether a string is one of the request names (an own lookup, so `toString` or `__proto__` are not names).
 *
 * @example
 * isFrameRequestName('SIGN_OUT'); // true
 * isFrameRequestName('EXPORT_KEY'); // false
 */
export function isFrameRequestName(value: string): value is FrameRequestName {
  return (FRAME_REQUEST_NAMES as readonly string[]).includes(value);
}
