import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { authErrorBodySchema } from '../../../src/core/protocol/auth-error-body.js';
import {
  HttpClient,
  pickValidFields,
  type ChallengeCodeBody,
  type ConnectedResult,
  type CreateWalletBody,
  type DeviceApprovalAnswer,
  type DeviceCodeChallenge,
  type DeviceList,
  type DeviceRevoked,
  type DeviceShare,
  type DeviceShareStored,
  type EmailChangeStartBody,
  type EmailChangeStep,
  type EmailChanged,
  type EmailCodeBody,
  type EmailStartAnswer,
  type EmailStartBody,
  type HttpMethod,
  type MeAnswer,
  type OauthCompleteBody,
  type OauthStartAnswer,
  type OauthStartBody,
  type ProofOfWorkChallenge,
  type RecoveryMaterial,
  type RecoveryRequestBody,
  type RecoveryUpdateBody,
  type RefreshSessionAnswer,
  type RefreshSessionBody,
  type RevokeSessionAnswer,
  type RevokeSessionBody,
  type SessionsRevoked,
  type SignInResult,
  type SocialProvider,
  type WalletAnswer,
  type WalletStatus,
} from '../../../src/core/protocol/index.js';
import { AuthApiError } from './auth-api-error.js';
import { ProofOfWorkGaveUpError, solveProofOfWork } from './solve-proof-of-work.js';

/** A code the visitor typed, for the challenge it answers. */
interface CodeVerification {
  challengeId: string;
  email: string;
  otp: string;
  deviceId: string;
  deviceSite?: string;
}

