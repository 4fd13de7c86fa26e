import { erc20Abi, type Address } from 'viem';
import { ConvertErrorCode } from '../../src/core/protocol/convert-api.js';
import { ConvertRefusal, nodeUnavailable } from './convert-refusal.js';
import type { SwapAsset, SwapChain } from './swap-chains.js';

/**
 * Refuses a swap the user cannot pay for, 400 INSUFFICIENT_BALANCE: a node's gas estimate does not
 * always catch it (Hardhat estimated a 1 ETH swap from an account holding 0.5 ETH), and the wallet
 * should not be asked for a transaction that can only fail. The native coin's gas is the wallet's to check.
 *
 * @example
 * await requireBalance({ swapChain, from, user, amount });
 */
export async function requireBalance({
  swapChain,
  from,
  user,
  amount,
}: {
  swapChain: SwapChain;
  from: SwapAsset;
  user: Address;
  /** Base units of `from`. */
  amount: bigint;
}): Promise<void> {
  let balance: bigint;
  try {
    balance = from.isNative
      ? await swapChain.client.getBalance({ address: user })
      : await swapChain.client.readContract({
          address: from.pathAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [user],
        });
  } catch (error) {
    throw nodeUnavailable(error);
  }
  if (balance < amount)
    throw new ConvertRefusal({
      status: 400,
      code: ConvertErrorCode.insufficientBalance,
      message: `Not enough ${from.symbol} for this swap; nothing was sent`,
    });
}
