// The `code` of the auth API's refusals (server/auth/README.md): the server throws them, the frame
// branches on them. One table, so a renamed code fails typecheck on both sides.

/** The `code` of every auth API error body (auth-error-body.ts), by name. */
export const AuthErrorCode = {
  invalidBody: 'INVALID_BODY',
  invalidEmail: 'INVALID_EMAIL',
  invalidDeviceKey: 'INVALID_DEVICE_KEY',
  /** 429: a code for this email was sent within the resend cooldown (server/auth/auth-limits.ts); `retryAfterSeconds` says how long to wait. */
  resendCooldown: 'RESEND_COOLDOWN',
  /** 429: an hourly cap (per email or per IP) is reached; `retryAfterSeconds` says how long to wait. */
  rateLimited: 'RATE_LIMITED',
  /** 503: the code mail could not be handed to the SMTP server; nothing was stored, try again. */
  mailUnavailable: 'MAIL_UNAVAILABLE',
  /** 400: wrong code; `attemptsLeft` tries remain for this code. */
  invalidCode: 'INVALID_CODE',
  /** 400: the code had its 5 wrong tries; even the right code fails now. Request a new one. */
  codeLocked: 'CODE_LOCKED',
  /** 400: no usable code: expired, used, replaced by a newer one, or never sent to this device. */
  codeExpired: 'CODE_EXPIRED',
  /** 400: an email change to the address the user already has. */
  emailUnchanged: 'EMAIL_UNCHANGED',
  /**
   * 409: the last step of an email change, after a right code from the new address: that address
   * cannot become this user's (another account has it). Worded neutrally; earlier steps never
   * tell, so a signed-in user cannot probe which addresses have accounts.
   */
  emailUnavailable: 'EMAIL_UNAVAILABLE',
  /** 401: missing, unknown or expired access token. */
  unauthorized: 'UNAUTHORIZED',
  /** 401: unknown, expired or revoked refresh token. */
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  /** 401: a refresh token was used twice; the whole session (every token of its family) is revoked. */
  refreshTokenReused: 'REFRESH_TOKEN_REUSED',
  /**
   * 403: the `Device-Proof` header is missing or fails a check (README "Device proof"). The body
   * is the same whichever check failed, so a thief with a token learns nothing from it.
   */
  deviceProofInvalid: 'DEVICE_PROOF_INVALID',
  /** 409: the user already has a wallet (one per user, T23); a new device or site runs recovery instead. */
  walletExists: 'WALLET_EXISTS',
  /** 404: the user has no wallet yet. */
  noWallet: 'NO_WALLET',
  /** 404: the session's device holds no auth share (a new device or site: run recovery). */
  noDeviceShare: 'NO_DEVICE_SHARE',
  /** 400: social login with a provider this server has no OAuth app for (AuthOptions.oauth). */
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  /** 503: the provider's discovery document could not be read; try again later. */
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  /** 409: the social login's popup has not come back yet (no callback for this attempt). */
  oauthPending: 'OAUTH_PENDING',
  /** 400: the provider refused, or the callback failed a check; start a new social login. */
  oauthFailed: 'OAUTH_FAILED',
  /**
   * 400: no usable attempt: unknown, expired, already completed, another device's, or a wrong
   * attempt secret. One answer for all, so it tells a guesser nothing.
   */
  oauthAttemptInvalid: 'OAUTH_ATTEMPT_INVALID',
  /**
   * 403: this device was approved by a social provider alone and has no second factor yet (a
   * mailed code or the user's recovery key), or its 72-hour wait is not over (`releaseAt`): it
   * gets no recovery material, cannot make a wallet and cannot change the account.
   */
  deviceNotVerified: 'DEVICE_NOT_VERIFIED',
  /** 400: the account has no address to mail a device code to (use the recovery key, or wait). */
  noSecondFactorEmail: 'NO_SECOND_FACTOR_EMAIL',
  /** 403: the proof of the recovery key does not match (a wrong passphrase or passkey). */
  recoveryKeyInvalid: 'RECOVERY_KEY_INVALID',
  /** 404: no such live device of this user. */
  deviceNotFound: 'DEVICE_NOT_FOUND',
  /**
   * 429: a per-IP cap is full; the body's `proofOfWork` challenge, solved and sent back in the
   * `Proof-Of-Work` header, lets the same request through once (server/proof-of-work/).
   */
  proofOfWorkRequired: 'PROOF_OF_WORK_REQUIRED',
  /** 415: a request body that is not `application/json` (a cross-site form or text/plain post). */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** 403: a browser request from another origin than this server's (only the frame calls `/auth/*`). */
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
} as const;

export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
