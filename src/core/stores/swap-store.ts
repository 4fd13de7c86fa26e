import { map, readonlyType } from 'nanostores';
import type { ConvertNoQuoteReason, ConvertQuote, ConvertToken } from '../protocol/convert-api.js';

/** Where the swap's token list for the active chain stands. */
export type SwapTokensStatus = 'idle' | 'loading' | 'ready' | 'unsupported' | 'error';
/** Where the quote for the form stands. */
export type SwapQuoteStatus = 'idle' | 'loading' | 'ready' | 'no-liquidity' | 'error';
/** The preview's transaction step in flight. */
export type SwapStep = 'approving' | 'swapping';

/**
 * Swap state (SPEC §3 "Swap: quotes list, tokens list, token prices (fungibles), allowance") and
 * the form: tokens paid and received, the amount typed, and where each request stands.
 */
export interface SwapState {
  /** Per CAIP-2 chain: whether the server swaps there (true: it lists tokens), once asked. */
  supportedChains: Readonly<Record<string, boolean>>;
  /** The CAIP-2 chain the form, tokens and quote belong to. */
  chainId?: string;
  tokens: readonly ConvertToken[];
  tokensStatus: SwapTokensStatus;
  /** USD prices by lower-case CAIP-10 id (the native coin as 0xeeee…eeee). */
  tokenPrices: Readonly<Record<string, number>>;
  sourceToken?: ConvertToken;
  targetToken?: ConvertToken;
  /** The amount paid, as typed (a decimal of the source token). */
  sourceAmount: string;
  /** The quotes of the last answer (the server answers the best route only). */
  quotes: readonly ConvertQuote[];
  quoteStatus: SwapQuoteStatus;
  /** Why the last answer had no quote. */
  noQuoteReason?: ConvertNoQuoteReason;
  /** When the shown quote was answered (epoch ms). */
  quoteUpdatedAt?: number;
  /** The shown quote no longer stands (the form changed, or it is older than the refresh interval): no review until refreshed. */
  quoteStale: boolean;
  /** Wei per gas ("standard" of /gas-price). */
  gasPrice?: string;
  /** What the router may spend of the source token, base units, for `allowanceFor`. */
  allowance?: string;
  /** The lower-case CAIP-10 token and user the allowance was read for. */
  allowanceFor?: string;
  /** The last failure of a request of the form (tokens, quote), a swap-en text. */
  error?: string;
  step?: SwapStep;
  /** Why the last approve or swap failed, shown on the preview. */
  previewError?: string;
  /** Hash of the last transaction sent (approve or swap). */
  hash?: string;
}

export const EMPTY_SWAP_STATE: SwapState = Object.freeze({
  supportedChains: {},
  tokens: [],
  tokensStatus: 'idle',
  tokenPrices: {},
  sourceAmount: '',
  quotes: [],
  quoteStatus: 'idle',
  quoteStale: false,
});

/** Written only by the SwapController. */
export const swapStore = map<SwapState>(EMPTY_SWAP_STATE);
/** The swap form and its answers, read-only. */
export const $swap = readonlyType(swapStore);
