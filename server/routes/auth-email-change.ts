import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  emailChangeStartBodySchema,
  type EmailChangeStep,
  type EmailChanged,
} from '../../src/core/protocol/auth-email-change.js';
import { challengeCodeBodySchema } from '../../src/core/protocol/code-challenge.js';
import { readProvenSession } from './read-auth-session.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { readAccountAddress } from '../auth/account-address.js';
import { notifyAccount } from '../auth/notify-account.js';
import { startEmailChange } from '../auth/start-email-change.js';
import { verifyEmailChangePrimary } from '../auth/verify-email-change-primary.js';
import { verifyEmailChangeSecondary } from '../auth/verify-email-change-secondary.js';
import { invalidAuthBody, readAuthBody } from './read-auth-body.js';
import { readClientIp } from './read-client-ip.js';
import { answerAuthError } from './answer-auth-error.js';

/** The bodies are an address or a code and a challenge id; anything over 1 KiB is refused unread. */
const MAX_EMAIL_CHANGE_BODY_BYTES = 1024;
const PATHS = '/auth/v1/email/change/*';

/**
 * Changing the signed-in user's email (server/auth/README.md "Email change"). Every route needs
 * `Authorization: Bearer <accessToken>` (401 UNAUTHORIZED) and a `Device-Proof` of the session's
 * device (403 DEVICE_PROOF_INVALID): the login email decides who can sign in and recover the
 * wallet, so a stolen access token alone must not be able to change it.
 * - `POST /auth/v1/email/change/start` `{ newEmail }` → `{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP', challengeId, expiresAt }`;
 *   400 INVALID_EMAIL, 400 EMAIL_UNCHANGED, 429 RESEND_COOLDOWN / RATE_LIMITED, 503 MAIL_UNAVAILABLE
 * - `POST /auth/v1/email/change/verify-primary` `{ challengeId, otp }` → `{ action: 'VERIFY_SECONDARY_OTP', challengeId, expiresAt }`
 * - `POST /auth/v1/email/change/verify-secondary` `{ challengeId, otp }` → `{ newEmail }`; 409 EMAIL_UNAVAILABLE
 * Wrong codes: 400 INVALID_CODE (`attemptsLeft`), CODE_LOCKED, CODE_EXPIRED, as for login codes.
 *
 * @example
 * app.route('/', authEmailChangeRoutes({ context }));
 */
export function authEmailChangeRoutes({ context }: { context: AuthContext }): Hono {
  const provenSession = (c: Context) => readProvenSession({ c, context });

  const app = new Hono();
  app.use(PATHS, async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
  });
  app.use(
    PATHS,
    bodyLimit({ maxSize: MAX_EMAIL_CHANGE_BODY_BYTES, onError: (c) => c.json(invalidAuthBody().toBody(), 413) }),
  );

  app.post('/auth/v1/email/change/start', async (c) => {
    const session = provenSession(c);
    const body = await readAuthBody({ c, schema: emailChangeStartBodySchema });
    const newEmail = normalizeEmail({ value: body.newEmail });
    if (!newEmail)
      throw new AuthError({ status: 400, code: AuthErrorCode.invalidEmail, message: 'Invalid email address' });
    return c.json(
      (await startEmailChange({ context, session, newEmail, ip: readClientIp({ c }) })) satisfies EmailChangeStep,
    );
  });
  app.post('/auth/v1/email/change/verify-primary', async (c) => {
    const session = provenSession(c);
    const { challengeId, otp } = await readAuthBody({ c, schema: challengeCodeBodySchema });
    return c.json(
      (await verifyEmailChangePrimary({
        context,
        session,
        challengeId,
        otp,
        ip: readClientIp({ c }),
      })) satisfies EmailChangeStep,
    );
  });
  app.post('/auth/v1/email/change/verify-secondary', async (c) => {
    const session = provenSession(c);
    const { challengeId, otp } = await readAuthBody({ c, schema: challengeCodeBodySchema });
    const { userId, deviceId, projectId } = session;
    // The address that loses the account hears of it (or, for a social-only user, the provider's verified one).
    const previous = readAccountAddress({ database: context.database, userId })?.email;
    const changed = verifyEmailChangeSecondary({ context, session, challengeId, otp, ip: readClientIp({ c }) });
    if (previous)
      await notifyAccount({
        context,
        userId,
        kind: 'email-changed',
        deviceId,
        projectId,
        detail: changed.newEmail,
        to: previous,
      });
    return c.json(changed satisfies EmailChanged);
  });

  app.onError(answerAuthError);
  return app;
}
