import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import type { EvmTransferParameters } from '../../core/types/send-actions.js';
import { sendEvmCall } from './send-evm-call.js';

/**
 * Sends native coin, or calls ERC-20 `transfer(to, amount)`, through the connected wallet's
 * EIP-1193 provider (sendEvmCall: viem `sendTransaction` with account and chain set, so viem checks
 * the wallet is on that chain). Wallet errors keep their codes (4001 rejected). Returns the hash.
 *
 * @example
 * await sendEvmTransfer({ provider, from, to, amount: parseEther('0.5'), chain, rpcUrl });
 */
export async function sendEvmTransfer(parameters: EvmTransferParameters): Promise<Hex> {
  const { provider, from, to, amount, tokenAddress, chain, rpcUrl } = parameters;
  if (!tokenAddress) return sendEvmCall({ provider, from, to, value: amount, chain, rpcUrl });
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] });
  return sendEvmCall({ provider, from, to: tokenAddress, data, chain, rpcUrl });
}
