import { createHmac, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { SiwxErrorCode } from '../../src/core/protocol/siwx-api.js';
import {
  DAY_WINDOW_MS,
  EMAIL_CODES_PER_DAY,
  EMAIL_STARTS_PER_HOUR,
  IP_STARTS_PER_HOUR,
  IP_VERIFIES_PER_HOUR,
  OTP_CODE_TTL_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
} from '../auth/auth-limits.js';
import { createOtpCode, otpMac, otpMacMatches } from '../auth/otp-code.js';
import { takeRateSlots } from '../auth/take-rate-slots.js';
import type { EmailCaptureMail } from '../mail/send-email-capture-mail.js';
import { rateLimited, type SiwxHttpRefusal } from './siwx-refusal.js';

// The OTP rules of the frame's email login (docs/SECURITY.md §4, auth-limits.ts) applied to the
// SIWX email capture: 6 digits, 10 minutes, single use, 5 tries, 30 s cooldown, hourly and daily
// caps per address (the daily one shared with every other code mail: it protects the inbox),
// hourly caps per IP, only an HMAC stored, constant-time compare, the code never logged.

/** The MAC purpose: a code of the frame's login can never verify here, nor the reverse. */
const PURPOSE = 'siwx-email';

/**
 * The HMAC key of stored codes, derived from the SIWX secret (kept outside the database, like the
 * auth pepper), so the SIWX routes need no second secret.
 *
 * @example
 * const pepper = siwxEmailPepper({ secret });
 */
export function siwxEmailPepper({ secret }: { secret: Buffer }): Buffer {
  return createHmac('sha256', secret).update('siwx-email-otp-pepper-v1').digest();
}

export interface CreateSiwxEmailChallengeParameters {
  database: Database.Database;
  pepper: Buffer;
  /** Hands the mail to SMTP; rejects when it could not. Undefined: no mailer configured (503). */
  sendMail: ((mail: EmailCaptureMail) => Promise<void>) | undefined;
  /** Normalized (auth/normalize-email.ts). */
  email: string;
  /** CAIP-10, canonical (siwx-email-token.ts). */
  account: string;
  projectId: string;
  projectName: string;
  ip: string;
  now: number;
}

/**
 * Makes a code, stores only its HMAC, mails it and answers the challenge's uuid. The newest code
 * of a project and address replaces older ones. Refuses with 429 RATE_LIMITED (30 s cooldown per
 * address, 5 an hour and 20 a day per address, 20 an hour per IP) or 503 MAIL_UNAVAILABLE (the
 * challenge is deleted again, so no cooldown holds the user back).
 *
 * @example
 * const result = await createSiwxEmailChallenge({ database, pepper, sendMail, email, account, projectId, projectName, ip, now });
 */
export async function createSiwxEmailChallenge({
  database,
  pepper,
  sendMail,
  email,
  account,
  projectId,
  projectName,
  ip,
  now,
}: CreateSiwxEmailChallengeParameters): Promise<{ uuid: string } | SiwxHttpRefusal> {
  if (!sendMail) return mailUnavailable();
  const uuid = randomBytes(16).toString('base64url');
  const code = createOtpCode();
  const codeMac = otpMac({ pepper, challengeId: uuid, purpose: PURPOSE, email, code }).toString('hex');
  const newest = database.prepare(
    'SELECT created_at FROM siwx_email_challenges WHERE email = ? AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1',
  );
  const refusal = database
    .transaction((): SiwxHttpRefusal | undefined => {
      const lastSentAt = newest.pluck().get(email) as number | undefined;
      if (lastSentAt !== undefined && now - lastSentAt < OTP_RESEND_COOLDOWN_MS)
        return rateLimited({ retryAfterMs: lastSentAt + OTP_RESEND_COOLDOWN_MS - now });
      const retryAfterMs = takeRateSlots({
        database,
        now,
        slots: [
          { bucket: `siwx-otp:email:${email}`, limit: EMAIL_STARTS_PER_HOUR },
          { bucket: `mail:email:${email}`, limit: EMAIL_CODES_PER_DAY, windowMs: DAY_WINDOW_MS },
          { bucket: `siwx-otp:ip:${ip}`, limit: IP_STARTS_PER_HOUR },
        ],
      });
      if (retryAfterMs !== undefined) return rateLimited({ retryAfterMs });
      database
        .prepare(
          'UPDATE siwx_email_challenges SET consumed_at = ? WHERE project_id = ? AND email = ? AND consumed_at IS NULL',
        )
        .run(now, projectId, email);
      database
        .prepare(
          `INSERT INTO siwx_email_challenges (id, project_id, email, account, code_mac, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(uuid, projectId, email, account, codeMac, now, now + OTP_CODE_TTL_MS);
      return undefined;
    })
    .immediate();
  if (refusal) return refusal;
  try {
    await sendMail({ to: email, code, projectName, account, expiresInMinutes: Math.round(OTP_CODE_TTL_MS / 60_000) });
  } catch (error) {
    database.prepare('DELETE FROM siwx_email_challenges WHERE id = ?').run(uuid);
    // The mailer's error names the SMTP problem (refused, timeout), never the mail's text.
    const reason = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}` : 'unknown';
    console.error(`[siwx] the email capture code mail could not be sent (${reason})`);
    return mailUnavailable();
  }
  return { uuid };
}

export interface SpendSiwxEmailCodeParameters {
  database: Database.Database;
  pepper: Buffer;
  uuid: string;
  code: string;
  projectId: string;
  ip: string;
  now: number;
}

type Outcome =
  { kind: 'right'; email: string; account: string } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'gone' };

interface ChallengeRow {
  email: string;
  account: string;
  code_mac: string;
  attempts: number;
}

/**
 * Checks a code against its challenge in this project: one try is counted first, atomically
 * (`attempts < 5` in the UPDATE, so parallel guesses cannot exceed it), then the MAC is compared
 * in constant time; a right code is consumed at once. Answers the proven email and account, or
 * 400 CODE_INVALID (with `attemptsLeft`; the 5th wrong code spends the uuid), 400 CODE_EXPIRED
 * (unknown, expired, used, replaced or spent), 429 RATE_LIMITED past 100 checks an hour per IP.
 *
 * @example
 * const result = spendSiwxEmailCode({ database, pepper, uuid, code, projectId, ip, now });
 */
export function spendSiwxEmailCode({
  database,
  pepper,
  uuid,
  code,
  projectId,
  ip,
  now,
}: SpendSiwxEmailCodeParameters): { email: string; account: string } | SiwxHttpRefusal {
  const retryAfterMs = takeRateSlots({
    database,
    now,
    slots: [{ bucket: `siwx-verify:ip:${ip}`, limit: IP_VERIFIES_PER_HOUR }],
  });
  if (retryAfterMs !== undefined) return rateLimited({ retryAfterMs });
  const outcome = database
    .transaction((): Outcome => {
      const row = database
        .prepare(
          `UPDATE siwx_email_challenges SET attempts = attempts + 1
           WHERE id = ? AND project_id = ? AND consumed_at IS NULL AND expires_at > ? AND attempts < ?
           RETURNING email, account, code_mac, attempts`,
        )
        .get(uuid, projectId, now, OTP_MAX_ATTEMPTS) as ChallengeRow | undefined;
      // The MAC is computed on every path, so a missing challenge answers as fast as a wrong code.
      const candidate = otpMac({ pepper, challengeId: uuid, purpose: PURPOSE, email: row?.email ?? '', code });
      const right = otpMacMatches({ storedHex: row?.code_mac, candidate });
      if (row && right) {
        database.prepare('UPDATE siwx_email_challenges SET consumed_at = ? WHERE id = ?').run(now, uuid);
        return { kind: 'right', email: row.email, account: row.account };
      }
      return row ? { kind: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts } : { kind: 'gone' };
    })
    .immediate();
  if (outcome.kind === 'right') return { email: outcome.email, account: outcome.account };
  if (outcome.kind === 'wrong')
    return { status: 400, code: SiwxErrorCode.codeInvalid, error: 'Invalid code', attemptsLeft: outcome.attemptsLeft };
  return { status: 400, code: SiwxErrorCode.codeExpired, error: 'The code has expired, request a new code' };
}

function mailUnavailable(): SiwxHttpRefusal {
  return { status: 503, code: SiwxErrorCode.mailUnavailable, error: 'The code could not be sent, please try again' };
}
