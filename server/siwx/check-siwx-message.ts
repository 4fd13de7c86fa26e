import { SiwxErrorCode } from '../../src/core/protocol/siwx-api.js';
import { formatSiwxMessage, parseSiwxMessage } from '../../src/core/protocol/siwx-message.js';
import type { SiwxMessageData } from '../../src/core/protocol/siwx-types.js';
import { isOriginAllowed } from '../../src/core/utils/is-origin-allowed.js';

/** How far in the future a wallet's clock may put issuedAt. */
export const SIWX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** A refusal of authenticate: its code and a short text safe to show. */
export interface SiwxRefusal {
  code: SiwxErrorCode;
  error: string;
}

export interface CheckSiwxMessageParameters {
  /** The data the client sent next to the text; it must be what the text says. */
  data: SiwxMessageData;
  /** The exact text that was signed. */
  message: string;
  /** The nonce the request's nonce token carries (undefined: no valid token). */
  nonce: string | undefined;
  /** The request's `Origin` header. */
  origin: string | undefined;
  allowedOrigins: readonly string[];
  now: number;
}

/**
 * SPEC §5's message checks before any signature is looked at, in this order: the text is a sign-in
 * message and says what `data` says (INVALID_MESSAGE, or ADDRESS_MISMATCH when only the account
 * differs); the nonce is the token's (NONCE_INVALID); domain is the request Origin's host and uri
 * its origin, one of the project's allowed origins (DOMAIN_MISMATCH); the time window
 * (NOT_YET_VALID, EXPIRED). The refusal, or undefined when the message passes.
 *
 * @example
 * const refusal = checkSiwxMessage({ data, message, nonce, origin, allowedOrigins, now: Date.now() });
 */
export function checkSiwxMessage({
  data,
  message,
  nonce,
  origin,
  allowedOrigins,
  now,
}: CheckSiwxMessageParameters): SiwxRefusal | undefined {
  const parsed = parseSiwxMessage(message);
  if (!parsed) return { code: SiwxErrorCode.invalidMessage, error: 'Not a sign-in message' };
  if (!sameData(parsed, data)) {
    const onlyAccount = sameData(parsed, { ...data, accountAddress: parsed.accountAddress });
    return onlyAccount
      ? { code: SiwxErrorCode.addressMismatch, error: 'The message names another account' }
      : { code: SiwxErrorCode.invalidMessage, error: 'The message does not match its data' };
  }
  if (!nonce || parsed.nonce !== nonce) return { code: SiwxErrorCode.nonceInvalid, error: 'Invalid nonce' };
  if (!origin || !isForOrigin({ data: parsed, origin, allowedOrigins }))
    return { code: SiwxErrorCode.domainMismatch, error: 'The message is for another domain' };
  const issuedAt = Date.parse(parsed.issuedAt);
  const notBefore = parsed.notBefore === undefined ? -Infinity : Date.parse(parsed.notBefore);
  const expiresAt = parsed.expirationTime === undefined ? Infinity : Date.parse(parsed.expirationTime);
  if ([issuedAt, notBefore, expiresAt].some(Number.isNaN))
    return { code: SiwxErrorCode.invalidMessage, error: 'Invalid time in the message' };
  if (issuedAt > now + SIWX_CLOCK_SKEW_MS || notBefore > now)
    return { code: SiwxErrorCode.notYetValid, error: 'The message is not valid yet' };
  if (expiresAt <= now) return { code: SiwxErrorCode.expired, error: 'The message has expired' };
  return undefined;
}

/** Both describe the same text (the one formatting is the canonical form, key order and absent fields aside). */
function sameData(left: SiwxMessageData, right: SiwxMessageData): boolean {
  try {
    return formatSiwxMessage({ data: left }) === formatSiwxMessage({ data: right });
  } catch {
    return false;
  }
}

function isForOrigin({
  data,
  origin,
  allowedOrigins,
}: {
  data: SiwxMessageData;
  origin: string;
  allowedOrigins: readonly string[];
}): boolean {
  try {
    const page = new URL(origin);
    return (
      page.origin === origin &&
      data.domain === page.host &&
      new URL(data.uri).origin === origin &&
      isOriginAllowed({ origin, allowedOrigins: [...allowedOrigins] })
    );
  } catch {
    return false;
  }
}
