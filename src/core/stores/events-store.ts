import { atom, readonlyType } from 'nanostores';

export type AppKitEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_ALL_WALLETS'
  | 'CLICK_GET_WALLET'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'EMAIL_SUBMITTED'
  | 'EMAIL_VERIFICATION_CODE_SENT'
  | 'EMAIL_VERIFICATION_CODE_PASS'
  | 'EMAIL_VERIFICATION_CODE_FAIL'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX';

export interface AppKitEvent {
  timestamp: number;
  data: { event: AppKitEventName; properties?: Readonly<Record<string, string | number | boolean>> };
}

/** The last tracked event; an event bus until analytics lands (issue 4). */
export const eventsStore = atom<AppKitEvent | undefined>(undefined);
/** The last tracked event, read-only. */
export const $lastEvent = readonlyType(eventsStore);
