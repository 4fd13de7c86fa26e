import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { AppRequestPayload, FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { AuthApiError } from '../api/auth-api-error.js';
import type { FrameContext } from './frame-context.js';
import { mailDeviceCode, openWallet, signIn, type OpenWalletErrorType } from './open-wallet.js';
import { provenCall } from './proven-call.js';
import type { SignSiwxInFrameErrorType } from '../wallet/sign-siwx-message.js';

// The first 32 characters of Solana mainnet's genesis hash (SPEC §9 "three Solana networks").
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The embedding page's origin, for the device list (the browser reported it when the channel opened). */
const site = (meta: Meta | undefined) => (meta?.hostOrigin ? { deviceSite: meta.hostOrigin } : {});

const requestCodeFirst = () =>
  new AuthApiError({ status: 400, code: 'NO_EMAIL_CHALLENGE', message: 'Request a code first' });

type Meta = { hostOrigin: string };

/** What userPayload throws: 401 UNAUTHORIZED before a sign-in opened the wallet. */
export type UserPayloadErrorType = AuthApiError;

/** The embedded wallet's user on the namespace of `chainId` (SPEC §3 "Auth user"); `chainId` also moves that namespace there. */
export function userPayload(context: FrameContext, chainId?: string): FrameSuccessPayload<'GET_USER'> {
  const addresses = context.vault.addresses;
  const user = context.session.user;
  if (!addresses || !user) throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
  const namespace = chainId?.startsWith('solana:') ? 'solana' : 'eip155';
  if (chainId) context.networks[namespace] = chainId;
  const address = namespace === 'solana' ? addresses.solanaAddress : addresses.evmAddress;
  return {
    email: user.email ?? null,
    address,
    chainId: (namespace === 'solana' ? context.networks.solana : context.networks.eip155) ?? SOLANA_MAINNET,
    accounts: [{ address, type: 'eoa' }],
    userName: user.userName ?? null,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  };
}

/**
 * The user, signed in to the dapp too when the page passed a sign-in message (issue 16 part 5):
 * the visitor approves it on the frame's screen right after the code or social step, and the
 * signature and message travel with the user. A refused or rejected message fails the request.
 */
async function userWithSiwx({
  context,
  chainId,
  siwxMessage,
  meta,
}: {
  context: FrameContext;
  chainId: string | undefined;
  siwxMessage: string | undefined;
  meta: Meta | undefined;
}): Promise<FrameSuccessPayload<'GET_USER'>> {
  const user = userPayload(context, chainId);
  if (siwxMessage === undefined) return user;
  if (!meta?.hostOrigin) throw new AuthApiError({ status: 400, code: 'NO_ORIGIN', message: 'Unknown page origin' });
  // Its own chunk: the message format and its checks load only for a dapp that uses SIWX.
  const { signSiwxInFrame } = await import('../wallet/sign-siwx-message.js');
  const signed = await signSiwxInFrame({
    context,
    siwxMessage,
    address: user.address,
    chainId: user.chainId,
    hostOrigin: meta.hostOrigin,
  });
  return { ...user, ...signed };
}

/**
 * What the auth handlers throw: the auth API's refusals (and 'Request a code first' when a code
 * comes without its challenge), what opening the wallet throws, a refused or rejected sign-in
 * message, or a platform error.
 */
export type AuthHandlersErrorType =
  AuthApiError | UserPayloadErrorType | OpenWalletErrorType | SignSiwxInFrameErrorType | ErrorType;

/**
 * Email code, device code, social and session requests (SPEC §4 "Email login", §7). Codes go
 * to the server and nowhere else: they are never stored, logged or echoed. A sign-in whose wallet
 * cannot open yet answers what it still needs (`action`, open-wallet.ts) instead of connecting.
 *
 * @example
 * const reply = await authHandlers.CONNECT_EMAIL(context, { email });
 */
export const authHandlers = {
  async CONNECT_EMAIL(
    context: FrameContext,
    { email }: AppRequestPayload<'CONNECT_EMAIL'>,
  ): Promise<FrameSuccessPayload<'CONNECT_EMAIL'>> {
    const record = await context.vault.ensureDevice();
    const { challengeId, resendAfterSeconds } = await context.api.startEmail({
      email,
      deviceId: record.deviceId,
      devicePublicKey: record.publicJwk,
    });
    context.pendingEmail = { email, challengeId };
    // Our server asks for the device code after the email code (server/auth): always VERIFY_OTP here.
    // Its resend cooldown goes on to the modal's countdown (core/protocol/otp-resend-cooldown.ts).
    return { action: 'VERIFY_OTP', ...(typeof resendAfterSeconds === 'number' ? { resendAfterSeconds } : {}) };
  },

  async CONNECT_OTP(
    context: FrameContext,
    { otp }: AppRequestPayload<'CONNECT_OTP'>,
    meta?: Meta,
  ): Promise<FrameSuccessPayload<'CONNECT_OTP'>> {
    const pending = context.pendingEmail;
    if (!pending) throw requestCodeFirst();
    const record = await context.vault.ensureDevice();
    const result = await context.api.verifyEmail({
      challengeId: pending.challengeId,
      email: pending.email,
      otp,
      deviceId: record.deviceId,
      ...site(meta),
    });
    if (result.action === 'VERIFY_DEVICE') {
      pending.deviceChallengeId = result.challengeId;
      return { action: 'VERIFY_DEVICE' };
    }
    return (await signIn(context, result)) ?? {};
  },

  /**
   * The device code: of an email sign-in on a new device, or of a pending device a social sign-in
   * added (context.pendingDeviceCode). Without a code it mails the pending device's code again.
   */
  async CONNECT_DEVICE(
    context: FrameContext,
    { otp }: AppRequestPayload<'CONNECT_DEVICE'>,
    meta?: Meta,
  ): Promise<FrameSuccessPayload<'CONNECT_DEVICE'>> {
    if (context.pendingDeviceCode) {
      if (!otp) return mailDeviceCode(context);
      const { challengeId } = context.pendingDeviceCode;
      await provenCall(context, (proven) => context.api.verifyDeviceCode({ ...proven, challengeId, otp }));
      context.pendingDeviceCode = undefined;
      return (await openWallet(context)) ?? {};
    }
    const pending = context.pendingEmail;
    if (!pending?.deviceChallengeId || !otp) throw requestCodeFirst();
    const record = await context.vault.ensureDevice();
    const result = await context.api.verifyDevice({
      challengeId: pending.deviceChallengeId,
      email: pending.email,
      otp,
      deviceId: record.deviceId,
      ...site(meta),
    });
    if (result.action !== 'CONNECT') throw requestCodeFirst();
    return (await signIn(context, result)) ?? {};
  },

  async GET_SOCIAL_REDIRECT_URI(
    context: FrameContext,
    { provider }: AppRequestPayload<'GET_SOCIAL_REDIRECT_URI'>,
  ): Promise<FrameSuccessPayload<'GET_SOCIAL_REDIRECT_URI'>> {
    const record = await context.vault.ensureDevice();
    return { uri: await context.social.start({ provider, record }) };
  },

  async CONNECT_SOCIAL(
    context: FrameContext,
    { uri, chainId, siwxMessage }: AppRequestPayload<'CONNECT_SOCIAL'>,
    meta?: Meta,
  ): Promise<FrameSuccessPayload<'CONNECT_SOCIAL'>> {
    const { attemptId, attemptSecret, callbackToken } = await context.social.waitForResult({ uri });
    const record = await context.vault.ensureDevice();
    const result = await context.api.completeOauth({
      attemptId,
      attemptSecret,
      callbackToken,
      deviceId: record.deviceId,
      ...site(meta),
    });
    if (result.action !== 'CONNECT')
      throw new AuthApiError({ status: 400, code: 'OAUTH_FAILED', message: 'The sign-in was cancelled or refused' });
    const step = await signIn(context, result);
    if (step) return step;
    return userWithSiwx({ context, chainId, siwxMessage, meta });
  },

  /** On reload: a stored refresh token still works → the wallet unlocks without a prompt (SPEC §4 restore). */
  async IS_CONNECTED(context: FrameContext): Promise<FrameSuccessPayload<'IS_CONNECTED'>> {
    const token = await context.session.accessToken().catch(() => undefined);
    if (!token) return { isConnected: false };
    if (!context.vault.isOpen) {
      try {
        await context.vault.open();
      } catch (error) {
        context.log.warn('[frame] the wallet could not be unlocked', error);
        return { isConnected: false };
      }
    }
    return { isConnected: true };
  },

  async GET_USER(
    context: FrameContext,
    { chainId, siwxMessage }: AppRequestPayload<'GET_USER'>,
    meta?: Meta,
  ): Promise<FrameSuccessPayload<'GET_USER'>> {
    if (!context.vault.isOpen) await authHandlers.IS_CONNECTED(context);
    return userWithSiwx({ context, chainId, siwxMessage, meta });
  },

  async SIGN_OUT(context: FrameContext): Promise<FrameSuccessPayload<'SIGN_OUT'>> {
    context.approvals.rejectAll();
    context.screens.cancel();
    context.vault.lock();
    context.pendingEmail = undefined;
    context.pendingEmailChange = undefined;
    context.pendingDeviceCode = undefined;
    await context.session.end();
    return {};
  },
};
