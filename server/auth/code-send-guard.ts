import type { AuthContext } from './auth-context.js';
import { AuthErrorCode, tooManyRequests } from './auth-error.js';
import { EMAIL_STARTS_PER_HOUR, IP_STARTS_PER_HOUR, OTP_RESEND_COOLDOWN_MS } from './auth-limits.js';
import { takeRateSlots } from './take-rate-slots.js';

/** The newest code of a kind: when it was made, and whether it was used. */
export type NewestCode = { created_at: number; consumed_at: number | null } | undefined;

export interface CodeSendGuardParameters {
  context: AuthContext;
  /** The newest code the cooldown looks at (login codes of an email, change codes of a user). */
  newestCode: () => NewestCode;
  /** Where the code goes (normalized): it counts against that address's hourly cap. */
  destination: string;
  /** The client's address, for the per-IP cap. */
  ip: string;
}

/**
 * The `guard` of createCodeChallenge for any mailed code (SPEC §9 "Email login cooldown 30 s",
 * auth-limits.ts): 429 RESEND_COOLDOWN while the newest code is unused and under 30 s old (a used
 * one holds nothing back: the next code is a new sign-in or step, not a resend); 429 RATE_LIMITED
 * past 5 codes an hour to the address (whatever the code is for: the cap protects an inbox) or
 * 20 an hour from the IP.
 *
 * @example
 * await createCodeChallenge({ …, guard: codeSendGuard({ context, newestCode, destination: email, ip }) });
 */
export function codeSendGuard({ context, newestCode, destination, ip }: CodeSendGuardParameters): (now: number) => void {
  return (now) => {
    const last = newestCode();
    const lastSentAt = last && last.consumed_at === null ? last.created_at : null;
    if (lastSentAt !== null && now - lastSentAt < OTP_RESEND_COOLDOWN_MS) {
      throw tooManyRequests({ code: AuthErrorCode.resendCooldown, retryAfterMs: lastSentAt + OTP_RESEND_COOLDOWN_MS - now });
    }
    const retryAfterMs = takeRateSlots({
      database: context.database,
      now,
      slots: [
        { bucket: `start:email:${destination}`, limit: EMAIL_STARTS_PER_HOUR },
        { bucket: `start:ip:${ip}`, limit: IP_STARTS_PER_HOUR },
      ],
    });
    if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
  };
}
