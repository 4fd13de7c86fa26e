// The email change of the embedded wallet (SPEC §4 "Email update reply is VERIFY_PRIMARY_OTP or
// VERIFY_SECONDARY_OTP"), loaded with import() by the EmbeddedWalletController when it starts.
import type { MapStore } from 'nanostores';
import { BaseError } from '../errors/base-error.js';
import { $messages } from '../messages/messages-store.js';
import type { AppStorage } from '../storage/storage.js';
import type { EmbeddedWalletState } from '../stores/embedded-wallet-store.js';
import type { AuthClient } from '../types/auth-client.js';
import { isValidEmail } from '../utils/is-valid-email.js';
import { OTP_RESEND_COOLDOWN_MS } from '../protocol/otp-resend-cooldown.js';
import type { RouterController } from './router-controller.js';
import type { ToastController } from './toast-controller.js';

/** What the steps work with: the sign-in store, the loaded frame client, the router, storage. */
export interface UpdateEmailServices {
  store: MapStore<EmbeddedWalletState>;
  client: AuthClient;
  router: RouterController;
  storage: AppStorage;
  /** Shows "Email updated". */
  toast?: Pick<ToastController, 'show'> | undefined;
  now: () => number;
}

/**
 * Asks the frame for the first code of a change to `email`. Refuses (BaseError, shown as it is)
 * an invalid address (SPEC §5 "Email must be a valid e-mail address … update, new email") or
 * the current one, before anything is sent. The next view is the code sent to the current
 * address, or, for a user without one (social sign-in), the code sent to the new address. A
 * resend from the code view stays on it.
 *
 * @example
 * await startEmailUpdate({ services, email: 'ada@new.example' }); // UpdateEmailPrimaryOtp shows
 */
export async function startEmailUpdate({
  services,
  email,
}: {
  services: UpdateEmailServices;
  email: string;
}): Promise<void> {
  const { store, client, router, now } = services;
  const text = $messages.get();
  const address = email.trim();
  const current = store.get().email;
  if (!isValidEmail(address)) throw new BaseError(text.invalidEmail);
  // The server compares normalized addresses too (and refuses with the same words); this saves the round trip.
  if (current && address.toLowerCase() === current.toLowerCase()) throw new BaseError(text.updateEmailUnchanged);
  const { action } = await client.updateEmail({ email: address });
  store.set({ ...store.get(), newEmail: address, resendAvailableAt: now() + OTP_RESEND_COOLDOWN_MS });
  const entry =
    action === 'VERIFY_PRIMARY_OTP'
      ? ({ view: 'UpdateEmailPrimaryOtp', params: { email: current ?? '' } } as const)
      : ({ view: 'UpdateEmailSecondaryOtp', params: { email: address } } as const);
  if (router.current?.view === entry.view) return;
  router.push(entry);
}

/**
 * Checks the code sent to the current address; the code sent to the new one is next (it
 * replaces this view, so Back returns to the address field).
 *
 * @example
 * await verifyPrimaryCode({ services, otp: '123456' }); // UpdateEmailSecondaryOtp shows
 */
export async function verifyPrimaryCode({
  services,
  otp,
}: {
  services: UpdateEmailServices;
  otp: string;
}): Promise<void> {
  const { store, client, router } = services;
  await client.updateEmailPrimaryOtp({ otp });
  router.replace({ view: 'UpdateEmailSecondaryOtp', params: { email: store.get().newEmail ?? '' } });
}

/**
 * Checks the code sent to the new address: the email is changed. The new email is remembered
 * (storage key 'email' and the store, SPEC §3 "Local storage holds … email"), Account shows with
 * a success toast.
 *
 * @example
 * await verifySecondaryCode({ services, otp: '654321' }); // Account shows the new email
 */
export async function verifySecondaryCode({
  services,
  otp,
}: {
  services: UpdateEmailServices;
  otp: string;
}): Promise<void> {
  const { store, client, router, storage } = services;
  const { newEmail } = await client.updateEmailSecondaryOtp({ otp });
  storage.set('email', newEmail);
  store.set({ ...store.get(), email: newEmail, newEmail: undefined, resendAvailableAt: undefined, error: undefined });
  router.reset({ view: 'Account', params: undefined });
  services.toast?.show({ message: $messages.get().emailUpdated, variant: 'success' });
}
