// How the EmbeddedWalletController runs the Security view's actions (devices, sessions): the
// actions themselves are a chunk of their own, embedded-wallet-security-flow.ts, loaded here with
// import() when the view first needs it.
import type { MapStore } from 'nanostores';
import type { EmbeddedWalletSecurityState } from '../stores/embedded-wallet-security-store.js';
import type { AuthClient } from '../types/auth-client.js';
import type { ConnectionController } from './connection-controller.js';
import { embeddedWalletErrorMessage } from './embedded-wallet-sign-in-outcome.js';
import type { SecurityServices } from './embedded-wallet-security-flow.js';
import type { ModalController } from './modal-controller.js';
import type { ToastController } from './toast-controller.js';

const loadSecurityFlow = () => import('./embedded-wallet-security-flow.js');

/** The Security view's actions (the chunk's exports). */
export type SecurityFlow = Awaited<ReturnType<typeof loadSecurityFlow>>;

/** What a Security step works with. */
export interface SecurityStepServices {
  /** The Security view's state (devices, recovery key). */
  security: MapStore<EmbeddedWalletSecurityState>;
  connection: ConnectionController;
  modal: ModalController;
  /** Shows a removal's or a sign-out's success. */
  toast?: Pick<ToastController, 'show'> | undefined;
  /** Loads the embedded wallet's chunk and frame once. */
  loadClient(): Promise<AuthClient>;
}

/** The step to run, and what it works with. */
export interface RunSecurityStepParameters {
  services: SecurityStepServices;
  /** The action, given the loaded chunk and what it works with. */
  step: (flow: SecurityFlow, services: SecurityServices) => Promise<void>;
}

/**
 * One step of the Security view, with its chunk and the frame loaded; a load failure becomes the
 * view's error. A step that signs this device out disconnects here and closes the modal.
 *
 * @example
 * await runSecurityStep({ services, step: (flow, services) => flow.loadSecurity({ services }) });
 */
export async function runSecurityStep({ services, step }: RunSecurityStepParameters): Promise<void> {
  const { security, connection, modal, toast } = services;
  try {
    const [flow, client] = await Promise.all([loadSecurityFlow(), services.loadClient()]);
    const signedOut = async () => {
      security.set({ loading: false });
      await connection.disconnect();
      modal.close();
    };
    await step(flow, { store: security, client, toast, signedOut });
  } catch (error) {
    security.set({ ...security.get(), loading: false, error: embeddedWalletErrorMessage(error) });
  }
}
