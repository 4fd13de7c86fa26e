import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import {
  SIWX_API_BASE,
  SIWX_AUTHENTICATE_PATH,
  SIWX_EMAIL_OTP_PATH,
  SIWX_EMAIL_VERIFY_PATH,
  SIWX_ME_PATH,
  SIWX_NONCE_HEADER,
  SIWX_NONCE_PATH,
  SIWX_SIGN_OUT_PATH,
  SiwxErrorCode,
  siwxAuthenticateBodySchema,
  type SiwxMeAnswer,
} from '../../src/core/protocol/siwx-api.js';
import { createChainClients } from '../data-api/create-chain-clients.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import type { SmtpSettings } from '../mail/smtp-settings.js';
import type { ServerChain } from '../server-chain.js';
import { checkSiwxMessage, type SiwxRefusal } from './check-siwx-message.js';
import { createSiwxCleanup } from './siwx-cleanup.js';
import { siwxEmailHandlers } from './siwx-email-routes.js';
import { readSiwxEmailToken } from './siwx-email-token.js';
import { issueSiwxNonce, readSiwxNonceToken } from './siwx-nonce-token.js';
import { DEFAULT_SIWX_RATE_LIMITS, siwxRateLimiters, type SiwxRateLimits } from './siwx-rate-limits.js';
import { createSiwxSession, findSiwxSession, isSiwxNonceUsed, revokeSiwxSession } from './siwx-store.js';
import { verifyEvmSignIn, verifySolanaSignIn } from './verify-siwx-signature.js';

/** What the server needs to serve SIWX (CreateServerAppParameters.siwx). */
export interface SiwxOptions {
  /** HS256 key of the nonce tokens: loadSiwxSecret() (APPKIT_SIWX_SECRET or `{dataDir}/secrets/siwx-nonce-key`). */
  secret: Buffer;
  /** Clock in ms; tests move it. Defaults to Date.now. */
  now?: () => number;
  /** Where email-capture codes are mailed (the auth API's SMTP settings); without it email/otp answers 503. */
  smtp?: SmtpSettings;
  /** Calls per minute of nonce and authenticate (siwx-rate-limits.ts defaults). */
  limits?: Partial<SiwxRateLimits>;
}

export interface SiwxRoutesParameters extends SiwxOptions {
  database: Database.Database;
  /** EVM sign-ins are accepted on these chains only, and verified through their RPC. */
  chains: readonly ServerChain[];
}

/** A message and its signature are a few KB at most. */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * Sign in with the wallet (issue 16 part 3; shapes in src/core/protocol/siwx-api.ts), under
 * `/siwx/v1/` with `?projectId=`:
 * - `GET nonce` → `{ nonce, token }`: a 5-minute HS256 token binding a fresh nonce to the project;
 * - `POST authenticate` (header `x-nonce-jwt: Bearer <token>`) → `{ token }`: checks the message
 *   (check-siwx-message.ts), the chain (eip155: one of `chains`; any solana cluster) and the
 *   signature (verify-siwx-signature.ts), uses the nonce once and stores a session; refusals are
 *   400 `{ error, code }` with a SiwxErrorCode;
 * - `GET me` / `POST sign-out` with `authorization: Bearer <session token>`; 401 without a live session;
 * - `POST email/otp` and `POST email/verify`: the email capture (siwx-email-routes.ts), whose
 *   `emailToken` authenticate checks (same project, same account) and stores on the session.
 * nonce and authenticate are rate-limited per IP and per project (429 with `Retry-After`,
 * siwx-rate-limits.ts); expired sessions, used nonces and challenges are deleted on writes (siwx-cleanup.ts).
 * A browser's Origin must be one of the project's allowed origins (403 otherwise, preflights too),
 * and only those get CORS headers; an unknown project is 401, a missing id 400 (require-project.ts).
 *
 * @example
 * app.route('/', siwxRoutes({ database, chains, secret }));
 */
