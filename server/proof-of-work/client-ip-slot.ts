import type { AuthContext } from '../auth/auth-context.js';
import type { RateSlot } from '../auth/take-rate-slots.js';
import { proofOfWorkKey } from './proof-of-work-key.js';

export interface ClientIpSlotParameters {
  context: AuthContext;
  /** What is counted: `start` (code mails), `verify` (code checks), `oauth-start`. */
  scope: string;
  /** read-client-ip.ts */
  ip: string;
  /** Per hour. */
  limit: number;
}

/**
 * A per-IP cap as a SOFT rate slot: past it, a request is let through with a proof of work
 * instead of being refused (take-rate-slots.ts). Behind a proxy or a carrier NAT many people share
 * an address, so the cap must not lock all of them out; per-address caps stay hard.
 *
 * @example
 * takeRateSlots({ database, now, slots: [clientIpSlot({ context, scope: 'verify', ip, limit: 100 })] });
 */
export function clientIpSlot({ context, scope, ip, limit }: ClientIpSlotParameters): RateSlot {
  return { bucket: `${scope}:ip:${ip}`, limit, soft: { ip, key: proofOfWorkKey({ pepper: context.pepper }) } };
}
