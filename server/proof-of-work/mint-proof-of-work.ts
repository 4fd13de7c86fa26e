import { createHmac, randomBytes } from 'node:crypto';
import type { ProofOfWorkChallenge } from '../../src/core/protocol/proof-of-work-challenge.js';
import { PROOF_OF_WORK_DIFFICULTY_BITS, PROOF_OF_WORK_TTL_MS } from './proof-of-work-limits.js';

/** What a client must solve (`v1.<difficulty>.<expiresAtMs>.<nonce>.<mac>`, …): the wire contract's shape. */
export type { ProofOfWorkChallenge };

export interface MintProofOfWorkParameters {
  /** proof-of-work-key.ts */
  key: Buffer;
  /** The client address the challenge is for (read-client-ip.ts); a solution counts only from it. */
  ip: string;
  now: number;
  difficulty?: number;
}

/**
 * A new challenge, bound to the client's address, its difficulty and its expiry by an HMAC over
 * all of them (the address itself is not in the text). Nothing is stored: the server recognises
 * its own challenges by the MAC, and remembers only the ones already redeemed.
 *
 * @example
 * const { challenge, difficulty } = mintProofOfWork({ key, ip: '203.0.113.7', now: Date.now() });
 */
export function mintProofOfWork({
  key,
  ip,
  now,
  difficulty = PROOF_OF_WORK_DIFFICULTY_BITS,
}: MintProofOfWorkParameters): ProofOfWorkChallenge {
  const expiresAt = now + PROOF_OF_WORK_TTL_MS;
  const nonce = randomBytes(16).toString('base64url');
  const body = `v1.${difficulty}.${expiresAt}.${nonce}`;
  return {
    challenge: `${body}.${proofOfWorkMac({ key, ip, body })}`,
    difficulty,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/**
 * The MAC of a challenge's body for one client address (mint and check share it).
 *
 * @example
 * proofOfWorkMac({ key, ip, body: 'v1.16.1893456000000.AAAA' });
 */
export function proofOfWorkMac({ key, ip, body }: { key: Buffer; ip: string; body: string }): string {
  return createHmac('sha256', key).update(`${ip}\n${body}`).digest('base64url');
}
