import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { AppRequestPayload, FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { AuthApiError } from '../api/auth-api-error.js';
import type { FrameContext } from './frame-context.js';
import { mailDeviceCode, openWallet, signIn, type OpenWalletErrorType } from './open-wallet.js';
import { provenCall } from './proven-call.js';
import type { SignSiwxInFrameErrorType } from '../wallet/sign-siwx-message.js';
import {
  findSmartAccount,
  isSmartAccountDeployed,
  type FindSmartAccountErrorType,
  type FrameSmartAccount,
} from '../wallet/smart-account/find-smart-account.js';
import { chooseAccountType } from '../wallet/smart-account/choose-account-type.js';
import { createSmartAccountSession } from '../wallet/smart-account/smart-account-session.js';

// The first 32 characters of Solana mainnet's genesis hash (SPEC §9 "three Solana networks").
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The embedding page's origin, for the device list (the browser reported it when the channel opened). */
const site = (meta: Meta | undefined) => (meta?.hostOrigin ? { deviceSite: meta.hostOrigin } : {});

const requestCodeFirst = () =>
  new AuthApiError({ status: 400, code: 'NO_EMAIL_CHALLENGE', message: 'Request a code first' });

type Meta = { hostOrigin: string };

/** What userPayload throws: 401 UNAUTHORIZED before a sign-in opened the wallet; the chosen smart account could not be read. */
export type UserPayloadErrorType = AuthApiError | FindSmartAccountErrorType;

/** The embedded wallet's user on the namespace of `chainId` (SPEC §3 "Auth user"); `chainId` also moves that namespace there. */
export async function userPayload(context: FrameContext, chainId?: string): Promise<FrameSuccessPayload<'GET_USER'>> {
  const addresses = context.vault.addresses;
  const user = context.session.user;
  if (!addresses || !user) throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
  const namespace = chainId?.startsWith('solana:') ? 'solana' : 'eip155';
  if (chainId) context.networks[namespace] = chainId;
  const common = { email: user.email ?? null, userName: user.userName ?? null };
  if (namespace === 'solana') {
    const address = addresses.solanaAddress;
    return {
      ...common,
      address,
      chainId: context.networks.solana ?? SOLANA_MAINNET,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    };
  }
  const { smartAccount, deployed } = await smartAccountOnActiveNetwork(context);
  // The smart account is the user's address only where it exists (a choice kept on another network answers the EOA).
  const active = context.accountType === 'smartAccount' && smartAccount ? smartAccount : undefined;
  return {
    ...common,
    address: active?.address ?? addresses.evmAddress,
    chainId: context.networks.eip155,
    accounts: [
      { address: addresses.evmAddress, type: 'eoa' },
      ...(smartAccount ? [{ address: smartAccount.address, type: 'smartAccount' as const }] : []),
    ],
    preferredAccountType: active ? 'smartAccount' : 'eoa',
    smartAccountDeployed: deployed,
  };
}

/**
 * The smart account on the active EVM network and whether it is deployed. When the visitor has not
 * chosen it, a failure to read it only leaves it out of the user's accounts; when they have, it fails the request.
 */
async function smartAccountOnActiveNetwork(
  context: FrameContext,
): Promise<{ smartAccount: FrameSmartAccount | undefined; deployed: boolean }> {
  try {
    const smartAccount = await findSmartAccount({ context, chainId: context.networks.eip155 });
    const deployed = smartAccount ? await isSmartAccountDeployed({ context, account: smartAccount }) : false;
    return { smartAccount, deployed };
  } catch (error) {
    if (context.accountType === 'smartAccount') throw error;
    context.log.info('[frame] the smart account could not be read', error);
    return { smartAccount: undefined, deployed: false };
  }
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
  const user = await userPayload(context, chainId);
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
    ...(user.preferredAccountType === 'smartAccount' ? { signMessage: await smartAccountSigner(context) } : {}),
  });
  return { ...user, ...signed };
}

/** The active smart account's message signer (its chunk loads only for a smart-account user who signs in to the dapp). */
async function smartAccountSigner(context: FrameContext): Promise<(message: string) => Promise<`0x${string}`>> {
  const account = await findSmartAccount({ context, chainId: context.networks.eip155 });
  if (!account) throw new AuthApiError({ status: 400, code: 'NO_SMART_ACCOUNT', message: 'No smart account here' });
  const { signMessageWithSmartAccount } = await import('../wallet/smart-account/handle-smart-account-rpc.js');
  return (message) => signMessageWithSmartAccount({ context, account, message });
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
    { uri, chainId, preferredAccountType, defaultAccountType, siwxMessage }: AppRequestPayload<'CONNECT_SOCIAL'>,
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
    chooseAccountType({ context, preferredAccountType, defaultAccountType });
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
    { chainId, preferredAccountType, defaultAccountType, siwxMessage }: AppRequestPayload<'GET_USER'>,
    meta?: Meta,
  ): Promise<FrameSuccessPayload<'GET_USER'>> {
    if (!context.vault.isOpen) await authHandlers.IS_CONNECTED(context);
    // The visitor's stored choice (the page passes it on reload), else the default; a smart account where the network has them.
    chooseAccountType({ context, preferredAccountType, defaultAccountType });
    return userWithSiwx({ context, chainId, siwxMessage, meta });
  },

  async SIGN_OUT(context: FrameContext): Promise<FrameSuccessPayload<'SIGN_OUT'>> {
    context.approvals.rejectAll();
    context.screens.cancel();
    context.vault.lock();
    context.pendingEmail = undefined;
    context.pendingEmailChange = undefined;
    context.pendingDeviceCode = undefined;
    context.accountType = 'eoa';
    context.accountTypeChosen = false;
    context.smartAccount = createSmartAccountSession();
    await context.session.end();
    return {};
  },
};
