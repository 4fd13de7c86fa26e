import { NATIVE_TOKEN_ADDRESS } from '../protocol/convert-api.js';
import type { SwapState } from '../stores/swap-store.js';
import { formatUnits } from './format-units.js';
import { isHighPriceImpact, minimumReceived, roundSignificant, swapPrice, usdValue } from './swap-math.js';

/** The numbers of a quote as the form and the preview show them. */
export interface SwapDetails {
  /** What the quote receives, exact (a decimal of the target token). */
  receive: string;
  /** Target tokens per one source token, six significant digits. */
  price: string;
  /** Percent, as the server computed it; undefined when it gave none. */
  priceImpact: number | undefined;
  highPriceImpact: boolean;
  /** gas × gas price in the native coin (six significant digits); undefined without both. */
  networkFee: string | undefined;
  networkFeeUsd: number | undefined;
  /** The least the swap may receive after the 1 % slippage, exact (the calldata's amountOutMin). */
  minimumReceived: string;
  payUsd: number | undefined;
  receiveUsd: number | undefined;
}

/**
 * The details of the form's quote, or undefined without one. Amounts stay exact (base units
 * formatted), so each equals what the router returns; the price and dollar values are rounded.
 * @example swapDetails({ state, nativeDecimals: 18 })?.minimumReceived; // '1.98'
 */
export function swapDetails({
  state,
  nativeDecimals,
}: {
  state: Pick<SwapState, 'quotes' | 'sourceToken' | 'targetToken' | 'gasPrice' | 'tokenPrices' | 'chainId'>;
  nativeDecimals: number;
}): SwapDetails | undefined {
  const { quotes, sourceToken, targetToken, gasPrice, tokenPrices, chainId } = state;
  const quote = quotes[0];
  if (!quote || !sourceToken || !targetToken) return undefined;
  const fromAmount = BigInt(quote.fromAmount);
  const toAmount = BigInt(quote.toAmount);
  const toMin = quote.toAmountMin !== undefined ? BigInt(quote.toAmountMin) : minimumReceived({ toAmount });
  const fee = quote.gas !== undefined && gasPrice !== undefined ? BigInt(quote.gas) * BigInt(gasPrice) : undefined;
  const priceOf = (address: string) => tokenPrices[address.toLowerCase()];
  const nativePrice = chainId ? priceOf(`${chainId}:${NATIVE_TOKEN_ADDRESS}`) : undefined;
  return {
    receive: formatUnits({ value: toAmount, decimals: targetToken.decimals }),
    price: swapPrice({ fromAmount, fromDecimals: sourceToken.decimals, toAmount, toDecimals: targetToken.decimals }),
    priceImpact: quote.priceImpact,
    highPriceImpact: isHighPriceImpact(quote.priceImpact),
    networkFee:
      fee !== undefined
        ? roundSignificant({ value: formatUnits({ value: fee, decimals: nativeDecimals }) })
        : undefined,
    networkFeeUsd:
      fee !== undefined ? usdValue({ value: fee, decimals: nativeDecimals, price: nativePrice }) : undefined,
    minimumReceived: formatUnits({ value: toMin, decimals: targetToken.decimals }),
    payUsd: usdValue({ value: fromAmount, decimals: sourceToken.decimals, price: priceOf(sourceToken.address) }),
    receiveUsd: usdValue({ value: toAmount, decimals: targetToken.decimals, price: priceOf(targetToken.address) }),
  };
}
