import { clientIpSlot } from '../proof-of-work/client-ip-slot.js';
import type { AuthContext } from './auth-context.js';
import { AuthErrorCode, tooManyRequests } from './auth-error.js';
import {
  DAY_WINDOW_MS,
  EMAIL_CODES_PER_DAY,
  EMAIL_STARTS_PER_HOUR,
  IP_STARTS_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
} from './auth-limits.js';
import { takeRateSlots, type RateSlot } from './take-rate-slots.js';

/** The newest code of a kind: when it was made, and whether it was used. */
export type NewestCode = { created_at: number; consumed_at: number | null } | undefined;

export interface CodeSendGuardParameters {
  context: AuthContext;
  /** Where the code goes (normalized): it counts against that address's hourly and daily caps. */
  destination: string;
  /** The newest code the cooldown looks at (login codes of an email, change codes of a user); none: no cooldown. */
  newestCode?: () => NewestCode;
  /** The client's address, for the per-IP cap; none: no per-IP slot (a device code or an email change's second code, mailed after a code was spent). */
  ip?: string;
}

/**
 * The `guard` of createCodeChallenge for any mailed code (SPEC §9 "Email login cooldown 30 s",
 * auth-limits.ts): 429 RESEND_COOLDOWN while the newest code is unused and under 30 s old (a used
 * one holds nothing back: the next code is a new sign-in or step, not a resend); 429 RATE_LIMITED
 * past 5 codes an hour or 20 a day to the address (whatever the code is for: the caps protect an
 * inbox, and no proof of work lifts them); past 20 an hour from the IP, 429 PROOF_OF_WORK_REQUIRED
 * unless the request carries a solved challenge (take-rate-slots.ts).
 *
 * @example
 * await createCodeChallenge({ …, guard: codeSendGuard({ context, newestCode, destination: email, ip }) });
 * await createCodeChallenge({ …, purpose: 'device', guard: codeSendGuard({ context, destination: email }) });
 */
export function codeSendGuard({
  context,
  newestCode,
  destination,
  ip,
}: CodeSendGuardParameters): (now: number) => void {
  return (now) => {
    const last = newestCode?.();
    const lastSentAt = last && last.consumed_at === null ? last.created_at : null;
    if (lastSentAt !== null && now - lastSentAt < OTP_RESEND_COOLDOWN_MS) {
      throw tooManyRequests({
        code: AuthErrorCode.resendCooldown,
        retryAfterMs: lastSentAt + OTP_RESEND_COOLDOWN_MS - now,
      });
    }
    const slots: RateSlot[] = [
      { bucket: `start:email:${destination}`, limit: EMAIL_STARTS_PER_HOUR },
      { bucket: `mail:email:${destination}`, limit: EMAIL_CODES_PER_DAY, windowMs: DAY_WINDOW_MS },
    ];
    if (ip !== undefined) slots.push(clientIpSlot({ context, scope: 'start', ip, limit: IP_STARTS_PER_HOUR }));
    const retryAfterMs = takeRateSlots({ database: context.database, now, slots });
    if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
  };
}
