import { map, readonlyType } from 'nanostores';

/** The token a send moves (SPEC §3 "Send state" token); `address` is CAIP-10, absent for the native coin. */
export interface SendToken {
  address?: string;
  symbol: string;
  quantity: { decimals: string; numeric: string };
  price?: number;
}

/** The send form (SPEC §3 "Send state"); the send feature fills it, a network switch resets it (SPEC §4). */
export interface SendState {
  token?: SendToken;
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileName?: string;
  receiverProfileImageUrl?: string;
  networkBalanceInUSD?: string;
  loading: boolean;
  lastRetry?: number;
  /** The network fee of the previewed send, as a decimal of the native coin; undefined while unknown. */
  networkFee?: string;
  /** Why the last send or fee estimate failed (shown on the preview). */
  error?: string;
  /** Hash (EVM) or signature (Solana) of the last sent transaction. */
  hash?: string;
}

export const EMPTY_SEND_STATE: SendState = Object.freeze({ loading: false });

/** Written only by the SendController. */
export const sendStore = map<SendState>(EMPTY_SEND_STATE);
/** The send form, read-only. */
export const $send = readonlyType(sendStore);
