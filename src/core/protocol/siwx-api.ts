import * as v from 'valibot';

// The sign-in-with-wallet API of the reference server (server/siwx/; issue 16 part 3). Every call
// takes `?projectId=` and is answered with CORS for the project's allowed origins only; tokens
// travel in headers (no cookies). The message text itself is siwx-message.ts's.

/** Base path of the SIWX API under the server's apiUrl. */
export const SIWX_API_BASE = '/siwx/v1';
/** `GET` → {@link SiwxNonceAnswer}. */
export const SIWX_NONCE_PATH = `${SIWX_API_BASE}/nonce`;
/** `POST` {@link SiwxAuthenticateBody} with header {@link SIWX_NONCE_HEADER} → {@link SiwxAuthenticateAnswer}. */
export const SIWX_AUTHENTICATE_PATH = `${SIWX_API_BASE}/authenticate`;
/** `GET` with `authorization: Bearer <session token>` → {@link SiwxMeAnswer}, or 401. */
export const SIWX_ME_PATH = `${SIWX_API_BASE}/me`;
/** `POST` with `authorization: Bearer <session token>` → {@link SiwxSignOutAnswer}; the session ends. */
export const SIWX_SIGN_OUT_PATH = `${SIWX_API_BASE}/sign-out`;
/** `POST` {@link SiwxEmailOtpBody} → {@link SiwxEmailOtpAnswer}; a 6-digit code is mailed to the address. */
export const SIWX_EMAIL_OTP_PATH = `${SIWX_API_BASE}/email/otp`;
/** `POST` {@link SiwxEmailVerifyBody} → {@link SiwxEmailVerifyAnswer}: the token to send with authenticate. */
export const SIWX_EMAIL_VERIFY_PATH = `${SIWX_API_BASE}/email/verify`;
/** Header carrying `Bearer <nonce token>` from the nonce answer to authenticate. */
export const SIWX_NONCE_HEADER = 'x-nonce-jwt';

/** Why authenticate refused a sign-in (400 `{ error, code }`). */
export const SiwxErrorCode = {
  invalidMessage: 'INVALID_MESSAGE',
  /** Replayed, expired, malformed or issued for another project. */
  nonceInvalid: 'NONCE_INVALID',
  domainMismatch: 'DOMAIN_MISMATCH',
  expired: 'EXPIRED',
  notYetValid: 'NOT_YET_VALID',
  addressMismatch: 'ADDRESS_MISMATCH',
  signatureInvalid: 'SIGNATURE_INVALID',
  chainUnsupported: 'CHAIN_UNSUPPORTED',
  /** email/otp: the address is not an email address. */
  invalidEmail: 'INVALID_EMAIL',
  /** email/otp: the account is not a CAIP-10 account id. */
  invalidAccount: 'INVALID_ACCOUNT',
  /** 429 (with `Retry-After`): too many requests from this IP, project or email. */
  rateLimited: 'RATE_LIMITED',
  /** email/verify: wrong code; the 5th wrong code spends the uuid. */
  codeInvalid: 'CODE_INVALID',
  /** email/verify: unknown, expired, already used or spent uuid; a new code must be requested. */
  codeExpired: 'CODE_EXPIRED',
  /** authenticate: the emailToken is malformed, expired, or for another project or account. */
  emailTokenInvalid: 'EMAIL_TOKEN_INVALID',
  /** 503 from email/otp: the code mail could not be sent (or the server has no mailer); try again later. */
  mailUnavailable: 'MAIL_UNAVAILABLE',
} as const;

export type SiwxErrorCode = (typeof SiwxErrorCode)[keyof typeof SiwxErrorCode];

const textSchema = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** SiwxMessageData (siwx-types.ts) as the server accepts it; the server checks it against the signed text. */
export const siwxMessageDataSchema = v.strictObject({
  accountAddress: textSchema(128),
  chainId: v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  domain: textSchema(256),
  uri: textSchema(2048),
  version: v.literal('1'),
  nonce: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]{8,64}$/)),
  statement: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  resources: v.optional(v.pipe(v.array(textSchema(2048)), v.maxLength(32))),
  requestId: v.optional(textSchema(256)),
  issuedAt: textSchema(64),
  expirationTime: v.optional(textSchema(64)),
  notBefore: v.optional(textSchema(64)),
});

