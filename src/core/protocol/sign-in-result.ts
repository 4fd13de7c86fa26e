import * as v from 'valibot';
import { codeChallengeSchema } from './code-challenge.js';
import { shortTextSchema, socialProviderSchema } from './common-schemas.js';
import { deviceApprovalStateSchema } from './device-approval-state.js';
import { sessionTokensSchema } from './auth-session.js';

/**
 * The signed-in user as a sign-in answers it: an email login's `{ id, email }`, a social login's
 * with the provider's user name and the provider (email and user name as the provider last gave them).
 */
export const authUserSchema = v.object({
  id: v.string(),
  email: v.nullable(v.string()),
  userName: v.optional(v.nullable(shortTextSchema)),
  provider: v.optional(socialProviderSchema),
});

export type AuthUser = v.InferOutput<typeof authUserSchema>;

/**
 * Signed in: the user, the session's first tokens and, for a social login, where this device
 * stands (a provider alone does not release recovery material to a known user's new device).
 */
export const connectedResultSchema = v.object({
  action: v.literal('CONNECT'),
  isNewUser: v.boolean(),
  user: authUserSchema,
  session: sessionTokensSchema,
  device: v.optional(deviceApprovalStateSchema),
});

export type ConnectedResult = v.InferOutput<typeof connectedResultSchema>;

/** The email code was right but this device is new for an existing user: a device code was mailed. */
export const verifyDeviceResultSchema = v.object({
  action: v.literal('VERIFY_DEVICE'),
  ...codeChallengeSchema.entries,
});

export type VerifyDeviceResult = v.InferOutput<typeof verifyDeviceResultSchema>;

/**
 * The answer of `POST /auth/v1/email/verify` and `/auth/v1/device/verify` (and, CONNECT only, of
 * `/auth/v1/oauth/complete`): signed in, or a device code was mailed first.
 */
export const signInResultSchema = v.variant('action', [connectedResultSchema, verifyDeviceResultSchema]);

export type SignInResult = v.InferOutput<typeof signInResultSchema>;
