import { createClient, custom, encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import { sendTransaction } from 'viem/actions';
import type { EvmTransferParameters } from '../../core/types/send-actions.js';
import type { Eip1193Provider } from './eip1193.js';

/**
 * Sends native coin, or calls ERC-20 `transfer(to, amount)`, through the connected wallet's
 * EIP-1193 provider with viem `sendTransaction` (account and chain set, so viem checks the wallet
 * is on that chain). Wallet errors keep their codes (4001 rejected). Returns the hash.
 *
 * @example
 * await sendEvmTransfer({ provider, from, to, amount: parseEther('0.5'), chain, rpcUrl });
 */
export async function sendEvmTransfer(parameters: EvmTransferParameters): Promise<Hex> {
  const { provider, from, to, amount, tokenAddress, chain, rpcUrl } = parameters;
  const viemChain = { ...chain, rpcUrls: { default: { http: [rpcUrl] } } };
  const client = createClient({
    account: from as Address,
    chain: viemChain,
    transport: custom(provider as Eip1193Provider),
  });
  if (!tokenAddress)
    return sendTransaction(client, { account: from as Address, chain: viemChain, to: to as Address, value: amount });
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] });
  return sendTransaction(client, { account: from as Address, chain: viemChain, to: tokenAddress as Address, data });
}
