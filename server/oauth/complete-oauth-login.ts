import type { ConnectedResult } from '../../src/core/protocol/sign-in-result.js';
import type { AuthContext } from '../auth/auth-context.js';
import { isKnownDevice, saveDevice, touchDevice } from '../auth/auth-devices.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { createSession } from '../auth/create-session.js';
import { readDeviceApprovalState } from '../auth/device-approval-state.js';
import { notifyAccount } from '../auth/notify-account.js';
import { attemptSecretMatches } from './attempt-secret.js';
import { saveSocialIdentity, type SocialClaims } from './save-social-identity.js';
import type { SocialProvider } from './social-providers.js';

export interface CompleteOAuthLoginParameters {
  context: AuthContext;
  attemptId: string;
  /** The secret (32 random bytes as base64url) whose hash the frame sent to `start`. */
  attemptSecret: string;
  /** The one-time token the callback page handed to the frame that opened the flow. */
  callbackToken: string;
  deviceId: string;
  /** The device list's name for this device (describe-device.ts) and its dapp site. */
  device?: { name: string | null; site: string | null };
}

interface AttemptRow {
  secret_hash: string;
  callback_token_hash: string | null;
  provider: SocialProvider;
  project_id: string;
  device_id: string;
  device_public_key: string;
  status: 'pending' | 'done' | 'failed';
  subject: string | null;
  claims: string | null;
  expires_at: number;
  completed_at: number | null;
}

const invalidAttempt = () =>
  new AuthError({
    status: 400,
    code: AuthErrorCode.oauthAttemptInvalid,
    message: 'Unknown or expired sign-in, start again',
  });

/**
 * Turns a done social login into a session (POST /auth/v1/oauth/complete), once. The caller
 * proves two things: that it started the attempt (the attempt secret's SHA-256 equals the stored
 * hash, and the device is the one that started it) and that the provider's answer came back to
 * it (the callback token, which the callback page hands only to a window of the frame's origin
 * that opened the flow). Only then is the user of (provider, subject) found or made.
 *
 * A new user's device is verified (it makes the wallet); a known device keeps its standing; a
 * known user's NEW device is saved as pending: the provider alone does not release recovery
 * material (issue "Hardening" part 1). The account's address gets a notice. Refuses 409
 * OAUTH_PENDING before the callback, 400 OAUTH_FAILED after a refusal, 400 OAUTH_ATTEMPT_INVALID
 * otherwise (unknown, expired, used, another device, wrong secret or token: one answer for all).
 *
 * @example
 * const { session, user, device } = await completeOAuthLogin({ context, attemptId, attemptSecret, callbackToken, deviceId });
 */
export async function completeOAuthLogin({
  context,
  attemptId,
  attemptSecret,
  callbackToken,
  deviceId,
  device,
}: CompleteOAuthLoginParameters): Promise<ConnectedResult> {
  const { database } = context;
  const now = context.now();
  const outcome = database
    .transaction(() => {
      const row = database.prepare('SELECT * FROM auth_oauth_attempts WHERE id = ?').get(attemptId) as
        AttemptRow | undefined;
      const owned = attemptSecretMatches({ storedHash: row?.secret_hash, secret: attemptSecret });
      if (!row || !owned || row.device_id !== deviceId || row.completed_at !== null || row.expires_at <= now)
        throw invalidAttempt();
      if (row.status === 'pending')
        throw new AuthError({
          status: 409,
          code: AuthErrorCode.oauthPending,
          message: 'The sign-in has not finished yet',
        });
      if (row.status === 'failed' || !row.subject || !row.claims) {
        throw new AuthError({
          status: 400,
          code: AuthErrorCode.oauthFailed,
          message: 'The sign-in was refused or failed, start again',
        });
      }
      // Checked after the status, so a token can never be tried before the provider answered.
      if (!attemptSecretMatches({ storedHash: row.callback_token_hash ?? undefined, secret: callbackToken }))
        throw invalidAttempt();
      database
        .prepare(
          'UPDATE auth_oauth_attempts SET completed_at = ?, claims = NULL, callback_token_hash = NULL WHERE id = ?',
        )
        .run(now, attemptId);
      const claims = JSON.parse(row.claims) as SocialClaims;
      const { userId, created } = saveSocialIdentity({ database, provider: row.provider, claims, now });
      const known = { database, userId, deviceId, publicKey: row.device_public_key, now };
      const isNewDevice = created || !isKnownDevice(known);
      if (created) saveDevice({ ...known, ...device });
      else if (!isNewDevice) touchDevice(known);
      else saveDevice({ ...known, ...device, approval: 'pending' });
      const identity = database
        .prepare('SELECT email, user_name FROM auth_identities WHERE provider = ? AND subject = ?')
        .get(row.provider, row.subject) as { email: string | null; user_name: string | null };
      const session = createSession({ database, userId, deviceId, projectId: row.project_id, now });
      return { userId, created, isNewDevice, identity, session, provider: row.provider, projectId: row.project_id };
    })
    .immediate();

  const { userId, created, isNewDevice, identity, session, provider, projectId } = outcome;
  if (isNewDevice && !created) await notifyAccount({ context, userId, kind: 'device-pending', deviceId, projectId });
  return {
    action: 'CONNECT',
    isNewUser: created,
    user: { id: userId, email: identity.email, userName: identity.user_name, provider },
    session,
    device: readDeviceApprovalState({ context, userId, deviceId }),
  };
}
