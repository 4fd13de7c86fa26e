import { AuthApiError } from './auth-api-error.js';
import { isProofOfWorkChallenge, ProofOfWorkGaveUpError, solveProofOfWork, type ProofOfWorkChallenge } from './solve-proof-of-work.js';
import type {
  AuthUser,
  DeviceApprovalState,
  DeviceCodeChallenge,
  DeviceSummary,
  EmailChangeStep,
  EncryptedShare,
  OauthStartResult,
  RecoveryMaterial,
  RecoveryUpdate,
  SessionTokens,
  VerifyResult,
  WalletCreation,
  WalletStatus,
} from './auth-api-types.js';

/** Solves a proof-of-work challenge, or turns giving up into the auth API's 429 with the server's wait. */
async function solveOrGiveUp({ challenge, retryAfterSeconds }: { challenge: ProofOfWorkChallenge; retryAfterSeconds: unknown }): Promise<string> {
  try {
    return await solveProofOfWork(challenge);
  } catch (error) {
    if (!(error instanceof ProofOfWorkGaveUpError)) throw error;
    const wait = typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined;
    const message = wait === undefined ? 'Too many attempts from your network, please try again later' : `Too many attempts from your network, please try again after ${wait} seconds`;
    throw new AuthApiError({ status: 429, code: 'PROOF_OF_WORK_FAILED', message, ...(wait === undefined ? {} : { retryAfterSeconds: wait }) });
  }
}

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
 * access token and a device prover. A 429 PROOF_OF_WORK_REQUIRED (a per-IP cap, shared by
 * everyone behind one address) is solved (solve-proof-of-work.ts) and the call sent once more;
 * a solve that gives up throws 429 PROOF_OF_WORK_FAILED with the server's wait.
 *
 * @example
 * const api = createAuthApi({ projectId });
 * const { challengeId } = await api.startEmail({ email, deviceId, devicePublicKey });
 */
