import * as v from 'valibot';
import { isoTimeSchema } from './common-schemas.js';

// Sessions of the auth API (server/routes/auth.ts): the tokens a sign-in or a refresh hands the
// frame, and the session routes' bodies and answers. Both tokens stay in the frame, never in the dapp page.

/** An opaque token as the frame sends it back (the server made it: 128 characters at most). */
const tokenSchema = v.pipe(v.string(), v.maxLength(128));

/** A session's tokens: the access token (`Authorization: Bearer`) and the refresh token, with their ends. */
export const sessionTokensSchema = v.object({
  accessToken: tokenSchema,
  accessTokenExpiresAt: isoTimeSchema,
  refreshToken: tokenSchema,
  refreshTokenExpiresAt: isoTimeSchema,
});

/** A session's tokens (see {@link sessionTokensSchema}). */
export type SessionTokens = v.InferOutput<typeof sessionTokensSchema>;

/** `POST /auth/v1/session/refresh` body. */
export const refreshSessionBodySchema = v.strictObject({ refreshToken: tokenSchema });

export type RefreshSessionBody = v.InferOutput<typeof refreshSessionBodySchema>;

/** `POST /auth/v1/session/refresh` answer: new tokens (the refresh token rotates). */
export const refreshSessionAnswerSchema = v.object({ session: sessionTokensSchema });

export type RefreshSessionAnswer = v.InferOutput<typeof refreshSessionAnswerSchema>;

/** `POST /auth/v1/session/revoke` body (the refresh token is optional: a Bearer access token also works). */
export const revokeSessionBodySchema = v.strictObject({ refreshToken: v.optional(tokenSchema) });

export type RevokeSessionBody = v.InferOutput<typeof revokeSessionBodySchema>;

/** `POST /auth/v1/session/revoke` answer: whether a live session ended. */
export const revokeSessionAnswerSchema = v.object({ revoked: v.boolean() });

export type RevokeSessionAnswer = v.InferOutput<typeof revokeSessionAnswerSchema>;

/** `GET /auth/v1/me` answer: the session's user and the session itself. */
export const meAnswerSchema = v.object({
  user: v.object({ id: v.string(), email: v.nullable(v.string()), createdAt: isoTimeSchema }),
  session: v.object({ deviceId: v.string(), projectId: v.string(), expiresAt: isoTimeSchema }),
});

export type MeAnswer = v.InferOutput<typeof meAnswerSchema>;
