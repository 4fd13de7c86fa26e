import * as v from 'valibot';
import { DEVICE_ID_PATTERN } from '../auth/device-key.js';
import { ATTEMPT_SECRET_HASH_PATTERN, ATTEMPT_SECRET_PATTERN } from './attempt-secret.js';
import { SOCIAL_PROVIDERS } from './social-providers.js';

// Bodies of the social login (server/routes/auth-oauth.ts); device keys are checked by
// device-key.ts after parsing, here only shapes and sizes.

const deviceId = v.pipe(v.string(), v.regex(DEVICE_ID_PATTERN));

/** POST /auth/v1/oauth/start */
export const oauthStartBodySchema = v.strictObject({
  provider: v.picklist(SOCIAL_PROVIDERS),
  projectId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  deviceId,
  /** P-256 JWK `{ kty: 'EC', crv: 'P-256', x, y }` of the device's non-extractable key. */
  devicePublicKey: v.record(v.string(), v.unknown()),
  /** base64url(SHA-256(UTF-8 of the secret's base64url text)); the secret itself comes only with `complete`. */
  attemptSecretHash: v.pipe(v.string(), v.regex(ATTEMPT_SECRET_HASH_PATTERN)),
});

/** POST /auth/v1/oauth/complete */
export const oauthCompleteBodySchema = v.strictObject({
  attemptId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/)),
  /** The 32 random bytes as base64url (43 characters). */
  attemptSecret: v.pipe(v.string(), v.regex(ATTEMPT_SECRET_PATTERN)),
  /** The callback page's one-time token, handed to the frame through its opener (same format as the secret). */
  callbackToken: v.pipe(v.string(), v.regex(ATTEMPT_SECRET_PATTERN)),
  deviceId,
  /** The dapp site the frame is embedded in, for the device list (shown as text only). */
  deviceSite: v.optional(v.pipe(v.string(), v.maxLength(255))),
});
