import type { AuthApiError } from '../api/auth-api-error.js';
import type { ConnectedResult } from '../../../src/core/protocol/index.js';
import { SignInStepRequiredError, type SignInStep } from '../errors/sign-in-step-required-error.js';
import type { WalletVaultOpenErrorType } from '../wallet/create-wallet-vault.js';
import type { FrameContext } from './frame-context.js';
import { provenCall } from './proven-call.js';

/** What openWallet throws: what the vault's `open` throws but a step, which it returns; mailing a device code may be refused by the auth API. */
export type OpenWalletErrorType = Exclude<WalletVaultOpenErrorType, SignInStepRequiredError> | AuthApiError;

/**
 * Opens the wallet after a sign-in step; what it still needs comes back as a step instead of an
 * error (issue "Hardening" parts 1 and 10). A pending device that can verify by email gets its
 * code mailed here, so the modal's device-code view only has to take it.
 *
 * @example
 * const step = await openWallet(context);
 * return step ?? {};
 */
export async function openWallet(context: FrameContext): Promise<SignInStep | undefined> {
  try {
    await context.vault.open();
    context.pendingDeviceCode = undefined;
    return undefined;
  } catch (error) {
    if (!(error instanceof SignInStepRequiredError)) throw error;
    if (error.step.action === 'VERIFY_DEVICE') return mailDeviceCode(context);
    return error.step;
  }
}

/** Mails (again) the code that verifies this pending device; the step names where it went. */
export async function mailDeviceCode(context: FrameContext): Promise<SignInStep> {
  const challenge = await provenCall(context, (proven) => context.api.startDeviceCode(proven));
  context.pendingDeviceCode = { challengeId: challenge.challengeId, emailHint: challenge.emailHint };
  return { action: 'VERIFY_DEVICE', emailHint: challenge.emailHint };
}

/** Opens the session of a finished sign-in, then the wallet (or says what it still needs). */
export async function signIn(context: FrameContext, result: ConnectedResult): Promise<SignInStep | undefined> {
  await context.session.start({ user: result.user, tokens: result.session });
  context.pendingEmail = undefined;
  context.pendingEmailChange = undefined;
  const step = await openWallet(context);
  context.log.info('[frame] signed in', { isNewUser: result.isNewUser, step: step?.action });
  return step;
}
