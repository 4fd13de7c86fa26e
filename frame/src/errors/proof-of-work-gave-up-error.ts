import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';

export type ProofOfWorkGaveUpErrorParameters = BaseErrorParameters &
  (
    | {
        /** The challenge asks for more zero bits than a phone finds in time. */
        reason: 'difficulty';
        difficulty: number;
      }
    | {
        /** The solve ran past its time limit. */
        reason: 'timeout';
      }
  );

/**
 * The proof-of-work solver gave up (solve-proof-of-work.ts): the challenge was out of reach or
 * took longer than allowed. The auth API client turns it into its 429 with the server's wait.
 *
 * @example
 * throw new ProofOfWorkGaveUpError({ reason: 'difficulty', difficulty: 40 }); // 'A proof of work of 40 bits is out of reach'
 * throw new ProofOfWorkGaveUpError({ reason: 'timeout' }); // 'The proof of work took too long'
 */
export class ProofOfWorkGaveUpError extends BaseError {
  override name = 'ProofOfWorkGaveUpError' as const;
  readonly reason: 'difficulty' | 'timeout';

  constructor(parameters: ProofOfWorkGaveUpErrorParameters) {
    const { reason, cause, details, docsPath, metaMessages } = parameters;
    super(
      reason === 'difficulty'
        ? `A proof of work of ${parameters.difficulty} bits is out of reach`
        : 'The proof of work took too long',
      { cause, details, docsPath, metaMessages },
    );
    this.reason = reason;
  }
}
