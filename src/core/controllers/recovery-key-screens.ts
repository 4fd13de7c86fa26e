// The frame's own recovery-key screens (issue "Hardening" part 10), run while the FrameScreen view
// lies under the frame. The EmbeddedWalletController delegates its runFrameScreen here.
import type { MapStore } from 'nanostores';
import { $embeddedWalletSecurityMessages } from '../messages/embedded-wallet-security-messages.js';
import type { EmbeddedWalletSecurityState } from '../stores/embedded-wallet-security-store.js';
import type { AuthClient } from '../types/auth-client.js';
import {
  embeddedWalletErrorMessage,
  finishSignIn,
  showSignInError,
  type SignInServices,
} from './embedded-wallet-sign-in-outcome.js';
import type { ToastController } from './toast-controller.js';

/** Which of the frame's own screens a FrameScreen view shows (the recovery key's). */
export type FrameScreenName = 'unlock' | 'recovery-method';

/** What the screens work with besides ending a sign-in. */
export interface RecoveryKeyScreenServices extends SignInServices {
  /** Loads the embedded wallet's chunk and frame once. */
  loadClient(): Promise<AuthClient>;
  /** The Security view's state, which learns the new recovery method. */
  security: MapStore<EmbeddedWalletSecurityState>;
  /** Shows the recovery method's change. */
  toast?: Pick<ToastController, 'show'> | undefined;
}

/** Which screen runs, and the signal that ends it. */
export interface RunRecoveryKeyScreenParameters {
  services: RecoveryKeyScreenServices;
  screen: FrameScreenName;
  /** Aborted when the visitor leaves the view; the frame's screen closes too. */
  signal: AbortSignal;
}

/**
 * Runs one of the frame's own screens: the recovery key that opens the wallet on this device
 * (then the sign-in ends), or the choice of how the recovery key is kept (then Security shows
 * again). Leaving the view aborts it; Cancel on the frame's screen goes back.
 *
 * @example
 * await runRecoveryKeyScreen({ services, screen: 'unlock', signal: abort.signal });
 */
export async function runRecoveryKeyScreen({
  services,
  screen,
  signal,
}: RunRecoveryKeyScreenParameters): Promise<void> {
  const { store, router, toast, security } = services;
  store.set({ ...store.get(), loading: true, error: undefined });
  try {
    const client = await services.loadClient();
    // Leaving the view closes the frame's screen too (RPC_ABORT cancels it there).
    signal.addEventListener('abort', () => void client.abortRpcRequests(), { once: true });
    if (screen === 'unlock') {
      await client.unlockWithRecoveryKey({ signal });
      await finishSignIn({ services });
      return;
    }
    const recoveryMethod = await client.setRecoveryMethod({ signal });
    security.setKey('recoveryMethod', recoveryMethod);
    toast?.show({ message: $embeddedWalletSecurityMessages.get().recoveryChanged, variant: 'success' });
    if (router.current?.view === 'EmbeddedWalletRecoveryMethod') router.goBack();
  } catch (error) {
    if (signal.aborted) return;
    // Cancel on the frame's screen goes back; anything else is said where the visitor is.
    if ((error as { code?: number }).code === 4001) {
      const view = router.current?.view;
      if (view === 'EmbeddedWalletRecoveryKey' || view === 'EmbeddedWalletRecoveryMethod') router.goBack();
      return;
    }
    showSignInError({ store, message: embeddedWalletErrorMessage(error) });
  } finally {
    store.setKey('loading', false);
  }
}
