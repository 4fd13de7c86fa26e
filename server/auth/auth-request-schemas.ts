import * as v from 'valibot';
import { otpSchema } from '../../src/core/protocol/common-schemas.js';
import { DEVICE_ID_PATTERN } from './device-key.js';

// Bodies of the auth API (server/routes/auth.ts). Emails are checked and normalized after
// parsing (normalize-email.ts), device keys by device-key.ts; here only shapes and sizes.

const email = v.pipe(v.string(), v.maxLength(1024));
const projectId = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const deviceId = v.pipe(v.string(), v.regex(DEVICE_ID_PATTERN));
const challengeId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/));

/** POST /auth/v1/email/start */
export const startBodySchema = v.strictObject({
  email,
  projectId,
  deviceId,
  /** P-256 JWK `{ kty: 'EC', crv: 'P-256', x, y }` of the device's non-extractable key. */
  devicePublicKey: v.record(v.string(), v.unknown()),
});

/** POST /auth/v1/email/verify and POST /auth/v1/device/verify (`deviceSite`: the dapp site, for the device list) */
export const codeBodySchema = v.strictObject({ challengeId, email, otp: otpSchema, deviceId, projectId, deviceSite: v.optional(v.pipe(v.string(), v.maxLength(255))) });

/** A body with nothing to say (the session and the device proof say who and which device). */
export const emptyBodySchema = v.pipe(
  v.unknown(),
  // An object schema without keys lets `[]` through (as `{}`), so arrays are refused first.
  v.check((body) => !Array.isArray(body)),
  v.strictObject({}),
);

/** POST /auth/v1/session/refresh */
export const refreshBodySchema = v.strictObject({ refreshToken: v.pipe(v.string(), v.maxLength(128)) });

/** POST /auth/v1/session/revoke (the refresh token is optional: a Bearer access token also works) */
export const revokeBodySchema = v.strictObject({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(128))) });

/** POST /auth/v1/email/change/start (the address is normalized after parsing) */
export const emailChangeStartBodySchema = v.strictObject({ newEmail: email });

/** POST /auth/v1/email/change/verify-primary and /verify-secondary, POST /auth/v1/device/second-factor/verify */
export const emailChangeCodeBodySchema = v.strictObject({ challengeId, otp: otpSchema });
