import type { ToastController } from '../core/controllers/toast-controller.js';
import { $messages } from '../core/messages/messages-store.js';

/**
 * Copies an address and says so in a toast (or that the browser refused), for the views that show one.
 * @example void copyAddress({ address: account.address, toast: this.app.controllers.toast })
 */
export async function copyAddress({
  address,
  toast,
}: {
  address: string | undefined;
  toast: ToastController;
}): Promise<void> {
  if (!address) return;
  const text = $messages.get();
  try {
    await navigator.clipboard.writeText(address);
    toast.show({ message: text.addressCopied, variant: 'success' });
  } catch {
    toast.show({ message: text.copyFailed, variant: 'error' });
  }
}
