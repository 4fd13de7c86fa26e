import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { AppRequestPayload, FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import type { AuthApiError } from '../api/auth-api-error.js';
import {
  createPasskeyRecoveryKey,
  createRecoveryKey,
  derivePassphraseRecoveryKey,
  newPassphraseParams,
  zeroize,
} from '../custody/index.js';
import { WalletNotSignedInError } from '../errors/wallet-not-signed-in-error.js';
import { askForRecoveryKey, type AskForRecoveryKeyErrorType } from '../screens/ask-for-recovery-key.js';
import {
  chooseRecoveryMethod,
  type ChooseRecoveryMethodErrorType,
  type RecoveryChoice,
} from '../screens/choose-recovery-method.js';
import type { ShowScreenErrorType } from '../screens/create-screen-host.js';
import { authHandlers } from './auth-handlers.js';
import type { FrameContext } from './frame-context.js';
import { provenCall } from './proven-call.js';

/** A new recovery key for the choice, with the public parameters a user-held one needs. */
async function recoveryKeyFor(choice: RecoveryChoice) {
  if (choice.method === 'server-escrow') return { recoveryKey: createRecoveryKey() };
  if (choice.method === 'passphrase') {
    const params = newPassphraseParams();
    return { recoveryKey: await derivePassphraseRecoveryKey({ passphrase: choice.passphrase, params }), params };
  }
  return createPasskeyRecoveryKey({ rpId: location.hostname });
}

/**
 * What the security handlers throw: 4100 before a sign-in, 4001 when the visitor cancels a
 * recovery-key screen, the auth API's refusals, or a platform error (a passkey prompt's, WebCrypto's).
 */
export type SecurityHandlersErrorType =
  | WalletNotSignedInError
  | ShowScreenErrorType
  | AskForRecoveryKeyErrorType
  | ChooseRecoveryMethodErrorType
  | AuthApiError
  | ErrorType;

/**
 * The account's devices and its recovery key (issue "Hardening" parts 2 and 10). The device list
 * is plain text the modal may show; revoking, signing out everywhere and the recovery key go
 * through the server with a device proof, and the recovery key is entered only on the frame's own
 * screens, never in the dapp's modal.
 *
 * @example
 * const { devices, recoveryMethod } = await securityHandlers.GET_SECURITY(context);
 */
export const securityHandlers = {
  async GET_SECURITY(context: FrameContext): Promise<FrameSuccessPayload<'GET_SECURITY'>> {
    if (!context.vault.isOpen) await authHandlers.IS_CONNECTED(context);
    const recoveryMethod = context.vault.recoveryMethod;
    if (!context.vault.isOpen || !recoveryMethod) throw new WalletNotSignedInError();
    const { devices } = await context.session.withAccessToken((accessToken) =>
      context.api.listDevices({ accessToken }),
    );
    return { recoveryMethod, devices: devices.slice(0, 100) };
  },

  /** Removes a device ('This wasn't me' for a pending one); removing this device signs it out. */
  async REVOKE_DEVICE(
    context: FrameContext,
    { deviceId }: AppRequestPayload<'REVOKE_DEVICE'>,
  ): Promise<FrameSuccessPayload<'REVOKE_DEVICE'>> {
    await provenCall(context, (proven) => context.api.revokeDevice({ ...proven, deviceId }));
    if (deviceId === (await context.vault.ensureDevice()).deviceId) await authHandlers.SIGN_OUT(context);
    return {};
  },

  /** Ends every session of the account, this one too. */
  async SIGN_OUT_EVERYWHERE(context: FrameContext): Promise<FrameSuccessPayload<'SIGN_OUT_EVERYWHERE'>> {
    await provenCall(context, (proven) => context.api.revokeAllSessions(proven));
    await authHandlers.SIGN_OUT(context);
    return {};
  },

  /** The frame's screen takes the user's own recovery key and recovers the wallet on this device. */
  async UNLOCK_WITH_RECOVERY_KEY(context: FrameContext): Promise<FrameSuccessPayload<'UNLOCK_WITH_RECOVERY_KEY'>> {
    const params = context.vault.recoveryParams;
    if (!params || !context.session.userId) throw new WalletNotSignedInError();
    await context.screens.show((screen) =>
      askForRecoveryKey({
        screen,
        params,
        attempt: async (recoveryKey) => void (await context.vault.recoverWithKey(recoveryKey)),
      }),
    );
    return {};
  },

  /** The frame's screen lets the visitor pick a passkey, a passphrase or the server; the new recovery set replaces the old one. */
  async SET_RECOVERY_METHOD(context: FrameContext): Promise<FrameSuccessPayload<'SET_RECOVERY_METHOD'>> {
    const current = context.vault.recoveryMethod;
    if (!context.vault.isOpen || !current) throw new WalletNotSignedInError();
    const recoveryMethod = await context.screens.show((screen) =>
      chooseRecoveryMethod({
        screen,
        current,
        apply: async (choice) => {
          const { recoveryKey, params } = await recoveryKeyFor(choice);
          try {
            await context.vault.changeRecovery({ method: choice.method, recoveryKey, ...(params ? { params } : {}) });
          } finally {
            zeroize(recoveryKey);
          }
        },
      }),
    );
    return { recoveryMethod };
  },
};
