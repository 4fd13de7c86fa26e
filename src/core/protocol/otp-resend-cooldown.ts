/**
 * The OTP resend cooldown: the wait between two mailed codes for one address (SPEC §9 "Email
 * login cooldown 30 s"). This is its one definition. The server enforces it
 * (server/auth/code-send-guard.ts: 429 RESEND_COOLDOWN with `retryAfterSeconds`) and answers it as
 * `resendAfterSeconds` of `POST /auth/v1/email/start` (auth-email-login.ts); the frame passes that
 * on in CONNECT_EMAIL's reply (frame-reply-payloads.ts) and the modal counts down with the
 * server's number. The modal falls back to this one only before the server has said (after a
 * reload) and for the codes whose answers carry no wait (device code, email change).
 *
 * @example
 * const resendAvailableAt = Date.now() + (resendAfterSeconds === undefined ? OTP_RESEND_COOLDOWN_MS : resendAfterSeconds * 1000);
 */
export const OTP_RESEND_COOLDOWN_MS = 30_000;
