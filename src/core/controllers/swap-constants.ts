// Numbers of the swap feature (issue 19). SPEC §9 gives the token price cache (15 s) and the
// slippage (convert-api.ts SLIPPAGE_TOLERANCE); the others are ours and say so.

/** Wait after the last keystroke before asking for a quote (ours; AppKit debounces its input likewise). */
export const SWAP_QUOTE_DEBOUNCE_MS = 400;
/** A quote is refreshed this often while the form or preview is open, and is stale after it (ours). */
export const SWAP_QUOTE_REFRESH_MS = 15_000;
/** Token prices are reused this long (SPEC §9 "token price 15 s"). */
export const SWAP_TOKEN_PRICE_CACHE_MS = 15_000;
/** Longest wait for one call of the swap API (ours): then a clear error with Try again. */
export const SWAP_REQUEST_TIMEOUT_MS = 10_000;
/** Above this price impact, in percent, the form and preview warn (issue 19). */
export const SWAP_PRICE_IMPACT_WARNING = 5;
/** Significant digits of the price line ("1 ETH = 2,000.12 DEV"). */
export const SWAP_PRICE_SIGNIFICANT_DIGITS = 6;
/** Gas units Max keeps for the swap when paying with the native coin and no quote says better (ours). */
export const SWAP_DEFAULT_GAS = 200_000n;
