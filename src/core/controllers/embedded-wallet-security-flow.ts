// The embedded wallet account's devices and sessions (issue "Hardening" part 2), loaded with
// import() by the EmbeddedWalletController when the Security view first needs it.
import type { MapStore } from 'nanostores';
import { BaseError } from '../errors/base-error.js';
import { $embeddedWalletSecurityMessages } from '../messages/embedded-wallet-security-messages.js';
import { $messages } from '../messages/messages-store.js';
import { shownText } from '../messages/alert-texts.js';
import type { EmbeddedWalletSecurityState } from '../stores/embedded-wallet-security-store.js';
import type { AuthClient } from '../types/auth-client.js';
import type { ToastController } from './toast-controller.js';

/** What the security steps work with. */
export interface SecurityServices {
  store: MapStore<EmbeddedWalletSecurityState>;
  client: AuthClient;
  toast?: Pick<ToastController, 'show'> | undefined;
  /** After this device was signed out (removed itself, or everywhere): disconnect the modal's side. */
  signedOut(): Promise<void>;
}

// A frame timeout is a SPEC §8 alert: its text in the active language; the frame's own refusals as given.
const messageOf = (error: unknown, fallback: string) =>
  error instanceof BaseError ? shownText({ message: error.shortMessage }) : fallback;

/**
 * Reads the devices and the recovery method into the store; a failure becomes the store's error
 * (the view offers a retry).
 *
 * @example
 * await loadSecurity({ services });
 */
export async function loadSecurity({ services }: { services: SecurityServices }): Promise<void> {
  const { store, client } = services;
  store.set({ ...store.get(), loading: true, error: undefined });
  try {
    const { devices, recoveryMethod } = await client.getSecurity();
    store.set({ ...store.get(), devices, recoveryMethod, loading: false });
  } catch (error) {
    store.set({
      ...store.get(),
      loading: false,
      error: messageOf(error, $embeddedWalletSecurityMessages.get().securityLoadFailed),
    });
  }
}

/**
 * Removes a device ('This wasn't me' on a pending one): its sessions end and its share is
 * deleted. Removing this device signs it out.
 *
 * @example
 * await removeDevice({ services, deviceId });
 */
export async function removeDevice({
  services,
  deviceId,
}: {
  services: SecurityServices;
  deviceId: string;
}): Promise<void> {
  const { store, client, toast } = services;
  const current = store.get().devices?.find((device) => device.id === deviceId)?.current ?? false;
  store.set({ ...store.get(), busy: deviceId, error: undefined });
  try {
    await client.revokeDevice({ deviceId });
    toast?.show({ message: $embeddedWalletSecurityMessages.get().deviceRemoved, variant: 'success' });
    if (current) return await services.signedOut();
    await loadSecurity({ services });
  } catch (error) {
    store.setKey('error', messageOf(error, $messages.get().somethingWentWrong));
  } finally {
    store.setKey('busy', undefined);
  }
}

/**
 * Ends every session of the account, this one too, then disconnects here.
 *
 * @example
 * await signOutEverywhere({ services });
 */
export async function signOutEverywhere({ services }: { services: SecurityServices }): Promise<void> {
  const { store, client, toast } = services;
  store.set({ ...store.get(), busy: 'all', error: undefined });
  try {
    await client.signOutEverywhere();
    toast?.show({ message: $embeddedWalletSecurityMessages.get().signedOutEverywhere, variant: 'success' });
    await services.signedOut();
  } catch (error) {
    store.setKey('error', messageOf(error, $messages.get().somethingWentWrong));
  } finally {
    store.setKey('busy', undefined);
  }
}
