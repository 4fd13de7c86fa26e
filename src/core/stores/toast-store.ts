import { map, readonlyType } from 'nanostores';

export type ToastVariant = 'success' | 'error' | 'loading';

export interface ToastState {
  open: boolean;
  message: string;
  variant: ToastVariant;
}

/** Written only by the ToastController. */
export const toastStore = map<ToastState>({ open: false, message: '', variant: 'success' });
/** The toast, read-only. */
export const $toast = readonlyType(toastStore);
