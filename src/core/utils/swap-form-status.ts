import type { SwapState } from '../stores/swap-store.js';
import { parseDecimalAmount } from './parse-decimal-amount.js';

/** What the swap form can do now; each has its own text in swap-en.ts. */
export type SwapFormStatus =
  | 'unsupported'
  | 'select-tokens'
  | 'enter-amount'
  | 'invalid-amount'
  | 'insufficient-balance'
  | 'quoting'
  | 'no-liquidity'
  | 'error'
  | 'stale'
  | 'ready';

/**
 * The form's state, first problem first: an unsupported network, missing tokens, no amount, an
 * amount that is not a number of the token's decimals, more than the balance, then the quote's
 * state (loading, no liquidity, failed, out of date). Review is possible only when `ready`.
 * @example swapFormStatus({ state, sourceBalance: '1' }); // 'insufficient-balance' for sourceAmount '2'
 */
export function swapFormStatus({
  state,
  sourceBalance,
}: {
  state: Pick<
    SwapState,
    'tokensStatus' | 'sourceToken' | 'targetToken' | 'sourceAmount' | 'quoteStatus' | 'quotes' | 'quoteStale'
  >;
  /** The account's balance of the source token (decimal); undefined when unknown. */
  sourceBalance: string | undefined;
}): SwapFormStatus {
  const { sourceToken, targetToken, sourceAmount, quoteStatus, quotes, quoteStale } = state;
  if (state.tokensStatus === 'unsupported') return 'unsupported';
  if (!sourceToken || !targetToken) return 'select-tokens';
  if (sourceAmount.trim() === '') return 'enter-amount';
  const amount = parseDecimalAmount({ value: sourceAmount, decimals: sourceToken.decimals });
  if (amount === undefined || amount === 0n) return 'invalid-amount';
  if (sourceBalance !== undefined) {
    const balance = parseDecimalAmount({ value: sourceBalance, decimals: sourceToken.decimals });
    if (balance !== undefined && amount > balance) return 'insufficient-balance';
  }
  if (quoteStatus === 'no-liquidity') return 'no-liquidity';
  if (quoteStatus === 'error') return 'error';
  if (quoteStale) return 'stale';
  if (quoteStatus === 'loading' || quotes.length === 0) return 'quoting';
  return 'ready';
}
