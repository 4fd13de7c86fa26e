import { createHash, randomBytes } from 'node:crypto';
import { authorizationCodeGrant } from 'openid-client';
import type { AuthContext } from '../auth/auth-context.js';
import type { OAuthClients } from './create-oauth-clients.js';
import { keptClaims, type SocialClaims } from './save-social-identity.js';
import { spendOAuthState } from './spend-oauth-state.js';

/** The outcome the callback page shows and posts to the frame. */
export interface OAuthCallbackOutcome {
  /** 200 when the attempt is done, 400 otherwise. */
  httpStatus: 200 | 400;
  status: 'done' | 'failed';
  /** Absent when the state named no attempt (missing or unknown): the page then posts nothing. */
  attemptId?: string;
  /** One line for the person in the popup; never a code, token or state. */
  message: string;
  /**
   * Done only: the one-time token the page hands to the frame that opened the flow (through the
   * opener, to the frame's origin only), which `oauth/complete` requires. It exists only in this
   * answer; the attempt keeps its SHA-256.
   */
  callbackToken?: string;
}

export interface FinishOAuthCallbackParameters {
  context: AuthContext;
  clients: OAuthClients;
  /** The callback's query: `code`, `state`, `iss`, or `error` (with `state`). */
  query: URLSearchParams;
}

const failed = (attemptId: string | undefined, message: string): OAuthCallbackOutcome => ({
  httpStatus: 400,
  status: 'failed',
  ...(attemptId === undefined ? {} : { attemptId }),
  message,
});
const INVALID_LINK = 'This sign-in link is invalid, expired or already used. Start again from the app.';

/**
 * The provider's redirect (GET /auth/v1/oauth/callback): spends the single-use state, swaps the
 * code with the PKCE verifier (openid-client checks the `iss` parameter and the ID token's
 * signature, issuer, audience, expiry and nonce), keeps the claims on the attempt and marks it
 * done with a fresh one-time callback token (no user is found or made before `complete`). A missing, unknown, expired or reused state,
 * an `error=` from the provider or any failed check ends in `failed` (400); the attempt, when one
 * is identified, is marked failed, except on reuse, which leaves the first outcome alone.
 *
 * @example
 * const outcome = await finishOAuthCallback({ context, clients, query: new URL(c.req.url).searchParams });
 */
export async function finishOAuthCallback({
  context,
  clients,
  query,
}: FinishOAuthCallbackParameters): Promise<OAuthCallbackOutcome> {
  const state = query.get('state');
  if (!state) return failed(undefined, INVALID_LINK);
  const spent = spendOAuthState({ context, state });
  if (spent.kind === 'unknown') return failed(undefined, INVALID_LINK);
  if (spent.kind !== 'spent') return failed(spent.attemptId, INVALID_LINK);

  const { database } = context;
  const markFailed = (failure: string) =>
    database
      .prepare(`UPDATE auth_oauth_attempts SET status = 'failed', failure = ? WHERE id = ? AND status = 'pending'`)
      .run(failure, spent.attemptId);
  const providerError = query.get('error');
  if (providerError !== null) {
    // The error code only (e.g. access_denied), bounded: it is text from the URL.
    markFailed(`provider:${providerError.replace(/[^a-z_]/g, '').slice(0, 64)}`);
    return failed(spent.attemptId, 'The sign-in was cancelled or refused. Start again from the app.');
  }
  let claims: SocialClaims;
  try {
    const config = await clients.configuration(spent.provider);
    // The registered redirect URI, not the URL this request arrived on (a proxy may rewrite it):
    // openid-client sends it to the token endpoint, where it must match exactly.
    const currentUrl = new URL(`${clients.redirectUri}?${query.toString()}`);
    const tokens = await authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: spent.codeVerifier,
      expectedState: state,
      expectedNonce: spent.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (error) {
    // openid-client's error names and OAuth codes (invalid_grant, …) carry no code or token.
    const detail =
      error instanceof Error
        ? `${error.name} ${String((error as { error?: unknown }).error ?? (error as { code?: unknown }).code ?? '')}`.trim()
        : 'unknown';
    console.error(`[auth] the ${spent.provider} sign-in failed at the code exchange (${detail})`);
    markFailed('exchange');
    return failed(spent.attemptId, 'The sign-in could not be completed. Start again from the app.');
  }
  // Nothing is created or changed here: the claims wait on the attempt until the frame that
  // started it completes it with its secret and this page's token (issue "Hardening" part 1).
  const callbackToken = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(callbackToken, 'utf8').digest('base64url');
  database
    .prepare(
      `UPDATE auth_oauth_attempts SET status = 'done', subject = ?, claims = ?, callback_token_hash = ? WHERE id = ? AND status = 'pending'`,
    )
    .run(claims.sub, JSON.stringify(keptClaims({ claims })), tokenHash, spent.attemptId);
  return {
    httpStatus: 200,
    status: 'done',
    attemptId: spent.attemptId,
    callbackToken,
    message: 'Signed in. Return to the app: this window closes by itself.',
  };
}
