import * as v from 'valibot';
import { apiErrorBodySchema } from './api-error-body.js';
import type { AuthErrorCode } from './auth-error-codes.js';
import { proofOfWorkChallengeSchema } from './proof-of-work-challenge.js';

/**
 * The JSON body of a refusal of the auth API (server/auth/README.md): `{ error, code }` and, by
 * code, how long to wait (429, also sent as `Retry-After`), the tries a code has left
 * (INVALID_CODE), when a pending device's wait ends (DEVICE_NOT_VERIFIED) and the challenge that
 * lets a capped request through once (PROOF_OF_WORK_REQUIRED). `code` is read as any string: a
 * route of another family (an unknown project) answers its own codes.
 */
export const authErrorBodySchema = v.object({
  ...apiErrorBodySchema.entries,
  retryAfterSeconds: v.optional(v.number()),
  attemptsLeft: v.optional(v.number()),
  releaseAt: v.optional(v.string()),
  proofOfWork: v.optional(proofOfWorkChallengeSchema),
});

/** A refusal of the auth API as the server writes it: its `code` is one of {@link AuthErrorCode}. */
export type AuthErrorBody = Omit<v.InferOutput<typeof authErrorBodySchema>, 'code'> & { code: AuthErrorCode };
