import { randomBytes } from 'node:crypto';
import {
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { OauthStartAnswer } from '../../src/core/protocol/auth-oauth.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AuthErrorCode, tooManyRequests } from '../auth/auth-error.js';
import { takeRateSlots } from '../auth/take-rate-slots.js';
import { clientIpSlot } from '../proof-of-work/client-ip-slot.js';
import type { OAuthClients } from './create-oauth-clients.js';
import { hashOAuthState } from './hash-oauth-state.js';
import {
  OAUTH_ATTEMPT_RETENTION_MS,
  OAUTH_ATTEMPT_TTL_MS,
  OAUTH_SCOPES,
  OAUTH_STARTS_PER_IP_PER_HOUR,
} from './oauth-limits.js';
import type { SocialProvider } from './social-providers.js';

export interface StartOAuthLoginParameters {
  context: AuthContext;
  clients: OAuthClients;
  provider: SocialProvider;
  projectId: string;
  deviceId: string;
  /** Canonical JWK JSON (device-key.ts). */
  devicePublicKey: string;
  /** base64url(SHA-256(UTF-8 of the attempt secret's text)) from the frame (attempt-secret.ts). */
  attemptSecretHash: string;
  /** The client's address, for the per-IP cap. */
  ip: string;
}

/**
 * Starts a social login (POST /auth/v1/oauth/start): a new attempt with a single-use state, an
 * OIDC nonce and a PKCE (S256) verifier, all kept server-side for 10 minutes, bound to the
 * device and to the hash of the frame's attempt secret. Refuses 400 PROVIDER_NOT_CONFIGURED,
 * 429 PROOF_OF_WORK_REQUIRED past the per-IP cap (soft: a solved challenge lets it through),
 * 503 PROVIDER_UNAVAILABLE when discovery fails.
 *
 * @example
 * const { attemptId, authorizationUrl } = await startOAuthLogin({ context, clients, provider: 'google', projectId, deviceId, devicePublicKey, attemptSecretHash, ip });
 */
export async function startOAuthLogin({
  context,
  clients,
  provider,
  ip,
  ...attempt
}: StartOAuthLoginParameters): Promise<OauthStartAnswer> {
  const { database } = context;
  clients.assertConfigured(provider);
  const retryAfterMs = takeRateSlots({
    database,
    now: context.now(),
    slots: [clientIpSlot({ context, scope: 'oauth-start', ip, limit: OAUTH_STARTS_PER_IP_PER_HOUR })],
  });
  if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
  const config = await clients.configuration(provider);

  const attemptId = randomBytes(16).toString('base64url');
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  const authorizationUrl = buildAuthorizationUrl(config, {
    redirect_uri: clients.redirectUri,
    scope: OAUTH_SCOPES,
    state,
    nonce,
    code_challenge: await calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const now = context.now();
  database.transaction(() => {
    database.prepare('DELETE FROM auth_oauth_attempts WHERE expires_at <= ?').run(now - OAUTH_ATTEMPT_RETENTION_MS);
    database
      .prepare(
        `INSERT INTO auth_oauth_attempts (id, provider, project_id, device_id, device_public_key, secret_hash, state_hash, nonce, code_verifier, created_at, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        attemptId,
        provider,
        attempt.projectId,
        attempt.deviceId,
        attempt.devicePublicKey,
        attempt.attemptSecretHash,
        hashOAuthState({ state }),
        nonce,
        codeVerifier,
        now,
        now + OAUTH_ATTEMPT_TTL_MS,
      );
  })();
  return { attemptId, authorizationUrl: authorizationUrl.href };
}
