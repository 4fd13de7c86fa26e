import { createHmac } from 'node:crypto';

/**
 * The HMAC key of proof-of-work challenges, derived from the OTP pepper (a secret kept outside the
 * database) with its own label, so no new secret has to be configured and the pepper itself never
 * signs anything but codes.
 *
 * @example
 * const key = proofOfWorkKey({ pepper: context.pepper });
 */
export function proofOfWorkKey({ pepper }: { pepper: Buffer }): Buffer {
  return createHmac('sha256', pepper).update('appkit proof-of-work challenge v1').digest();
}
