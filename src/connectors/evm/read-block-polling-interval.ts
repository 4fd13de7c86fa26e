import type { Client } from 'viem';
import { getBlock } from 'viem/actions';
import { BLOCK_POLLING_MAX_MS, BLOCK_POLLING_MIN_MS } from '../../core/constants.js';
import { isLoopbackUrl } from '../../core/utils/is-loopback-url.js';
import { blockPollingInterval } from './block-polling-interval.js';

export interface ReadBlockPollingIntervalParameters {
  /** A client on the chain's RPC URL. */
  client: Client;
  /** The URL the client reads; it names the chain (the RPC proxy's URL carries the chain id). */
  rpcUrl: string;
  /** The chain's block time from its network definition, when it has one. */
  blockTimeMs?: number;
}

// Per RPC URL, so per chain, for the page's lifetime: a chain's block time does not change.
const blockTimes = new Map<string, Promise<number | undefined>>();

/**
 * The block polling interval of a chain (SPEC §9, see {@link blockPollingInterval}) from its
 * block time: the network definition's when it has one, else the gap between the latest block and
 * its parent, read once per chain. A node on this machine polls at the minimum without a read: a
 * development chain mines on demand (its block timestamps only say when someone last sent), and
 * polling it costs no network.
 *
 * @example
 * await readBlockPollingInterval({ client, rpcUrl: 'https://rpc.example/v1/?chainId=eip155%3A1' }); // 4000 (12 s blocks)
 */
export async function readBlockPollingInterval({
  client,
  rpcUrl,
  blockTimeMs,
}: ReadBlockPollingIntervalParameters): Promise<number> {
  if (blockTimeMs !== undefined) return blockPollingInterval({ blockTimeMs });
  if (isLoopbackUrl({ url: rpcUrl })) return BLOCK_POLLING_MIN_MS;
  let reading = blockTimes.get(rpcUrl);
  if (!reading) {
    const started = readBlockTimeMs({ client }).catch(() => undefined);
    blockTimes.set(rpcUrl, started);
    // A read that found no block time is not kept: the next wait reads again.
    void started.then((readMs) => {
      if (readMs === undefined && blockTimes.get(rpcUrl) === started) blockTimes.delete(rpcUrl);
    });
    reading = started;
  }
  const readMs = await reading;
  // No block time known: the upper bound, the fewest polls (viem's interval for a chain it knows nothing of).
  return readMs === undefined ? BLOCK_POLLING_MAX_MS : blockPollingInterval({ blockTimeMs: readMs });
}

/** The time from the parent block to the latest, in ms (timestamps are whole seconds); undefined before block 1. */
async function readBlockTimeMs({ client }: { client: Client }): Promise<number | undefined> {
  const latest = await getBlock(client, { blockTag: 'latest' });
  if (!latest.number) return undefined;
  const parent = await getBlock(client, { blockNumber: latest.number - 1n });
  return Number(latest.timestamp - parent.timestamp) * 1000;
}
