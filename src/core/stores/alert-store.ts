import { map, readonlyType } from 'nanostores';

export type AlertVariant = 'info' | 'error' | 'success' | 'loading';

/** The alert banner (SPEC §2): message, variant, open flag. */
export interface AlertState {
  open: boolean;
  message: string;
  variant: AlertVariant;
}

/** Written only by the AlertController. */
export const alertStore = map<AlertState>({ open: false, message: '', variant: 'info' });
/** The alert banner, read-only. */
export const $alert = readonlyType(alertStore);
