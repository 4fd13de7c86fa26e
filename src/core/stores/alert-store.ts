import { map, readonlyType } from 'nanostores';
import type { AlertCode } from '../errors/alerts.js';

export type AlertVariant = 'info' | 'error' | 'success' | 'loading';

/** The alert banner (SPEC §2): message, variant, open flag. */
export interface AlertState {
  open: boolean;
  message: string;
  variant: AlertVariant;
  /** A SPEC §8 alert: the banner shows the table's text for it, not `message` (the English). */
  code?: AlertCode | undefined;
}

/** Written only by the AlertController. */
export const alertStore = map<AlertState>({ open: false, message: '', variant: 'info' });
/** The alert banner, read-only. */
export const $alert = readonlyType(alertStore);
