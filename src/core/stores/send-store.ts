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
  /** The address sent to: typed, or resolved from the receiver name (undefined while it resolves). */
  receiverAddress?: string;
  /** The name the receiver resolved from (issue 18), shown on the preview. */
  receiverProfileName?: string;
  /** The resolved service name's image (the name service's avatar endpoint); ENS avatars are not shown (issue 18). */
  receiverProfileImageUrl?: string;
  /** What was typed in the receiver field when it is a name; the field keeps showing it. */
  receiverInput?: string;
  /** Where the resolution of `receiverInput` stands; undefined when the receiver is an address. */
  receiverNameStatus?: 'resolving' | 'resolved' | 'failed';
  /** Why the name did not resolve (a names-en text), with `receiverNameStatus: 'failed'`. */
  receiverNameError?: string;
  networkBalanceInUSD?: string;
  loading: boolean;
  lastRetry?: number;
  /** The network fee of the previewed send, as a decimal of the native coin; undefined while unknown. */
  networkFee?: string;
  /**
   * Of `networkFee`, the rent that opens the receiver's token account (an SPL send to an address
   * without one, issue 20 part 6); undefined when none is paid.
   */
  accountRent?: string;
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
