import * as v from 'valibot';
import { challengeIdSchema } from './auth-ids.js';
import { isoTimeSchema, otpSchema } from './common-schemas.js';

/** A mailed code's challenge: what to verify the code against, and when the code stops working. */
export const codeChallengeSchema = v.object({ challengeId: challengeIdSchema, expiresAt: isoTimeSchema });

export type CodeChallenge = v.InferOutput<typeof codeChallengeSchema>;

/**
 * A code for a challenge the session already has: `POST /auth/v1/device/second-factor/verify`,
 * `/auth/v1/email/change/verify-primary` and `/verify-secondary`.
 */
export const challengeCodeBodySchema = v.strictObject({ challengeId: challengeIdSchema, otp: otpSchema });

export type ChallengeCodeBody = v.InferOutput<typeof challengeCodeBodySchema>;
