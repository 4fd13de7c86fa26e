// Loaded with import() once an account is connected, so viem stays out of the initial chunk.
import { createClient, formatUnits } from 'viem';
import { getBalance } from 'viem/actions';
import { rpcTransport } from './rpc-transport.js';

/** Reads an address's native balance over HTTP JSON-RPC and returns it as a decimal string. */
export async function readNativeBalance({
  rpcUrl,
  address,
  decimals,
}: {
  rpcUrl: string;
  address: string;
  decimals: number;
}): Promise<string> {
  const client = createClient({ transport: rpcTransport({ url: rpcUrl, retryCount: 1 }) });
  const wei = await getBalance(client, { address: address as `0x${string}` });
  return formatUnits(wei, decimals);
}
