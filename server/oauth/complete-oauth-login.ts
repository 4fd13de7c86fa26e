import type { AuthContext } from '../auth/auth-context.js';
import { isKnownDevice, saveDevice, touchDevice } from '../auth/auth-devices.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { createSession } from '../auth/create-session.js';
import type { SessionTokens } from '../auth/issue-session-tokens.js';
import { attemptSecretMatches } from './attempt-secret.js';
import type { SocialProvider } from './social-providers.js';

export interface CompleteOAuthLoginParameters {
  context: AuthContext;
  attemptId: string;
  /** The secret (32 random bytes as base64url) whose hash the frame sent to `start`. */
  attemptSecret: string;
  deviceId: string;
}

/** Signed in by a social provider. */
export interface OAuthConnectedResult {
  action: 'CONNECT';
  isNewUser: boolean;
  /** `email` and `userName` as the provider last gave them (either may be null). */
  user: { id: string; email: string | null; userName: string | null; provider: SocialProvider };
  session: SessionTokens;
}

interface AttemptRow {
  secret_hash: string;
  provider: SocialProvider;
  project_id: string;
  device_id: string;
  device_public_key: string;
  status: 'pending' | 'done' | 'failed';
  subject: string | null;
  user_id: string | null;
  is_new_user: 0 | 1 | null;
  expires_at: number;
  completed_at: number | null;
}

const invalidAttempt = () => new AuthError({ status: 400, code: AuthErrorCode.oauthAttemptInvalid, message: 'Unknown or expired sign-in, start again' });

/**
 * Turns a done social login into a session (POST /auth/v1/oauth/complete), once. The caller
 * proves it started the attempt: the attempt secret's SHA-256 must equal the stored hash
 * (constant time) and the device must be the one that started it. A new user's device is saved
 * as approved; a known user's known device is touched; a known user's new device is saved as
 * approved too, since the provider just proved the account itself (no mailbox to send a device
 * code to, for providers without email). Refuses 409 OAUTH_PENDING before the callback,
 * 400 OAUTH_FAILED after a refusal, 400 OAUTH_ATTEMPT_INVALID otherwise (unknown, expired, used,
 * another device, wrong secret: one answer for all).
 *
 * @example
 * const { session, user } = completeOAuthLogin({ context, attemptId, attemptSecret, deviceId });
 */
export function completeOAuthLogin({ context, attemptId, attemptSecret, deviceId }: CompleteOAuthLoginParameters): OAuthConnectedResult {
  const { database } = context;
  const now = context.now();
  return database.transaction((): OAuthConnectedResult => {
    const row = database.prepare('SELECT * FROM auth_oauth_attempts WHERE id = ?').get(attemptId) as AttemptRow | undefined;
    const owned = attemptSecretMatches({ storedHash: row?.secret_hash, secret: attemptSecret });
    if (!row || !owned || row.device_id !== deviceId || row.completed_at !== null || row.expires_at <= now) throw invalidAttempt();
    if (row.status === 'pending') throw new AuthError({ status: 409, code: AuthErrorCode.oauthPending, message: 'The sign-in has not finished yet' });
    if (row.status === 'failed' || !row.user_id || !row.subject) {
      throw new AuthError({ status: 400, code: AuthErrorCode.oauthFailed, message: 'The sign-in was refused or failed, start again' });
    }
    database.prepare('UPDATE auth_oauth_attempts SET completed_at = ? WHERE id = ?').run(now, attemptId);
    const device = { database, userId: row.user_id, deviceId, publicKey: row.device_public_key, now };
    if (row.is_new_user !== 1 && isKnownDevice(device)) touchDevice(device);
    else saveDevice(device);
    const identity = database
      .prepare('SELECT email, user_name FROM auth_identities WHERE provider = ? AND subject = ?')
      .get(row.provider, row.subject) as { email: string | null; user_name: string | null };
    const session = createSession({ database, userId: row.user_id, deviceId, projectId: row.project_id, now });
    return {
      action: 'CONNECT',
      isNewUser: row.is_new_user === 1,
      user: { id: row.user_id, email: identity.email, userName: identity.user_name, provider: row.provider },
      session,
    };
  }).immediate();
}
