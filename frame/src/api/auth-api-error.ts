/**
 * A refusal of the frame's auth API (server/auth/README.md): the status, the server's `code`
 * (e.g. RESEND_COOLDOWN, INVALID_CODE, WALLET_EXISTS) and its short text, which never carries a
 * code, token or share.
 *
 * @example
 * if (error instanceof AuthApiError && error.code === 'INVALID_CODE') showAttemptsLeft(error.attemptsLeft);
 */
export class AuthApiError extends Error {
  override name = 'AuthApiError' as const;
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  readonly attemptsLeft: number | undefined;

  constructor({ status, code, message, retryAfterSeconds, attemptsLeft }: { status: number; code: string; message: string; retryAfterSeconds?: number; attemptsLeft?: number }) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.attemptsLeft = attemptsLeft;
  }
}
