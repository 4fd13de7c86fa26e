import { BaseError, type Address, type Hex } from 'viem';
import {
  ConvertErrorCode,
  SWAP_DEADLINE_SECONDS,
  type ConvertNoQuoteReason,
  type ConvertQuote,
} from '../../src/core/protocol/convert-api.js';
import { ConvertRefusal, isTransportError, nodeUnavailable } from './convert-refusal.js';
import { encodeSwapCall, minimumReceived } from './encode-swap-call.js';
import { quoteSwap, type SwapRoute } from './quote-swap.js';
import type { SwapAsset, SwapChain } from './swap-chains.js';

export interface PrepareSwapParameters {
  swapChain: SwapChain;
  from: SwapAsset;
  to: SwapAsset;
  /** Base units of `from`, above 0. */
  amount: bigint;
  /** Pays and receives. */
  user: Address;
  /** Percent (convert-params.ts parseSlippage). */
  slippage: number;
  /** The least the user accepts (what they were shown); else the quote after `slippage`. */
  amountOutMin?: bigint | undefined;
  /** Server clock in ms (tests move it). */
  now: number;
}

/** A quoted swap with its router call, ready to estimate and send. */
export interface PreparedSwap {
  route: SwapRoute;
  /** The answer's quote, without `gas` (the caller estimates it). */
  quote: ConvertQuote;
  /** The router call: `data`, and the native `value` to send. */
  call: { to: Address; data: Hex; value: bigint };
}

/**
 * Quotes a swap at the latest block and encodes its router call: `amountOutMin` the one given, else
 * from the slippage; a quote already below the given one is 409 PRICE_MOVED with it. Recipient the user, deadline {@link SWAP_DEADLINE_SECONDS} after the later of the server's clock
 * and the block's time. No route: the reason instead (quote-swap.ts).
 *
 * @example
 * const prepared = await prepareSwap({ swapChain, from, to, amount, user, slippage: 1, now: Date.now() });
 */
export async function prepareSwap({
  swapChain,
  from,
  to,
  amount,
  user,
  slippage,
  amountOutMin,
  now,
}: PrepareSwapParameters): Promise<PreparedSwap | { reason: ConvertNoQuoteReason }> {
  let block: { number: bigint; timestamp: bigint };
  try {
    block = await swapChain.client.getBlock({ blockTag: 'latest' });
  } catch (error) {
    throw nodeUnavailable(error);
  }
  const quoted = await quoteSwap({ swapChain, from, to, amount, blockNumber: block.number });
  if (!quoted.route) return { reason: quoted.reason };
  const { route } = quoted;
  const slipped = minimumReceived({ amount: route.toAmount, slippage });
  const chainPrefix = `eip155:${swapChain.chain.chainId}`;
  const path = route.path.map((address, index) =>
    index === 0 ? from.caip10 : index === route.path.length - 1 ? to.caip10 : `${chainPrefix}:${address}`,
  );
  const quoteWith = (toAmountMin: bigint): ConvertQuote => ({
    id: null,
    fromAmount: amount.toString(),
    fromAccount: from.caip10,
    toAmount: route.toAmount.toString(),
    toAccount: to.caip10,
    toAmountMin: toAmountMin.toString(),
    path,
    priceImpact: route.priceImpact,
  });
  if (amountOutMin !== undefined && route.toAmount < amountOutMin) {
    throw new ConvertRefusal({
      status: 409,
      code: ConvertErrorCode.priceMoved,
      message: 'The price moved since this quote, nothing was sent',
      quote: quoteWith(slipped),
    });
  }
  const toAmountMin = amountOutMin ?? slipped;
  const seconds = BigInt(Math.floor(now / 1000));
  const deadline = (seconds > block.timestamp ? seconds : block.timestamp) + BigInt(SWAP_DEADLINE_SECONDS);
  const { data, value } = encodeSwapCall({
    nativeIn: from.isNative,
    nativeOut: to.isNative,
    amountIn: amount,
    amountOutMin: toAmountMin,
    path: route.path,
    recipient: user,
    deadline,
  });
  return {
    route,
    quote: quoteWith(toAmountMin),
    call: { to: swapChain.swap.router, data, value },
  };
}

/**
 * The node's gas estimate for a call from the user. A refused estimate (revert, insufficient
 * funds) is 400 GAS_ESTIMATE_FAILED with the node's reason; no answer is 502.
 *
 * @example
 * const gas = await estimateCallGas({ swapChain, user, call: prepared.call, what: 'The swap' });
 */
export async function estimateCallGas({
  swapChain,
  user,
  call,
  what,
}: {
  swapChain: SwapChain;
  user: Address;
  call: { to: Address; data: Hex; value: bigint };
  /** Starts the refusal's message, e.g. 'The swap'. */
  what: string;
}): Promise<bigint> {
  try {
    return await swapChain.client.estimateGas({ account: user, to: call.to, data: call.data, value: call.value });
  } catch (error) {
    if (isTransportError(error)) throw nodeUnavailable(error);
    return Promise.reject(
      new ConvertRefusal({
        status: 400,
        code: ConvertErrorCode.estimateFailed,
        message: `${what} would fail now, nothing was sent: ${describeNodeRefusal(error)}`,
        cause: error,
      }),
    );
  }
}

/** The node's reason in one line (a revert string such as UniswapV2Router: EXPIRED, or insufficient funds). */
function describeNodeRefusal(error: unknown): string {
  const revert =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof BaseError && /revert/i.test(cause.details ?? ''))
      : undefined;
  const text =
    (revert instanceof BaseError ? revert.details : error instanceof BaseError ? error.shortMessage : String(error)) ??
    'the node refused the estimate';
  // Hardhat: "…reverted with reason string 'X'"; geth and others: "execution reverted: X".
  const reason = /reason string '([^']+)'/.exec(text)?.[1] ?? /execution reverted:\s*(.+)/.exec(text)?.[1];
  return (reason ?? text).split('\n')[0]!.slice(0, 200);
}
