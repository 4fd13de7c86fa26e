import type { AuthErrorBody } from '../../src/core/protocol/auth-error-body.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { mintProofOfWork, type ProofOfWorkChallenge } from './mint-proof-of-work.js';

/**
 * 429 PROOF_OF_WORK_REQUIRED: the client's address used up a per-IP cap. The body carries a new
 * challenge (`proofOfWork: { challenge, difficulty, expiresAt }`); the same request, sent again with
 * `Proof-Of-Work: <challenge>:<solution>`, is let through once. `retryAfterSeconds` says when the
 * cap has room again, for a client that does not solve.
 *
 * @example
 * throw new ProofOfWorkRequiredError({ challenge: mintProofOfWork({ key, ip, now }), retryAfterSeconds: 600 });
 */
export class ProofOfWorkRequiredError extends AuthError {
  readonly proofOfWork: ProofOfWorkChallenge;

  constructor({ challenge, retryAfterSeconds }: { challenge: ProofOfWorkChallenge; retryAfterSeconds: number }) {
    super({
      status: 429,
      code: AuthErrorCode.proofOfWorkRequired,
      message: `Please try again after ${retryAfterSeconds} seconds`,
      retryAfterSeconds,
    });
    this.proofOfWork = challenge;
  }

  override toBody(): AuthErrorBody {
    return { ...super.toBody(), proofOfWork: this.proofOfWork };
  }
}

/**
 * The refusal of a request past a per-IP cap, with a challenge minted for its address.
 *
 * @example
 * throw proofOfWorkRequired({ key, ip, now, retryAfterMs });
 */
export function proofOfWorkRequired({
  key,
  ip,
  now,
  retryAfterMs,
}: {
  key: Buffer;
  ip: string;
  now: number;
  retryAfterMs: number;
}): ProofOfWorkRequiredError {
  return new ProofOfWorkRequiredError({
    challenge: mintProofOfWork({ key, ip, now }),
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}
