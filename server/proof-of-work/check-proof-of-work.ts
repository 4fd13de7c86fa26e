import { createHash, timingSafeEqual } from 'node:crypto';
import { countLeadingZeroBits } from './count-leading-zero-bits.js';
import { proofOfWorkMac } from './mint-proof-of-work.js';
import { PROOF_OF_WORK_DIFFICULTY_BITS } from './proof-of-work-limits.js';

export interface CheckProofOfWorkParameters {
  key: Buffer;
  /** The client's address now: it must be the one the challenge was minted for. */
  ip: string;
  now: number;
  /** The `Proof-Of-Work` header: `<challenge>:<solution>`. */
  header: string | undefined;
}

const CHALLENGE = /^v1\.(\d{1,2})\.(\d{13})\.([\w-]{22})\.([\w-]{43})$/;
const SOLUTION = /^[0-9a-z]{1,16}$/;

/**
 * Checks a solved challenge: our MAC for this client address, not expired, at least the current
 * difficulty, and SHA-256 of the whole header value with that many leading zero bits. Returns the
 * challenge's nonce (to remember it as redeemed: redeem-proof-of-work.ts), or undefined for
 * anything else. Says nothing about what failed.
 *
 * @example
 * const nonce = checkProofOfWork({ key, ip, now, header: c.req.header('proof-of-work') });
 */
export function checkProofOfWork({ key, ip, now, header }: CheckProofOfWorkParameters): string | undefined {
  if (!header || header.length > 200) return undefined;
  const split = header.lastIndexOf(':');
  const challenge = header.slice(0, split);
  const solution = header.slice(split + 1);
  const parts = CHALLENGE.exec(challenge);
  if (split < 0 || !parts || !SOLUTION.test(solution)) return undefined;
  const [, difficulty, expiresAt, nonce, mac] = parts as unknown as [string, string, string, string, string];
  if (Number(difficulty) < PROOF_OF_WORK_DIFFICULTY_BITS || Number(expiresAt) <= now) return undefined;
  // Both are 43 base64url characters (the pattern checked the length).
  const expected = Buffer.from(proofOfWorkMac({ key, ip, body: challenge.slice(0, -mac.length - 1) }));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return undefined;
  const digest = createHash('sha256').update(header, 'ascii').digest();
  return countLeadingZeroBits({ bytes: digest }) >= Number(difficulty) ? nonce : undefined;
}