/** `GET nonce` answer: the nonce to put in the message and the token that proves the server issued it (5 minutes). */
export const siwxNonceAnswerSchema = v.object({ nonce: v.string(), token: v.string() });

export type SiwxNonceAnswer = v.InferOutput<typeof siwxNonceAnswerSchema>;

/** A CAIP-10 account id: `namespace:reference:address` (e.g. `eip155:1:0xabc…`, `solana:5eykt…:7xKX…`). */
export const caip10AccountSchema = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
);

/** `POST email/otp` body: the address to verify and the account it will be attached to. */
export const siwxEmailOtpBodySchema = v.strictObject({
  email: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});

export type SiwxEmailOtpBody = v.InferOutput<typeof siwxEmailOtpBodySchema>;

/** `POST email/otp` answer: the id of the code challenge, to send with email/verify. */
export const siwxEmailOtpAnswerSchema = v.object({ uuid: v.string() });

export type SiwxEmailOtpAnswer = v.InferOutput<typeof siwxEmailOtpAnswerSchema>;

/** `POST email/verify` body: the challenge id and the 6-digit code from the mail. */
export const siwxEmailVerifyBodySchema = v.strictObject({
  uuid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
});

export type SiwxEmailVerifyBody = v.InferOutput<typeof siwxEmailVerifyBodySchema>;

/** `POST email/verify` answer: a 15-minute token (email, account, project) for authenticate's `emailToken`. */
export const siwxEmailVerifyAnswerSchema = v.object({ emailToken: v.string() });

export type SiwxEmailVerifyAnswer = v.InferOutput<typeof siwxEmailVerifyAnswerSchema>;

/** `POST authenticate` body: the data, the exact signed text and the signature (EVM hex; Solana base58). */
export const siwxAuthenticateBodySchema = v.strictObject({
  data: siwxMessageDataSchema,
  message: textSchema(8192),
  signature: textSchema(8192),
  walletInfo: v.optional(v.object({ name: v.optional(v.pipe(v.string(), v.maxLength(256))) })),
  /** From email/verify; the verified email is stored on the session. Must match the project and the signed account. */
  emailToken: v.optional(textSchema(4096)),
});

export type SiwxAuthenticateBody = v.InferOutput<typeof siwxAuthenticateBodySchema>;

/** `POST authenticate` answer: the session token (opaque; the server keeps only its hash). */
export const siwxAuthenticateAnswerSchema = v.object({ token: v.string() });

export type SiwxAuthenticateAnswer = v.InferOutput<typeof siwxAuthenticateAnswerSchema>;

/** `GET me` answer: the signed-in account and the proof it signed (times ISO 8601). */
export const siwxMeAnswerSchema = v.object({
  address: v.string(),
  chainId: v.string(),
  issuedAt: v.string(),
  expiresAt: v.string(),
  message: v.string(),
  signature: v.string(),
  data: siwxMessageDataSchema,
  /** The email verified with the sign-in (email capture), when there was one. */
  email: v.optional(v.string()),
});

export type SiwxMeAnswer = v.InferOutput<typeof siwxMeAnswerSchema>;

/** `POST sign-out` answer. */
export const siwxSignOutAnswerSchema = v.object({ ok: v.literal(true) });

export type SiwxSignOutAnswer = v.InferOutput<typeof siwxSignOutAnswerSchema>;

/**
 * A refusal: 400 with a {@link SiwxErrorCode}; 401 / 403 for the project, origin or session; 429
 * RATE_LIMITED (also in the `Retry-After` header); 503 MAIL_UNAVAILABLE.
 */
export const siwxErrorAnswerSchema = v.object({
  error: v.string(),
  code: v.optional(v.string()),
  /** 429: seconds until a retry can succeed. */
  retryAfterSeconds: v.optional(v.number()),
  /** CODE_INVALID: wrong codes left before the uuid is spent. */
  attemptsLeft: v.optional(v.number()),
});
