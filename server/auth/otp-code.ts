import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * A new 6-digit code: `randomInt` draws uniformly from 0…999999 (no modulo bias), zero-padded.
 *
 * @example
 * createOtpCode(); // '048213'
 */
export function createOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export interface OtpMacParameters {
  pepper: Buffer;
  challengeId: string;
  purpose: string;
  email: string;
  code: string;
}

/**
 * What the database keeps of a code: HMAC-SHA256 keyed by the pepper (kept outside the
 * database) over the challenge, purpose, email and code. A plain hash of a 6-digit code would be
 * reversed in milliseconds; without the pepper this cannot be, and binding the challenge id
 * means a code only works for the request that asked for it.
 *
 * @example
 * const codeMac = otpMac({ pepper, challengeId, purpose: 'login', email, code });
 */
export function otpMac({ pepper, challengeId, purpose, email, code }: OtpMacParameters): Buffer {
  return createHmac('sha256', pepper).update(`v1|${challengeId}|${purpose}|${email}|${code}`).digest();
}

/**
 * Constant-time comparison of a stored MAC (hex) with a fresh one. Runs timingSafeEqual even
 * when the stored value is missing or malformed, so every path costs the same.
 *
 * @example
 * otpMacMatches({ storedHex: row.code_mac, candidate: otpMac({ pepper, challengeId, purpose, email, code }) });
 */
export function otpMacMatches({ storedHex, candidate }: { storedHex: string | undefined; candidate: Buffer }): boolean {
  const stored =
    storedHex && /^[0-9a-f]{64}$/.test(storedHex) ? Buffer.from(storedHex, 'hex') : Buffer.alloc(candidate.length);
  const equal = timingSafeEqual(stored, candidate);
  return equal && storedHex !== undefined;
}
