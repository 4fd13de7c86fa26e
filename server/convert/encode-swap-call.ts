import { encodeFunctionData, type Address, type Hex } from 'viem';
import { uniswapV2RouterAbi } from '../chains/uniswap-v2-abi.js';

export interface EncodeSwapCallParameters {
  /** Whether the user pays, or receives, the native coin (never both: native ↔ WETH is no swap). */
  nativeIn: boolean;
  nativeOut: boolean;
  amountIn: bigint;
  amountOutMin: bigint;
  /** Router path, WETH standing for the native coin. */
  path: readonly Address[];
  /** Who receives the output: the user. */
  recipient: Address;
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint;
}

/**
 * The router call for a swap of an exact input: `swapExactETHForTokens` (native in, sent as the
 * value), `swapExactTokensForETH` (native out) or `swapExactTokensForTokens`.
 *
 * @example
 * const { data, value } = encodeSwapCall({ nativeIn: true, nativeOut: false, amountIn, amountOutMin, path, recipient, deadline });
 */
export function encodeSwapCall({
  nativeIn,
  nativeOut,
  amountIn,
  amountOutMin,
  path,
  recipient,
  deadline,
}: EncodeSwapCallParameters): { data: Hex; value: bigint } {
  if (nativeIn) {
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, recipient, deadline],
    });
    return { data, value: amountIn };
  }
  const functionName = nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  const data = encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName,
    args: [amountIn, amountOutMin, path, recipient, deadline],
  });
  return { data, value: 0n };
}

/**
 * The least a swap may return: `amount × (100 − slippage) / 100`, rounded down (slippage in percent,
 * to 0.01 %).
 *
 * @example
 * minimumReceived({ amount: 1000n, slippage: 1 }); // 990n
 */
export function minimumReceived({ amount, slippage }: { amount: bigint; slippage: number }): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100));
  return (amount * (10_000n - basisPoints)) / 10_000n;
}
