import * as v from 'valibot';

/**
 * The `proofOfWork` of a 429 PROOF_OF_WORK_REQUIRED answer (server/proof-of-work/): the challenge
 * text (printable ASCII, `v1.<difficulty>.<expiresAtMs>.<nonce>.<mac>`), the zero bits asked for,
 * and the ISO time after which a solution is refused. The client hashes `<challenge>:<solution>`.
 */
export const proofOfWorkChallengeSchema = v.object({
  challenge: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,160}$/)),
  difficulty: v.pipe(v.number(), v.safeInteger()),
  expiresAt: v.string(),
});

/** What a client must solve to pass a per-IP cap once (see {@link proofOfWorkChallengeSchema}). */
export type ProofOfWorkChallenge = v.InferOutput<typeof proofOfWorkChallengeSchema>;
