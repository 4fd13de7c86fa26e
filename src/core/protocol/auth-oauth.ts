import * as v from 'valibot';
import { challengeIdSchema, deviceIdSchema, projectIdSchema } from './auth-ids.js';
import { socialProviderSchema } from './common-schemas.js';
import { devicePublicKeySchema } from './auth-email-login.js';

// The social login (server/routes/auth-oauth.ts; server/oauth/). The answer of `complete` is
// sign-in-result.ts's CONNECT, with the device's approval state.

/** 32 random bytes in base64url (43 characters): the frame's attempt secret, and the callback page's one-time token. */
export const ATTEMPT_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** base64url(SHA-256(UTF-8 of the secret's text)): what `start` takes and the server keeps; the secret itself comes only with `complete`. */
export const ATTEMPT_SECRET_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An attempt secret or a callback token (see {@link ATTEMPT_SECRET_PATTERN}). */
export const attemptSecretSchema = v.pipe(v.string(), v.regex(ATTEMPT_SECRET_PATTERN));

/** An attempt secret's hash (see {@link ATTEMPT_SECRET_HASH_PATTERN}). */
export const attemptSecretHashSchema = v.pipe(v.string(), v.regex(ATTEMPT_SECRET_HASH_PATTERN));

/** `POST /auth/v1/oauth/start` body. */
export const oauthStartBodySchema = v.strictObject({
  provider: socialProviderSchema,
  projectId: projectIdSchema,
  deviceId: deviceIdSchema,
  devicePublicKey: devicePublicKeySchema,
  attemptSecretHash: attemptSecretHashSchema,
});

export type OauthStartBody = v.InferOutput<typeof oauthStartBodySchema>;

/** `POST /auth/v1/oauth/start` answer: the attempt, and where the popup goes (the provider, with state, nonce and PKCE challenge). */
export const oauthStartAnswerSchema = v.object({
  attemptId: challengeIdSchema,
  authorizationUrl: v.pipe(v.string(), v.url()),
});

export type OauthStartAnswer = v.InferOutput<typeof oauthStartAnswerSchema>;

/** `POST /auth/v1/oauth/complete` body (`deviceSite`: the dapp site the frame is embedded in, for the device list). */
export const oauthCompleteBodySchema = v.strictObject({
  attemptId: challengeIdSchema,
  attemptSecret: attemptSecretSchema,
  callbackToken: attemptSecretSchema,
  deviceId: deviceIdSchema,
  deviceSite: v.optional(v.pipe(v.string(), v.maxLength(255))),
});

export type OauthCompleteBody = v.InferOutput<typeof oauthCompleteBodySchema>;
