import { map, readonlyType } from 'nanostores';

/** The send form (SPEC §3 "Send state"); the send feature fills it, a network switch resets it (SPEC §4). */
export interface SendState {
  token?: { address?: string; symbol: string; quantity: { decimals: string; numeric: string }; price?: number };
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileName?: string;
  receiverProfileImageUrl?: string;
  networkBalanceInUSD?: string;
  loading: boolean;
  lastRetry?: number;
}

export const EMPTY_SEND_STATE: SendState = Object.freeze({ loading: false });

/** Written only by the SendController. */
export const sendStore = map<SendState>(EMPTY_SEND_STATE);
/** The send form, read-only. */
export const $send = readonlyType(sendStore);
