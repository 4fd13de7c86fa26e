import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  SiwxErrorCode,
  caip10AccountSchema,
  siwxEmailOtpBodySchema,
  siwxEmailVerifyBodySchema,
  type SiwxEmailOtpAnswer,
  type SiwxEmailVerifyAnswer,
} from '../../src/core/protocol/siwx-api.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import type { ProjectEnv } from '../directory/require-project.js';
import { createMailTransport } from '../mail/send-code-mail.js';
import { sendEmailCaptureMail } from '../mail/send-email-capture-mail.js';
import type { SmtpSettings } from '../mail/smtp-settings.js';
import { readClientIp } from '../routes/read-client-ip.js';
import { createSiwxEmailChallenge, siwxEmailPepper, spendSiwxEmailCode } from './siwx-email-challenge.js';
import { canonicalSiwxAccount, issueSiwxEmailToken } from './siwx-email-token.js';
import { answerRefusal } from './siwx-refusal.js';

/** The account forms authenticate can sign in: an EVM address, or a base58 Solana public key. */
const ACCOUNT_ADDRESS = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
} as const;

const invalid = { status: 400 } as const;

/** A CAIP-10 account authenticate could sign in, in canonical form; undefined otherwise. */
function readAccount(value: unknown): string | undefined {
  if (!v.is(caip10AccountSchema, value)) return undefined;
  const [namespace, , address] = value.split(':') as [string, string, string];
  const pattern = ACCOUNT_ADDRESS[namespace as keyof typeof ACCOUNT_ADDRESS];
  return pattern?.test(address) ? canonicalSiwxAccount(value) : undefined;
}

export interface SiwxEmailHandlersParameters {
  database: Database.Database;
  /** The SIWX secret: signs the email tokens and keys the stored codes' HMAC. */
  secret: Buffer;
  /** Where the code mails go; without it email/otp answers 503 MAIL_UNAVAILABLE. */
  smtp: SmtpSettings | undefined;
  now: () => number;
  /** Runs before a write (siwx-cleanup.ts). */
  cleanup: (now: number) => void;
}

/**
 * The email capture of SIWX (DataCapture, issue 16 part 4), mounted by siwx-routes.ts:
 * - `POST email/otp` `{ email, account }` → `{ uuid }`, a 6-digit code mailed (siwx-email-challenge.ts);
 *   400 INVALID_EMAIL / INVALID_ACCOUNT, 429 RATE_LIMITED, 503 MAIL_UNAVAILABLE;
 * - `POST email/verify` `{ uuid, code }` → `{ emailToken }` (siwx-email-token.ts, 15 minutes);
 *   400 CODE_INVALID (with attemptsLeft) / CODE_EXPIRED, 429 RATE_LIMITED.
 *
 * @example
 * const email = siwxEmailHandlers({ database, secret, smtp, now, cleanup });
 * app.post(SIWX_EMAIL_OTP_PATH, limit, project, cors, email.requestCode);
 */
export function siwxEmailHandlers({ database, secret, smtp, now, cleanup }: SiwxEmailHandlersParameters) {
  const pepper = siwxEmailPepper({ secret });
  const transport = smtp && createMailTransport({ smtp });
  const sendMail =
    smtp && transport
      ? (mail: Parameters<typeof sendEmailCaptureMail>[0]['mail']) =>
          sendEmailCaptureMail({ transport, from: smtp.from, mail })
      : undefined;

  const requestCode = async (c: Context<ProjectEnv>) => {
    const raw = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    const email = normalizeEmail({ value: raw?.email });
    if (!email)
      return answerRefusal({ c, refusal: { ...invalid, code: SiwxErrorCode.invalidEmail, error: 'Invalid email' } });
    const account = readAccount(raw?.account);
    if (!account)
      return answerRefusal({
        c,
        refusal: { ...invalid, code: SiwxErrorCode.invalidAccount, error: 'Invalid account' },
      });
    // Unknown keys are refused like a bad address: the body is strict, as every SIWX body.
    if (!v.is(siwxEmailOtpBodySchema, raw))
      return answerRefusal({
        c,
        refusal: { ...invalid, code: SiwxErrorCode.invalidEmail, error: 'Invalid request body' },
      });
    const { projectId, name } = c.get('project');
    const at = now();
    cleanup(at);
    const result = await createSiwxEmailChallenge({
      database,
      pepper,
      sendMail,
      email,
      account,
      projectId,
      projectName: name,
      ip: readClientIp({ c }),
      now: at,
    });
    if ('status' in result) return answerRefusal({ c, refusal: result });
    return c.json({ uuid: result.uuid } satisfies SiwxEmailOtpAnswer);
  };

  const verifyCode = async (c: Context<ProjectEnv>) => {
    const body = v.safeParse(siwxEmailVerifyBodySchema, await c.req.json().catch(() => undefined));
    if (!body.success)
      return answerRefusal({ c, refusal: { status: 400, code: SiwxErrorCode.codeInvalid, error: 'Invalid code' } });
    const { projectId } = c.get('project');
    const at = now();
    const result = spendSiwxEmailCode({
      database,
      pepper,
      ...body.output,
      projectId,
      ip: readClientIp({ c }),
      now: at,
    });
    if ('status' in result) return answerRefusal({ c, refusal: result });
    const emailToken = await issueSiwxEmailToken({ secret, ...result, projectId, now: at });
    return c.json({ emailToken } satisfies SiwxEmailVerifyAnswer);
  };

  return { requestCode, verifyCode };
}
