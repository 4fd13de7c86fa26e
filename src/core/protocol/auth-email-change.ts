import * as v from 'valibot';
import { looseEmailSchema } from './auth-email-login.js';
import { codeChallengeSchema } from './code-challenge.js';

// Changing the signed-in user's email (server/routes/auth-email-change.ts; server/auth/README.md
// "Email change"). Every step carries a device proof; the codes' body is code-challenge.ts's
// challengeCodeBodySchema.

/** `POST /auth/v1/email/change/start` [P] body (the address is checked and normalized after parsing). */
export const emailChangeStartBodySchema = v.strictObject({ newEmail: looseEmailSchema });

export type EmailChangeStartBody = v.InferOutput<typeof emailChangeStartBodySchema>;

/**
 * `POST /auth/v1/email/change/start` and `/verify-primary` [P] answer: which code was mailed (to
 * the current address, or straight to the new one) and its challenge.
 */
export const emailChangeStepSchema = v.object({
  action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  ...codeChallengeSchema.entries,
});

export type EmailChangeStep = v.InferOutput<typeof emailChangeStepSchema>;

/** `POST /auth/v1/email/change/verify-secondary` [P] answer: the user's email now. */
export const emailChangedSchema = v.object({ newEmail: v.string() });

export type EmailChanged = v.InferOutput<typeof emailChangedSchema>;
