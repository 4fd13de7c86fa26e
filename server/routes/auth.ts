import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  emailCodeBodySchema,
  emailStartBodySchema,
  type EmailStartAnswer,
} from '../../src/core/protocol/auth-email-login.js';
import {
  refreshSessionBodySchema,
  revokeSessionBodySchema,
  type MeAnswer,
  type RefreshSessionAnswer,
  type RevokeSessionAnswer,
} from '../../src/core/protocol/auth-session.js';
import type { SignInResult } from '../../src/core/protocol/sign-in-result.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { authenticateAccessToken } from '../auth/authenticate-access-token.js';
import { canonicalDevicePublicKey } from '../auth/device-key.js';
import { describeDevice, deviceSite } from '../auth/describe-device.js';
import { notifyAccount } from '../auth/notify-account.js';
import { normalizeEmail } from '../auth/normalize-email.js';
import { refreshSession } from '../auth/refresh-session.js';
import { revokeSession } from '../auth/revoke-session.js';
import { startEmailLogin } from '../auth/start-email-login.js';
import { verifyDeviceCode } from '../auth/verify-device-code.js';
import { verifyEmailLogin } from '../auth/verify-email-login.js';
import { resolveProject } from '../directory/require-project.js';
import { answerAuthError } from './answer-auth-error.js';
import { readClientIp } from './read-client-ip.js';

/** Auth bodies are a few hundred bytes; anything bigger is refused unread. */
const MAX_AUTH_BODY_BYTES = 8 * 1024;

const invalidBody = () =>
  new AuthError({ status: 400, code: AuthErrorCode.invalidBody, message: 'Invalid request body' });

async function readBody<Schema extends v.GenericSchema>(c: Context, schema: Schema): Promise<v.InferOutput<Schema>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw invalidBody();
  }
  const result = v.safeParse(schema, json);
  if (!result.success) throw invalidBody();
  return result.output;
}

function readEmail(value: string): string {
  const email = normalizeEmail({ value });
  if (!email) throw new AuthError({ status: 400, code: AuthErrorCode.invalidEmail, message: 'Invalid email address' });
  return email;
}

/**
 * The frame's email-code login and sessions (server/auth/; codes in server/auth/auth-error.ts):
 * - `POST /auth/v1/email/start` `{email, projectId, deviceId, devicePublicKey}` → `{challengeId, expiresAt, resendAfterSeconds}`
 * - `POST /auth/v1/email/verify` `{challengeId, email, otp, deviceId, projectId}` →
 *   `{action: 'CONNECT', isNewUser, user: {id, email}, session}` or `{action: 'VERIFY_DEVICE', challengeId, expiresAt}`
 * - `POST /auth/v1/device/verify` (same body, the device code) → `{action: 'CONNECT', …}`
 * - `POST /auth/v1/session/refresh` `{refreshToken}` → `{session}`; `POST /auth/v1/session/revoke` → `{revoked}`
 * - `GET /auth/v1/me` with `Authorization: Bearer <accessToken>` → `{user: {id, email, createdAt}, session: {deviceId, projectId, expiresAt}}`
 * `session` is `{accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt}`. Errors are
 * `{error, code, retryAfterSeconds?, attemptsLeft?}`; a 429 also sets `Retry-After`.
 *
 * @example
 * app.route('/', authRoutes({ database, context }));
 */
export function authRoutes({ database, context }: { database: Database.Database; context: AuthContext }): Hono {
  const project = (c: Context, projectId: string) => {
    const result = resolveProject({ c, database, projectId });
    if (result instanceof Response) return { response: result };
    return { name: result.name };
  };
  const app = new Hono();
  // Answers carry tokens: never cached, never sniffed.
  app.use('/auth/*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
  });
  app.use('/auth/*', bodyLimit({ maxSize: MAX_AUTH_BODY_BYTES, onError: (c) => c.json(invalidBody().toBody(), 413) }));

  app.post('/auth/v1/email/start', async (c) => {
    const body = await readBody(c, emailStartBodySchema);
    const { response, name } = project(c, body.projectId);
    if (response) return response;
    const devicePublicKey = canonicalDevicePublicKey({ value: body.devicePublicKey });
    if (!devicePublicKey)
      throw new AuthError({ status: 400, code: AuthErrorCode.invalidDeviceKey, message: 'Invalid device key' });
    const email = readEmail(body.email);
    const started = await startEmailLogin({
      context,
      email,
      projectId: body.projectId,
      projectName: name!,
      deviceId: body.deviceId,
      devicePublicKey,
      ip: readClientIp({ c }),
    });
    return c.json(started satisfies EmailStartAnswer);
  });

  for (const [path, verify] of [
    ['/auth/v1/email/verify', verifyEmailLogin],
    ['/auth/v1/device/verify', verifyDeviceCode],
  ] as const) {
    app.post(path, async (c) => {
      const body = await readBody(c, emailCodeBodySchema);
      const { response, name } = project(c, body.projectId);
      if (response) return response;
      const { challengeId, otp, deviceId } = body;
      const device = {
        name: describeDevice({ userAgent: c.req.header('user-agent') }),
        site: deviceSite({ value: body.deviceSite }),
      };
      const result = await verify({
        context,
        challengeId,
        email: readEmail(body.email),
        otp,
        deviceId,
        projectName: name!,
        ip: readClientIp({ c }),
        device,
      });
      // A known account's new device, approved by its code: the account hears of it.
      if (path === '/auth/v1/device/verify' && result.action === 'CONNECT')
        await notifyAccount({
          context,
          userId: result.user.id,
          kind: 'device-added',
          deviceId,
          projectId: body.projectId,
        });
      return c.json(result satisfies SignInResult);
    });
  }

  app.post('/auth/v1/session/refresh', async (c) => {
    const { refreshToken } = await readBody(c, refreshSessionBodySchema);
    return c.json({
      session: refreshSession({ database, refreshToken, now: context.now() }),
    } satisfies RefreshSessionAnswer);
  });
  app.post('/auth/v1/session/revoke', async (c) => {
    const hasBody = (c.req.header('content-length') ?? '0') !== '0';
    const { refreshToken } = hasBody ? await readBody(c, revokeSessionBodySchema) : { refreshToken: undefined };
    return c.json({
      revoked: revokeSession({
        database,
        authorization: c.req.header('authorization'),
        refreshToken,
        now: context.now(),
      }),
    } satisfies RevokeSessionAnswer);
  });
  app.get('/auth/v1/me', (c) => {
    const session = authenticateAccessToken({ database, header: c.req.header('authorization'), now: context.now() });
    if (!session) {
      c.header('www-authenticate', 'Bearer');
      throw new AuthError({ status: 401, code: AuthErrorCode.unauthorized, message: 'Unauthorized' });
    }
    const { userId, email, userCreatedAt, deviceId, projectId, expiresAt } = session;
    return c.json({
      user: { id: userId, email, createdAt: userCreatedAt },
      session: { deviceId, projectId, expiresAt },
    } satisfies MeAnswer);
  });

  app.onError(answerAuthError);
  return app;
}
