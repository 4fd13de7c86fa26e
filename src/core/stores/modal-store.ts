import { map, readonlyType } from 'nanostores';
import type { ChainNamespace } from '../types/caip.js';

export interface ModalState {
  open: boolean;
  /** True while the modal waits on something before it can show a view (SPEC §4 "Modal store"). */
  loading: boolean;
  /** True once `createAppKit` has built the app. */
  initialized: boolean;
  /** The namespace the modal was opened for (`open({ namespace })`): the Connect view lists only its wallets. */
  activeChain?: ChainNamespace;
}

/** Written only by the ModalController. */
export const modalStore = map<ModalState>({ open: false, loading: false, initialized: false });
/** The modal's open state, read-only. */
export const $modal = readonlyType(modalStore);