export function createAuthApi({ projectId, baseUrl = location.origin, fetch = globalThis.fetch.bind(globalThis) }: CreateAuthApiParameters) {
  type CallParameters = { method: string; path: string; body?: unknown; accessToken?: string; prove?: DeviceProver };
  async function call<T>(parameters: CallParameters, proofOfWork?: string): Promise<T> {
    const { method, path, body, accessToken, prove } = parameters;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (accessToken && prove) headers['device-proof'] = await prove({ method, path, accessToken });
    if (proofOfWork) headers['proof-of-work'] = proofOfWork;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit', cache: 'no-store' });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    // Past a per-IP cap the server asks for a proof of work: solved, the same request goes once more (a fresh device proof included).
    if (response.status === 429 && json.code === 'PROOF_OF_WORK_REQUIRED' && !proofOfWork && isProofOfWorkChallenge(json.proofOfWork)) {
      return call<T>(parameters, await solveOrGiveUp({ challenge: json.proofOfWork, retryAfterSeconds: json.retryAfterSeconds }));
    }
    if (!response.ok) {
      throw new AuthApiError({
        status: response.status,
        code: typeof json.code === 'string' ? json.code : `HTTP_${response.status}`,
        message: typeof json.error === 'string' ? json.error : `HTTP status code: ${response.status}`,
        ...(typeof json.retryAfterSeconds === 'number' ? { retryAfterSeconds: json.retryAfterSeconds } : {}),
        ...(typeof json.attemptsLeft === 'number' ? { attemptsLeft: json.attemptsLeft } : {}),
        ...(typeof json.releaseAt === 'string' ? { releaseAt: json.releaseAt } : {}),
      });
    }
    return json as T;
  }

  return {
    startEmail: ({ email, deviceId, devicePublicKey }: { email: string; deviceId: string; devicePublicKey: JsonWebKey }) =>
      call<{ challengeId: string; expiresAt: string; resendAfterSeconds: number }>({ method: 'POST', path: '/auth/v1/email/start', body: { email, projectId, deviceId, devicePublicKey } }),
    verifyEmail: ({ challengeId, email, otp, deviceId, deviceSite }: { challengeId: string; email: string; otp: string; deviceId: string; deviceSite?: string }) =>
      call<VerifyResult>({ method: 'POST', path: '/auth/v1/email/verify', body: { challengeId, email, otp, deviceId, projectId, ...(deviceSite ? { deviceSite } : {}) } }),
    verifyDevice: ({ challengeId, email, otp, deviceId, deviceSite }: { challengeId: string; email: string; otp: string; deviceId: string; deviceSite?: string }) =>
      call<VerifyResult>({ method: 'POST', path: '/auth/v1/device/verify', body: { challengeId, email, otp, deviceId, projectId, ...(deviceSite ? { deviceSite } : {}) } }),
    refreshSession: ({ refreshToken }: { refreshToken: string }) => call<{ session: SessionTokens }>({ method: 'POST', path: '/auth/v1/session/refresh', body: { refreshToken } }),
    revokeSession: ({ refreshToken }: { refreshToken: string }) => call<{ revoked: boolean }>({ method: 'POST', path: '/auth/v1/session/revoke', body: { refreshToken } }),
    me: ({ accessToken }: { accessToken: string }) => call<{ user: AuthUser }>({ method: 'GET', path: '/auth/v1/me', accessToken }),
    getWallet: ({ accessToken }: { accessToken: string }) => call<WalletStatus>({ method: 'GET', path: '/auth/v1/wallet', accessToken }),
    createWallet: ({ accessToken, prove, wallet }: { accessToken: string; prove: DeviceProver; wallet: WalletCreation }) =>
      call<unknown>({ method: 'POST', path: '/auth/v1/wallet', body: wallet, accessToken, prove }),
    getDeviceShare: ({ accessToken, prove }: { accessToken: string; prove: DeviceProver }) => call<{ authShare: string }>({ method: 'GET', path: '/auth/v1/wallet/share', accessToken, prove }),
    putDeviceShare: ({ accessToken, prove, authShare }: { accessToken: string; prove: DeviceProver; authShare: string }) =>
      call<unknown>({ method: 'PUT', path: '/auth/v1/wallet/share', body: { authShare }, accessToken, prove }),
    recover: ({ accessToken, prove, recoveryKeyProof }: { accessToken: string; prove: DeviceProver; recoveryKeyProof?: string }) =>
      call<RecoveryMaterial>({ method: 'POST', path: '/auth/v1/wallet/recovery', body: recoveryKeyProof ? { recoveryKeyProof } : {}, accessToken, prove }),
    setRecovery: ({ accessToken, prove, recovery }: { accessToken: string; prove: DeviceProver; recovery: RecoveryUpdate }) =>
      call<{ recoveryMethod: string }>({ method: 'PUT', path: '/auth/v1/wallet/recovery', body: recovery, accessToken, prove }),
    startOauth: ({ provider, deviceId, devicePublicKey, attemptSecretHash }: { provider: string; deviceId: string; devicePublicKey: JsonWebKey; attemptSecretHash: string }) =>
      call<OauthStartResult>({ method: 'POST', path: '/auth/v1/oauth/start', body: { provider, projectId, deviceId, devicePublicKey, attemptSecretHash } }),
    completeOauth: ({ attemptId, attemptSecret, callbackToken, deviceId, deviceSite }: { attemptId: string; attemptSecret: string; callbackToken: string; deviceId: string; deviceSite?: string }) =>
      call<VerifyResult>({ method: 'POST', path: '/auth/v1/oauth/complete', body: { attemptId, attemptSecret, callbackToken, deviceId, ...(deviceSite ? { deviceSite } : {}) } }),
    // Devices and sessions (server/auth/README.md "Devices"): what is listed is harmless; what changes anything carries a device proof.
    listDevices: ({ accessToken }: { accessToken: string }) => call<{ devices: DeviceSummary[] }>({ method: 'GET', path: '/auth/v1/devices', accessToken }),
    revokeDevice: ({ accessToken, prove, deviceId }: { accessToken: string; prove: DeviceProver; deviceId: string }) =>
      call<{ revoked: boolean }>({ method: 'DELETE', path: `/auth/v1/devices/${encodeURIComponent(deviceId)}`, accessToken, prove }),
    revokeAllSessions: ({ accessToken, prove }: { accessToken: string; prove: DeviceProver }) =>
      call<{ revoked: number }>({ method: 'POST', path: '/auth/v1/sessions/revoke-all', body: {}, accessToken, prove }),
    startDeviceCode: ({ accessToken, prove }: { accessToken: string; prove: DeviceProver }) =>
      call<DeviceCodeChallenge>({ method: 'POST', path: '/auth/v1/device/second-factor/start', body: {}, accessToken, prove }),
    verifyDeviceCode: ({ accessToken, prove, challengeId, otp }: { accessToken: string; prove: DeviceProver; challengeId: string; otp: string }) =>
      call<{ device: DeviceApprovalState }>({ method: 'POST', path: '/auth/v1/device/second-factor/verify', body: { challengeId, otp }, accessToken, prove }),
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
