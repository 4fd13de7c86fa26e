/**
 * Why the sign-in's email step failed, as its views tell the visitor: the server's refusals of
 * `email/otp` and `email/verify` (SiwxErrorCode), else a failure to reach it (SEND_FAILED,
 * VERIFY_FAILED: the same request may simply be tried again); EMAIL_TOKEN_INVALID: authenticate
 * refused the verified email (expired while the visitor waited), so the step starts over.
 */
export type SiwxEmailErrorReason =
  | 'INVALID_EMAIL'
  | 'RATE_LIMITED'
  | 'CODE_INVALID'
  | 'CODE_EXPIRED'
  | 'SEND_FAILED'
  | 'VERIFY_FAILED'
  | 'EMAIL_TOKEN_INVALID';

const FROM_SERVER: ReadonlySet<string> = new Set(['INVALID_EMAIL', 'RATE_LIMITED', 'CODE_INVALID', 'CODE_EXPIRED']);

/**
 * The reason for a rejection of `requestEmailOtp` (`step: 'send'`) or `confirmEmailOtp`
 * (`step: 'verify'`): the error's `code` when it is one the visitor can act on (HttpError carries
 * the server's; a dapp's own config may throw the same), otherwise the step's generic failure.
 *
 * @example
 * siwxEmailErrorReason({ error: new HttpError({ status: 400, code: 'CODE_INVALID' }), step: 'verify' }); // 'CODE_INVALID'
 * siwxEmailErrorReason({ error: new TypeError('Failed to fetch'), step: 'send' }); // 'SEND_FAILED'
 */
export function siwxEmailErrorReason({
  error,
  step,
}: {
  error: unknown;
  step: 'send' | 'verify';
}): SiwxEmailErrorReason {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && FROM_SERVER.has(code)) return code as SiwxEmailErrorReason;
  return step === 'send' ? 'SEND_FAILED' : 'VERIFY_FAILED';
}
