import type { AuthContext } from './auth-context.js';
import { codeSendGuard, type NewestCode } from './code-send-guard.js';

export interface EmailChangeGuardParameters {
  context: AuthContext;
  /** The user changing their email: the cooldown counts their change codes. */
  userId: string;
  /** Where the code goes (normalized): it counts against that address's hourly cap. */
  destination: string;
  /** The client's address, for the per-IP cap; none at the second step (the change's start took the slot). */
  ip?: string;
}

/**
 * The `guard` of createCodeChallenge for an email-change code: the login codes' limits (SPEC §9
 * "Email login cooldown 30 s", auth-limits.ts). 429 RESEND_COOLDOWN when this user's newest
 * change code is unused and under 30 s old (a used one, like the first step's code right before
 * the second code goes out, holds nothing back); 429 RATE_LIMITED past 5 codes an hour to the
 * address (login codes included: the cap protects an inbox, whatever the code is for); past 20 an
 * hour from the IP, 429 PROOF_OF_WORK_REQUIRED, for the start only (`ip` given).
 *
 * @example
 * await createCodeChallenge({ …, guard: emailChangeGuard({ context, userId, destination: email, ip }) });
 * await createCodeChallenge({ …, purpose: 'change-secondary', guard: emailChangeGuard({ context, userId, destination: newEmail }) });
 */
export function emailChangeGuard({
  context,
  userId,
  destination,
  ip,
}: EmailChangeGuardParameters): (now: number) => void {
  const newest = context.database.prepare(
    'SELECT created_at, consumed_at FROM auth_otp_challenges WHERE user_id = ? ORDER BY created_at DESC LIMIT 1',
  );
  return codeSendGuard({ context, destination, ip, newestCode: () => newest.get(userId) as NewestCode });
}