export function siwxRoutes({
  database,
  chains,
  secret,
  now = Date.now,
  smtp,
  limits,
}: SiwxRoutesParameters): Hono<ProjectEnv> {
  const chainClients = createChainClients({ chains });
  const cleanup = createSiwxCleanup({ database });
  const rateLimit = siwxRateLimiters({ limits: { ...DEFAULT_SIWX_RATE_LIMITS, ...limits }, now });
  const email = siwxEmailHandlers({ database, secret, smtp, now, cleanup });
  const project = requireProject({ database, checkOrigin: true });
  const preflightProject = requireProject({ database, checkOrigin: true, refuse: ({ c }) => c.body(null, 403) });
  // requireProject has admitted the Origin: it may read the answer.
  const cors = createMiddleware<ProjectEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      c.header('access-control-allow-origin', origin);
      c.header('vary', 'Origin');
      c.header('access-control-expose-headers', 'retry-after');
    }
    await next();
  });
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => refuse({ c, refusal: { code: SiwxErrorCode.invalidMessage, error: 'Request too large' } }),
  });
  const preflight = (c: Context) => {
    c.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    c.header('access-control-allow-headers', `content-type, authorization, ${SIWX_NONCE_HEADER}`);
    c.header('access-control-max-age', '600');
    return c.body(null, 204);
  };

  const authenticate = async (c: Context<ProjectEnv>) => {
    const { projectId, allowedOrigins } = c.get('project');
    const body = v.safeParse(siwxAuthenticateBodySchema, await c.req.json().catch(() => undefined));
    if (!body.success)
      return refuse({ c, refusal: { code: SiwxErrorCode.invalidMessage, error: 'Invalid request body' } });
    const { data, message, signature, walletInfo, emailToken } = body.output;
    const at = now();
    const nonceToken = await readSiwxNonceToken({
      secret,
      token: readBearer(c.req.header(SIWX_NONCE_HEADER)),
      projectId,
      now: at,
    });
    const messageRefusal = checkSiwxMessage({
      data,
      message,
      nonce: nonceToken?.nonce,
      origin: c.req.header('origin'),
      allowedOrigins,
      now: at,
    });
    if (messageRefusal) return refuse({ c, refusal: messageRefusal });
    if (!nonceToken || isSiwxNonceUsed({ database, nonce: nonceToken.nonce }))
      return refuse({ c, refusal: { code: SiwxErrorCode.nonceInvalid, error: 'Invalid nonce' } });
    const verifiedEmail =
      emailToken === undefined
        ? undefined
        : await readSiwxEmailToken({
            secret,
            token: emailToken,
            projectId,
            account: `${data.chainId}:${data.accountAddress}`,
            now: at,
          });
    if (emailToken !== undefined && verifiedEmail === undefined)
      return refuse({ c, refusal: { code: SiwxErrorCode.emailTokenInvalid, error: 'Invalid email token' } });

    const [namespace, reference] = data.chainId.split(':');
    const chainClient = namespace === 'eip155' ? chainClients.get(Number(reference)) : undefined;
    if (namespace !== 'solana' && !chainClient)
      return refuse({ c, refusal: { code: SiwxErrorCode.chainUnsupported, error: 'Unsupported chain' } });
    let verified: boolean;
    try {
      const proof = { address: data.accountAddress, message, signature };
      verified = chainClient ? await verifyEvmSignIn({ chainClient, ...proof }) : verifySolanaSignIn(proof);
    } catch {
      return c.json({ error: 'The chain did not answer', code: 'UPSTREAM_UNAVAILABLE' }, 502);
    }
    if (!verified) return refuse({ c, refusal: { code: SiwxErrorCode.signatureInvalid, error: 'Invalid signature' } });
    cleanup(now());

    const token = createSiwxSession({
      database,
      session: {
        projectId,
        chainId: data.chainId,
        address: data.accountAddress,
        message,
        signature,
        data,
        ...(walletInfo?.name ? { walletName: walletInfo.name } : {}),
        ...(verifiedEmail === undefined ? {} : { email: verifiedEmail }),
      },
      nonce: { value: nonceToken.nonce, expiresAt: nonceToken.expiresAt },
      now: now(),
    });
    if (!token) return refuse({ c, refusal: { code: SiwxErrorCode.nonceInvalid, error: 'Invalid nonce' } });
    return c.json({ token });
  };

  const me = (c: Context<ProjectEnv>) => {
    const token = readBearer(c.req.header('authorization'));
    const session = token && findSiwxSession({ database, token, projectId: c.get('project').projectId, now: now() });
    if (!session) return c.json({ error: 'Not signed in', code: 'UNAUTHORIZED' }, 401);
    return c.json({
      address: session.address,
      chainId: session.chainId,
      issuedAt: new Date(session.issuedAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
      message: session.message,
      signature: session.signature,
      data: session.data,
      ...(session.email === undefined ? {} : { email: session.email }),
    } satisfies SiwxMeAnswer);
  };

  const signOut = (c: Context<ProjectEnv>) => {
    const token = readBearer(c.req.header('authorization'));
    const ended = token && revokeSiwxSession({ database, token, projectId: c.get('project').projectId, now: now() });
    if (!ended) return c.json({ error: 'Not signed in', code: 'UNAUTHORIZED' }, 401);
    return c.json({ ok: true as const });
  };

  return new Hono<ProjectEnv>()
    .get(SIWX_NONCE_PATH, project, cors, rateLimit.nonce, async (c) =>
      c.json(await issueSiwxNonce({ secret, projectId: c.get('project').projectId, now: now() })),
    )
    .post(SIWX_AUTHENTICATE_PATH, limit, project, cors, rateLimit.authenticate, authenticate)
    .post(SIWX_EMAIL_OTP_PATH, limit, project, cors, email.requestCode)
    .post(SIWX_EMAIL_VERIFY_PATH, limit, project, cors, email.verifyCode)
    .get(SIWX_ME_PATH, project, cors, me)
    .post(SIWX_SIGN_OUT_PATH, project, cors, signOut)
    .options(`${SIWX_API_BASE}/*`, preflightProject, cors, preflight);
}

function refuse({ c, refusal }: { c: Context; refusal: SiwxRefusal }): Response {
  return c.json({ error: refusal.error, code: refusal.code }, 400);
}

/** The token of `Bearer <token>`, or '' when the header is missing or malformed. */
function readBearer(header: string | undefined): string {
  const match = /^Bearer ([^\s]{1,2048})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? '';
}
