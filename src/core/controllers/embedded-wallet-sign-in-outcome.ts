// How every sign-in of the embedded wallet ends (email code, device code, social, recovery key):
// signed in, sent to what the wallet still needs, or refused with words the visitor can read.
// Shared by the EmbeddedWalletController and the social and recovery-key flows it delegates to.
import type { MapStore } from 'nanostores';
import { BaseError } from '../errors/base-error.js';
import { AuthInitError } from '../errors/auth-init-error.js';
import { ConnectorAlreadyConnectedError, ReconnectingError } from '../errors/connector-errors.js';
import { EmailLoginDependencyError } from '../errors/email-login-dependency-error.js';
import { FrameRequestError } from '../errors/frame-errors.js';
import { $messages } from '../messages/messages-store.js';
import { shownText } from '../messages/alert-texts.js';
import { $chains } from '../stores/chain-store.js';
import { $embeddedWalletSecurityMessages } from '../messages/embedded-wallet-security-messages.js';
import type { AppStorage } from '../storage/storage.js';
import type { EmbeddedWalletState } from '../stores/embedded-wallet-store.js';
import type { SignInStep } from '../types/auth-client.js';
import type { ChainNamespace } from '../types/caip.js';
import type { ConnectionController } from './connection-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';

/** What ending a sign-in works with; the EmbeddedWalletController supplies it. */
export interface SignInServices {
  store: MapStore<EmbeddedWalletState>;
  router: RouterController;
  modal: ModalController;
  connection: ConnectionController;
  storage: AppStorage;
  /** The auth connector of each namespace the dapp configured, the active namespace last. */
  connectorIds(): Array<{ namespace: ChainNamespace; connectorId: string }>;
  /** When another code may be mailed: now plus the resend wait in force (the server's, once it answered). */
  nextResendAt(): number;
}

/**
 * Connects the auth connector of every configured namespace in turn (the active one stays active),
 * remembers the login and closes the modal.
 *
 * @example
 * await finishSignIn({ services });
 */
export async function finishSignIn({ services }: { services: SignInServices }): Promise<void> {
  const { connection, storage, store, modal } = services;
  // SPEC §8 'Authenticating...': the frame has the sign-in; the views say so until the account arrives.
  store.setKey('authenticating', true);
  try {
    // The visitor's namespace stays the active one while the others connect in the background.
    await connection.connectInTurn({ connectorIds: services.connectorIds().map(({ connectorId }) => connectorId) });
  } catch (error) {
    // A connection already there or on its way back is state, not a failed start: said as it is.
    if (error instanceof ConnectorAlreadyConnectedError || error instanceof ReconnectingError) throw error;
    await abandonSignIn({ services });
    throw new AuthInitError({ cause: error });
  } finally {
    store.setKey('authenticating', false);
  }
  // SPEC §4 "Successful login sets the login flag, stores the email, clears the last email login time".
  storage.set('emailLoginUsed', true);
  const { email } = store.get();
  if (email) storage.set('email', email);
  storage.remove('lastEmailLoginTime');
  store.setKey('resendAvailableAt', undefined);
  modal.close();
}

/**
 * The signed-in wallet could not be connected (SPEC §8 "A problem occurred while trying initialize
 * authentication ... also disconnects and resets to Connect"): the namespaces it did connect are
 * disconnected, so no half sign-in stays, and Connect shows where the text appears under the field.
 */
async function abandonSignIn({ services }: { services: SignInServices }): Promise<void> {
  const { connection, router, store } = services;
  const chains = $chains.get();
  for (const { namespace, connectorId } of services.connectorIds()) {
    if (chains[namespace]?.account.connectorId !== connectorId) continue;
    await connection.disconnect({ namespace }).catch(() => undefined);
  }
  store.setKey('socialProvider', undefined);
  router.reset({ view: 'Connect', params: undefined });
}

/**
 * What a sign-in still needs (issue "Hardening" parts 1 and 10): the device code's view (for a
 * social sign-in, the code went to the account's address), the frame's recovery-key screen, or
 * the new device's wait.
 *
 * @example
 * showSignInStep({ services, step: { action: 'VERIFY_RECOVERY_KEY' } }); // EmbeddedWalletRecoveryKey shows
 */
export function showSignInStep({ services, step }: { services: SignInServices; step: SignInStep }): void {
  const { router, store } = services;
  if (step.action === 'VERIFY_DEVICE') {
    store.setKey('resendAvailableAt', services.nextResendAt());
    router.replace({ view: 'EmailVerifyDevice', params: { email: step.emailHint ?? '', social: true } });
  } else if (step.action === 'VERIFY_RECOVERY_KEY')
    router.replace({ view: 'EmbeddedWalletRecoveryKey', params: undefined });
  else router.replace({ view: 'EmbeddedWalletDevicePending', params: { releaseAt: step.releaseAt } });
}

/**
 * Ends a step with `message` as the store's error, loading off.
 *
 * @example
 * showSignInError({ store, message: embeddedWalletErrorMessage(error) });
 */
export function showSignInError({ store, message }: { store: MapStore<EmbeddedWalletState>; message: string }): void {
  store.set({ ...store.get(), loading: false, error: message });
}

/**
 * The words a failed step is shown with: the short message of our own errors, a generic one else.
 *
 * @example
 * embeddedWalletErrorMessage(new BaseError('Invalid code')); // 'Invalid code'
 */
export function embeddedWalletErrorMessage(error: unknown): string {
  if (error instanceof AuthInitError) return $messages.get().authInitFailed;
  if (error instanceof EmailLoginDependencyError) return $messages.get().emailLoginDependencyFailed;
  // Refusals the frame leaves to the modal's own words (translatable).
  if (error instanceof FrameRequestError && error.reason === 'STORAGE_UNAVAILABLE')
    return $embeddedWalletSecurityMessages.get().storageUnavailable;
  if (error instanceof FrameRequestError && error.reason === 'RECOVERY_KEY_INVALID')
    return $embeddedWalletSecurityMessages.get().recoveryKeyInvalid;
  if (error instanceof BaseError) return shownText({ message: error.shortMessage });
  return $messages.get().somethingWentWrong;
}
