import { getAppControllers } from '../core/app-context.js';
import { $messages } from '../core/messages/messages-store.js';

/**
 * Copies an address and says so in a toast (or that the browser refused), for the views that show one.
 * @example void copyAddress({ address: account.address })
 */
export async function copyAddress({ address }: { address: string | undefined }): Promise<void> {
  const app = getAppControllers();
  if (!app || !address) return;
  const text = $messages.get();
  try {
    await navigator.clipboard.writeText(address);
    app.toast.show({ message: text.addressCopied, variant: 'success' });
  } catch {
    app.toast.show({ message: text.copyFailed, variant: 'error' });
  }
}
