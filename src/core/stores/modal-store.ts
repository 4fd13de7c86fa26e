import { map, readonlyType } from 'nanostores';

export interface ModalState {
  open: boolean;
  /** True while the modal waits on something before it can show a view (SPEC §4 "Modal store"). */
  loading: boolean;
  /** True once `createAppKit` has built the app. */
  initialized: boolean;
}

/** Written only by the ModalController. */
export const modalStore = map<ModalState>({ open: false, loading: false, initialized: false });
/** The modal's open state, read-only. */
export const $modal = readonlyType(modalStore);
