import { AuthApiError } from './auth-api-error.js';
import type { AuthUser, EmailChangeStep, EncryptedShare, OauthStartResult, RecoveryMaterial, SessionTokens, VerifyResult, WalletCreation, WalletStatus } from './auth-api-types.js';

/** Signs a request for the `Device-Proof` header (frame/src/custody/create-device-proof.ts). */
export type DeviceProver = (parameters: { method: string; path: string; accessToken: string }) => Promise<string>;

export interface CreateAuthApiParameters {
  projectId: string;
  /** The server's origin: the frame's own (same-origin calls; `/auth/*` sends no CORS headers). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The frame's client of the auth API (server/auth/README.md). Every call is same-origin JSON; a
 * refusal throws AuthApiError with the server's code. Routes that release key material take the
 * access token and a device prover.
 *
 * @example
 * const api = createAuthApi({ projectId });
 * const { challengeId } = await api.startEmail({ email, deviceId, devicePublicKey });
 */
export function createAuthApi({ projectId, baseUrl = location.origin, fetch = globalThis.fetch.bind(globalThis) }: CreateAuthApiParameters) {
  async function call<T>({ method, path, body, accessToken, prove }: { method: string; path: string; body?: unknown; accessToken?: string; prove?: DeviceProver }): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (accessToken && prove) headers['device-proof'] = await prove({ method, path, accessToken });
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit', cache: 'no-store' });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new AuthApiError({
        status: response.status,
        code: typeof json.code === 'string' ? json.code : `HTTP_${response.status}`,
        message: typeof json.error === 'string' ? json.error : `HTTP status code: ${response.status}`,
        ...(typeof json.retryAfterSeconds === 'number' ? { retryAfterSeconds: json.retryAfterSeconds } : {}),
        ...(typeof json.attemptsLeft === 'number' ? { attemptsLeft: json.attemptsLeft } : {}),
      });
    }
    return json as T;
  }

  return {
    startEmail: ({ email, deviceId, devicePublicKey }: { email: string; deviceId: string; devicePublicKey: JsonWebKey }) =>
      call<{ challengeId: string; expiresAt: string; resendAfterSeconds: number }>({ method: 'POST', path: '/auth/v1/email/start', body: { email, projectId, deviceId, devicePublicKey } }),
    verifyEmail: ({ challengeId, email, otp, deviceId }: { challengeId: string; email: string; otp: string; deviceId: string }) =>
      call<VerifyResult>({ method: 'POST', path: '/auth/v1/email/verify', body: { challengeId, email, otp, deviceId, projectId } }),
    verifyDevice: ({ challengeId, email, otp, deviceId }: { challengeId: string; email: string; otp: string; deviceId: string }) =>
      call<VerifyResult>({ method: 'POST', path: '/auth/v1/device/verify', body: { challengeId, email, otp, deviceId, projectId } }),
    refreshSession: ({ refreshToken }: { refreshToken: string }) => call<{ session: SessionTokens }>({ method: 'POST', path: '/auth/v1/session/refresh', body: { refreshToken } }),
    revokeSession: ({ refreshToken }: { refreshToken: string }) => call<{ revoked: boolean }>({ method: 'POST', path: '/auth/v1/session/revoke', body: { refreshToken } }),
    me: ({ accessToken }: { accessToken: string }) => call<{ user: AuthUser }>({ method: 'GET', path: '/auth/v1/me', accessToken }),
    getWallet: ({ accessToken }: { accessToken: string }) => call<WalletStatus>({ method: 'GET', path: '/auth/v1/wallet', accessToken }),
    createWallet: ({ accessToken, prove, wallet }: { accessToken: string; prove: DeviceProver; wallet: WalletCreation }) =>
      call<unknown>({ method: 'POST', path: '/auth/v1/wallet', body: wallet, accessToken, prove }),
    getDeviceShare: ({ accessToken, prove }: { accessToken: string; prove: DeviceProver }) => call<{ authShare: string }>({ method: 'GET', path: '/auth/v1/wallet/share', accessToken, prove }),
    putDeviceShare: ({ accessToken, prove, authShare }: { accessToken: string; prove: DeviceProver; authShare: string }) =>
      call<unknown>({ method: 'PUT', path: '/auth/v1/wallet/share', body: { authShare }, accessToken, prove }),
    recover: ({ accessToken, prove }: { accessToken: string; prove: DeviceProver }) => call<RecoveryMaterial>({ method: 'POST', path: '/auth/v1/wallet/recovery', body: {}, accessToken, prove }),
    startOauth: ({ provider, deviceId, devicePublicKey, attemptSecretHash }: { provider: string; deviceId: string; devicePublicKey: JsonWebKey; attemptSecretHash: string }) =>
      call<OauthStartResult>({ method: 'POST', path: '/auth/v1/oauth/start', body: { provider, projectId, deviceId, devicePublicKey, attemptSecretHash } }),
    completeOauth: ({ attemptId, attemptSecret, deviceId }: { attemptId: string; attemptSecret: string; deviceId: string }) =>
      call<VerifyResult>({ method: 'POST', path: '/auth/v1/oauth/complete', body: { attemptId, attemptSecret, deviceId } }),
    // The email change (server/auth/README.md "Email change"): the login email decides who can recover the wallet, so every step carries a device proof.
    startEmailChange: ({ accessToken, prove, newEmail }: { accessToken: string; prove: DeviceProver; newEmail: string }) =>
      call<EmailChangeStep>({ method: 'POST', path: '/auth/v1/email/change/start', body: { newEmail }, accessToken, prove }),
    verifyEmailChangePrimary: ({ accessToken, prove, challengeId, otp }: { accessToken: string; prove: DeviceProver; challengeId: string; otp: string }) =>
      call<EmailChangeStep>({ method: 'POST', path: '/auth/v1/email/change/verify-primary', body: { challengeId, otp }, accessToken, prove }),
    verifyEmailChangeSecondary: ({ accessToken, prove, challengeId, otp }: { accessToken: string; prove: DeviceProver; challengeId: string; otp: string }) =>
      call<{ newEmail: string }>({ method: 'POST', path: '/auth/v1/email/change/verify-secondary', body: { challengeId, otp }, accessToken, prove }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
export type { EncryptedShare };
