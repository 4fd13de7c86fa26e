// Loaded with import() when a `.eth` name is resolved (issue 18): viem's ENS code stays out of
// every other chunk, and its UTS-46 normalisation tables load only for a name that needs them.
import { createClient, type Transport } from 'viem';
import { getEnsAddress } from 'viem/actions';
import { rpcTransport } from './rpc-transport.js';

export interface ResolveEnsNameParameters {
  name: string;
  /** The chain's JSON-RPC URL (the RPC proxy, a custom URL or the network's own). */
  rpcUrl: string;
  universalResolverAddress: `0x${string}`;
  /** Another transport than HTTP to `rpcUrl` (tests). */
  transport?: Transport | undefined;
}

export interface ResolveEnsNameReturnType {
  address: string | null;
}

/**
 * Resolves an ENS name's address (null when it has none) with viem's ENS actions through the
 * chain's universal resolver. Its avatar record is not read: it is a URL the name's owner typed,
 * and the modal shows avatars only from the name service's image endpoint (issue 18).
 * @example
 * const { address } = await resolveEnsName({ name: 'vitalik.eth', rpcUrl, universalResolverAddress });
 */
export async function resolveEnsName({
  name,
  rpcUrl,
  universalResolverAddress,
  transport,
}: ResolveEnsNameParameters): Promise<ResolveEnsNameReturnType> {
  const client = createClient({ transport: transport ?? rpcTransport({ url: rpcUrl, retryCount: 1 }) });
  const address = await getEnsAddress(client, { name: await normalizeEnsName(name), universalResolverAddress });
  return { address };
}

/** ENSIP-15 leaves lowercase ASCII letters, digits and hyphens as they are; other names are normalised by viem. */
async function normalizeEnsName(name: string): Promise<string> {
  const lower = name.toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(lower)) return lower;
  const { normalize } = await import('viem/ens');
  return normalize(name);
}