/** Solves a proof-of-work challenge, or turns giving up into the auth API's 429 with the server's wait. */
async function solveOrGiveUp({
  challenge,
  retryAfterSeconds,
}: {
  challenge: ProofOfWorkChallenge;
  retryAfterSeconds: number | undefined;
}): Promise<string> {
  try {
    return await solveProofOfWork(challenge);
  } catch (error) {
    if (!(error instanceof ProofOfWorkGaveUpError)) throw error;
    const wait = retryAfterSeconds;
    const message =
      wait === undefined
        ? 'Too many attempts from your network, please try again later'
        : `Too many attempts from your network, please try again after ${wait} seconds`;
    throw new AuthApiError({
      status: 429,
      code: 'PROOF_OF_WORK_FAILED',
      message,
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    });
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

type Proven = { accessToken: string; prove: DeviceProver };

/** What every call of the auth API throws: the server's refusal (or a proof of work given up, 429), or fetch's TypeError when the server cannot be reached. */
export type AuthApiCallErrorType = AuthApiError | ErrorType;

/**
 * The frame's client of the auth API (server/auth/README.md), over the one HTTP client
 * (core/protocol/http-client.ts); every body and answer is a shape of core/protocol, the server's
 * too. Every call is same-origin JSON; a refusal throws AuthApiError with the server's code
 * (its body read by auth-error-body.ts). Routes that release key material take the access token
 * and a device prover. A 429 PROOF_OF_WORK_REQUIRED (a per-IP cap, shared by everyone behind one
 * address) is solved (solve-proof-of-work.ts) and the call sent once more; a solve that gives up
 * throws 429 PROOF_OF_WORK_FAILED with the server's wait.
 *
 * @example
 * const api = createAuthApi({ projectId });
 * const { challengeId, resendAfterSeconds } = await api.startEmail({ email, deviceId, devicePublicKey });
 */
export function createAuthApi({
  projectId,
  baseUrl = location.origin,
  fetch = globalThis.fetch.bind(globalThis),
}: CreateAuthApiParameters) {
  // No project in the query: the auth API takes it in the bodies that need it.
  const http = new HttpClient({ baseUrl, fetch, credentials: 'omit', cache: 'no-store' });
  type CallParameters = {
    method: HttpMethod;
    path: string;
    body?: unknown;
    accessToken?: string;
    prove?: DeviceProver;
  };

  async function call<T>(parameters: CallParameters, proofOfWork?: string): Promise<T> {
    const { method, path, body, accessToken, prove } = parameters;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (accessToken && prove) headers['device-proof'] = await prove({ method, path, accessToken });
    if (proofOfWork) headers['proof-of-work'] = proofOfWork;
    try {
      return await http.request<T>({ method, path, headers, ...(body === undefined ? {} : { body }) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const refusal = pickValidFields({ schema: authErrorBodySchema, value: error.body });
      // Past a per-IP cap the server asks for a proof of work: solved, the same request goes once more (a fresh device proof included).
      if (error.status === 429 && refusal.code === 'PROOF_OF_WORK_REQUIRED' && !proofOfWork && refusal.proofOfWork) {
        return call<T>(
          parameters,
          await solveOrGiveUp({ challenge: refusal.proofOfWork, retryAfterSeconds: refusal.retryAfterSeconds }),
        );
      }
      const { code, error: message, retryAfterSeconds, attemptsLeft, releaseAt } = refusal;
      throw new AuthApiError({
        status: error.status,
        code: code ?? `HTTP_${error.status}`,
        message: message ?? `HTTP status code: ${error.status}`,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
        ...(releaseAt === undefined ? {} : { releaseAt }),
      });
    }
  }

  // Where the server adds the device's name and site to the list (the dapp site, when the host reported one).
  const site = (deviceSite: string | undefined) => (deviceSite ? { deviceSite } : {});

  // A mailed code for sign-in (email/verify) or for a new device (device/verify): one body shape.
  const verifyCode = ({
    path,
    code: { challengeId, email, otp, deviceId, deviceSite },
  }: {
    path: string;
    code: CodeVerification;
  }) =>
    call<SignInResult>({
      method: 'POST',
      path,
      body: { challengeId, email, otp, deviceId, projectId, ...site(deviceSite) } satisfies EmailCodeBody,
    });

  return {
    startEmail: ({
      email,
      deviceId,
      devicePublicKey,
    }: {
      email: string;
      deviceId: string;
      devicePublicKey: JsonWebKey;
    }) =>
      call<EmailStartAnswer>({
        method: 'POST',
        path: '/auth/v1/email/start',
        body: { email, projectId, deviceId, devicePublicKey: { ...devicePublicKey } } satisfies EmailStartBody,
      }),
    verifyEmail: (code: CodeVerification) => verifyCode({ path: '/auth/v1/email/verify', code }),
    verifyDevice: (code: CodeVerification) => verifyCode({ path: '/auth/v1/device/verify', code }),
    refreshSession: ({ refreshToken }: { refreshToken: string }) =>
      call<RefreshSessionAnswer>({
        method: 'POST',
        path: '/auth/v1/session/refresh',
        body: { refreshToken } satisfies RefreshSessionBody,
      }),
    revokeSession: ({ refreshToken }: { refreshToken: string }) =>
      call<RevokeSessionAnswer>({
        method: 'POST',
        path: '/auth/v1/session/revoke',
        body: { refreshToken } satisfies RevokeSessionBody,
      }),
    me: ({ accessToken }: { accessToken: string }) =>
      call<MeAnswer>({ method: 'GET', path: '/auth/v1/me', accessToken }),
    getWallet: ({ accessToken }: { accessToken: string }) =>
      call<WalletStatus>({ method: 'GET', path: '/auth/v1/wallet', accessToken }),
    createWallet: ({ accessToken, prove, wallet }: Proven & { wallet: CreateWalletBody }) =>
      call<WalletAnswer>({ method: 'POST', path: '/auth/v1/wallet', body: wallet, accessToken, prove }),
    getDeviceShare: ({ accessToken, prove }: Proven) =>
      call<DeviceShare>({ method: 'GET', path: '/auth/v1/wallet/share', accessToken, prove }),
    putDeviceShare: ({ accessToken, prove, authShare }: Proven & DeviceShare) =>
      call<DeviceShareStored>({
        method: 'PUT',
        path: '/auth/v1/wallet/share',
        body: { authShare } satisfies DeviceShare,
        accessToken,
        prove,
      }),
    recover: ({ accessToken, prove, recoveryKeyProof }: Proven & { recoveryKeyProof?: string }) =>
      call<RecoveryMaterial>({
        method: 'POST',
        path: '/auth/v1/wallet/recovery',
        body: (recoveryKeyProof ? { recoveryKeyProof } : {}) satisfies RecoveryRequestBody,
        accessToken,
        prove,
      }),
    setRecovery: ({ accessToken, prove, recovery }: Proven & { recovery: RecoveryUpdateBody }) =>
      call<WalletAnswer>({ method: 'PUT', path: '/auth/v1/wallet/recovery', body: recovery, accessToken, prove }),
    startOauth: ({
      provider,
      deviceId,
      devicePublicKey,
      attemptSecretHash,
    }: {
      provider: SocialProvider;
      deviceId: string;
      devicePublicKey: JsonWebKey;
      attemptSecretHash: string;
    }) =>
      call<OauthStartAnswer>({
        method: 'POST',
        path: '/auth/v1/oauth/start',
        body: {
          provider,
          projectId,
          deviceId,
          devicePublicKey: { ...devicePublicKey },
          attemptSecretHash,
        } satisfies OauthStartBody,
      }),
    completeOauth: ({
      attemptId,
      attemptSecret,
      callbackToken,
      deviceId,
      deviceSite,
    }: {
      attemptId: string;
      attemptSecret: string;
      callbackToken: string;
      deviceId: string;
      deviceSite?: string;
    }) =>
      call<ConnectedResult>({
        method: 'POST',
        path: '/auth/v1/oauth/complete',
        body: { attemptId, attemptSecret, callbackToken, deviceId, ...site(deviceSite) } satisfies OauthCompleteBody,
      }),
    // Devices and sessions (server/auth/README.md "Devices"): what is listed is harmless; what changes anything carries a device proof.
    listDevices: ({ accessToken }: { accessToken: string }) =>
      call<DeviceList>({ method: 'GET', path: '/auth/v1/devices', accessToken }),
    revokeDevice: ({ accessToken, prove, deviceId }: Proven & { deviceId: string }) =>
      call<DeviceRevoked>({
        method: 'DELETE',
        path: `/auth/v1/devices/${encodeURIComponent(deviceId)}`,
        accessToken,
        prove,
      }),
    revokeAllSessions: ({ accessToken, prove }: Proven) =>
      call<SessionsRevoked>({ method: 'POST', path: '/auth/v1/sessions/revoke-all', body: {}, accessToken, prove }),
    startDeviceCode: ({ accessToken, prove }: Proven) =>
      call<DeviceCodeChallenge>({
        method: 'POST',
        path: '/auth/v1/device/second-factor/start',
        body: {},
        accessToken,
        prove,
      }),
    verifyDeviceCode: ({ accessToken, prove, challengeId, otp }: Proven & ChallengeCodeBody) =>
      call<DeviceApprovalAnswer>({
        method: 'POST',
        path: '/auth/v1/device/second-factor/verify',
        body: { challengeId, otp } satisfies ChallengeCodeBody,
        accessToken,
        prove,
      }),
    // The email change (server/auth/README.md "Email change"): the login email decides who can recover the wallet, so every step carries a device proof.
    startEmailChange: ({ accessToken, prove, newEmail }: Proven & EmailChangeStartBody) =>
      call<EmailChangeStep>({
        method: 'POST',
        path: '/auth/v1/email/change/start',
        body: { newEmail } satisfies EmailChangeStartBody,
        accessToken,
        prove,
      }),
    verifyEmailChangePrimary: ({ accessToken, prove, challengeId, otp }: Proven & ChallengeCodeBody) =>
      call<EmailChangeStep>({
        method: 'POST',
        path: '/auth/v1/email/change/verify-primary',
        body: { challengeId, otp } satisfies ChallengeCodeBody,
        accessToken,
        prove,
      }),
    verifyEmailChangeSecondary: ({ accessToken, prove, challengeId, otp }: Proven & ChallengeCodeBody) =>
      call<EmailChanged>({
        method: 'POST',
        path: '/auth/v1/email/change/verify-secondary',
        body: { challengeId, otp } satisfies ChallengeCodeBody,
        accessToken,
        prove,
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
