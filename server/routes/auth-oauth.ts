import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import {
  oauthCompleteBodySchema,
  oauthStartBodySchema,
  type OauthStartAnswer,
} from '../../src/core/protocol/auth-oauth.js';
import type { ConnectedResult } from '../../src/core/protocol/sign-in-result.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { canonicalDevicePublicKey } from '../auth/device-key.js';
import { describeDevice, deviceSite } from '../auth/describe-device.js';
import { resolveProject } from '../directory/require-project.js';
import { completeOAuthLogin } from '../oauth/complete-oauth-login.js';
import { createOAuthClients } from '../oauth/create-oauth-clients.js';
import { finishOAuthCallback } from '../oauth/finish-oauth-callback.js';
import { OAUTH_CALLBACK_SCRIPT } from '../oauth/oauth-callback-script.js';
import type { OAuthOptions } from '../oauth/oauth-options.js';
import { OAUTH_CALLBACK_HEADERS, renderOAuthCallbackPage } from '../oauth/render-oauth-callback-page.js';
import { startOAuthLogin } from '../oauth/start-oauth-login.js';
import { readAuthBody } from './read-auth-body.js';
import { readClientIp } from './read-client-ip.js';
import { answerAuthError } from './answer-auth-error.js';

export interface AuthOAuthRoutesParameters {
  database: Database.Database;
  context: AuthContext;
  /** AuthOptions.oauth; without it every provider answers PROVIDER_NOT_CONFIGURED. */
  oauth: OAuthOptions | undefined;
}

/**
 * The frame's social login (server/auth/README.md "Social login"; server/oauth/):
 * - `POST /auth/v1/oauth/start` `{ provider, projectId, deviceId, devicePublicKey, attemptSecretHash }` → `{ attemptId, authorizationUrl }`;
 *   400 PROVIDER_NOT_CONFIGURED, INVALID_DEVICE_KEY, INVALID_BODY; 401 INVALID_PROJECT_ID; 429 RATE_LIMITED; 503 PROVIDER_UNAVAILABLE
 * - `GET /auth/v1/oauth/callback?code&state&iss` (or `?error&state`) → an HTML page, 200 when the
 *   attempt is done, 400 when it failed; `#oauth-result[data-attempt-id][data-status]`
 * - `GET /auth/v1/oauth/callback.js` → the page's script (posts `{ type: 'w3m-oauth-result', attemptId, status, callbackToken? }`
 *   to the opener's frames of this origin, and waits for the frame's acknowledgement)
 * - `POST /auth/v1/oauth/complete` `{ attemptId, attemptSecret, callbackToken, deviceId, deviceSite? }` →
 *   `{ action: 'CONNECT', isNewUser, user: { id, email, userName, provider }, session, device }`;
 *   409 OAUTH_PENDING, 400 OAUTH_FAILED, 400 OAUTH_ATTEMPT_INVALID
 *
 * @example
 * app.route('/', authOAuthRoutes({ database, context, oauth: auth.oauth }));
 */
export function authOAuthRoutes({ database, context, oauth }: AuthOAuthRoutesParameters): Hono {
  const clients = createOAuthClients({ oauth });
  const app = new Hono();

  app.post('/auth/v1/oauth/start', async (c) => {
    const body = await readAuthBody({ c, schema: oauthStartBodySchema });
    const project = resolveProject({ c, database, projectId: body.projectId });
    if (project instanceof Response) return project;
    const devicePublicKey = canonicalDevicePublicKey({ value: body.devicePublicKey });
    if (!devicePublicKey)
      throw new AuthError({ status: 400, code: AuthErrorCode.invalidDeviceKey, message: 'Invalid device key' });
    const { provider, projectId, deviceId, attemptSecretHash } = body;
    return c.json(
      (await startOAuthLogin({
        context,
        clients,
        provider,
        projectId,
        deviceId,
        devicePublicKey,
        attemptSecretHash,
        ip: readClientIp({ c }),
      })) satisfies OauthStartAnswer,
    );
  });

  app.get('/auth/v1/oauth/callback', async (c) => {
    const outcome = await finishOAuthCallback({ context, clients, query: new URL(c.req.url).searchParams });
    return c.html(renderOAuthCallbackPage({ outcome }), outcome.httpStatus, OAUTH_CALLBACK_HEADERS);
  });

  app.get('/auth/v1/oauth/callback.js', (c) =>
    c.body(OAUTH_CALLBACK_SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    }),
  );

  app.post('/auth/v1/oauth/complete', async (c) => {
    const {
      attemptId,
      attemptSecret,
      callbackToken,
      deviceId,
      deviceSite: site,
    } = await readAuthBody({ c, schema: oauthCompleteBodySchema });
    const device = {
      name: describeDevice({ userAgent: c.req.header('user-agent') }),
      site: deviceSite({ value: site }),
    };
    return c.json(
      (await completeOAuthLogin({
        context,
        attemptId,
        attemptSecret,
        callbackToken,
        deviceId,
        device,
      })) satisfies ConnectedResult,
    );
  });

  app.onError((error, c) => {
    // The popup shows a page, not JSON, when its callback fails unexpectedly.
    if (!(error instanceof AuthError) && c.req.path === '/auth/v1/oauth/callback') {
      console.error('[server]', error);
      const outcome = {
        httpStatus: 400,
        status: 'failed',
        message: 'The sign-in failed. Start again from the app.',
      } as const;
      return c.html(renderOAuthCallbackPage({ outcome }), 500, OAUTH_CALLBACK_HEADERS);
    }
    return answerAuthError(error, c);
  });
  return app;
}
