import { createClient, custom, type Address, type Hex } from 'viem';
import { sendTransaction } from 'viem/actions';
import type { EvmCallParameters } from '../../core/types/swap-services.js';
import type { Eip1193Provider } from './eip1193.js';

/**
 * Sends a call or a transfer (`to`, `data`, `value`) through the connected wallet's EIP-1193
 * provider with viem `sendTransaction`, account and chain set (viem checks the wallet is on that
 * chain). The send flow and the swap share it. Wallet errors keep their codes (4001 rejected).
 * Returns the hash.
 *
 * @example
 * await sendEvmCall({ provider, from, to: router, data, value: 0n, chain, rpcUrl });
 */
export async function sendEvmCall(parameters: EvmCallParameters): Promise<Hex> {
  const { provider, from, to, data, value, chain, rpcUrl } = parameters;
  const viemChain = { ...chain, rpcUrls: { default: { http: [rpcUrl] } } };
  const client = createClient({
    account: from as Address,
    chain: viemChain,
    transport: custom(provider as Eip1193Provider),
  });
  // Only the fields given go to the wallet: a token transfer carries no value, a native one no data.
  return sendTransaction(client, {
    account: from as Address,
    chain: viemChain,
    to: to as Address,
    ...(data === undefined ? {} : { data }),
    ...(value === undefined ? {} : { value }),
  });
}
