import { accountTypeSwitchStore } from '../core/stores/account-type-store.js';
import { alertStore } from '../core/stores/alert-store.js';
import { activeNamespaceStore, chainsStore, switchingNamespaceStore } from '../core/stores/chain-store.js';
import { connectAttemptStore } from '../core/stores/connect-attempt-store.js';
import { connectorsStore } from '../core/stores/connectors-store.js';
import { directoryStore, INITIAL_DIRECTORY_STATE } from '../core/stores/directory-store.js';
import { embeddedWalletStore } from '../core/stores/embedded-wallet-store.js';
import { eventsStore } from '../core/stores/events-store.js';
import { modalStore } from '../core/stores/modal-store.js';
import { routerStore } from '../core/stores/router-store.js';
import { sendStore, EMPTY_SEND_STATE } from '../core/stores/send-store.js';
import { toastStore } from '../core/stores/toast-store.js';

/** Returns every store to its first value, so a destroyed app leaves nothing behind. */
export function resetStores(): void {
  modalStore.set({ open: false, loading: false, initialized: false });
  routerStore.set({ history: [{ view: 'Connect', params: undefined }] });
  chainsStore.set({});
  activeNamespaceStore.set(undefined);
  switchingNamespaceStore.set(false);
  sendStore.set(EMPTY_SEND_STATE);
  connectorsStore.set([]);
  connectAttemptStore.set({ status: 'idle' });
  alertStore.set({ open: false, message: '', variant: 'info' });
  toastStore.set({ open: false, message: '', variant: 'success' });
  eventsStore.set(undefined);
  directoryStore.set({ ...INITIAL_DIRECTORY_STATE });
  embeddedWalletStore.set({ loading: false });
  accountTypeSwitchStore.set({});
}
