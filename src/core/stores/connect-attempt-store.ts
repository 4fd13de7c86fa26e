import { map, readonlyType } from 'nanostores';

/** The connection attempt the ConnectingExternal view shows. */
export interface ConnectAttemptState {
  connectorId?: string;
  status: 'idle' | 'pending' | 'error';
  /** Short, user-facing message of the last failure. */
  errorMessage?: string;
  /** Provider error code of the last failure (4001 = the user declined). */
  errorCode?: number;
}

/** Written only by the ConnectionController. */
export const connectAttemptStore = map<ConnectAttemptState>({ status: 'idle' });
/** The current connection attempt, read-only. */
export const $connectAttempt = readonlyType(connectAttemptStore);
