import type Database from 'better-sqlite3';
import type { SplTokenInfo } from '../../src/core/protocol/spl-token.js';
import { createChainClients } from '../data-api/create-chain-clients.js';
import type { ServerChain } from '../server-chain.js';
import { createActivityStore } from './create-activity-store.js';
import { indexEvmBlocks } from './index-evm-blocks.js';
import { indexSolanaAddresses } from './index-solana-addresses.js';

/** Pause between passes once every source has caught up. */
export const ACTIVITY_POLL_INTERVAL_MS = 500;

/** A Solana endpoint to index, and which accounts. */
export interface ActivitySolanaSource {
  rpcUrl: string;
  /** CAIP-2 of the cluster, e.g. LOCAL_SOLANA_CAIP_NETWORK_ID. */
  chain: string;
  /** base58 addresses whose transactions are indexed (the dev stack passes its dev keypairs). */
  addresses: readonly string[];
  /** SPL tokens whose transfers are indexed (the dev stack passes its USDL). */
  tokens?: readonly SplTokenInfo[];
}

export interface StartActivityIndexerParameters {
  database: Database.Database;
  /** EVM chains: native transfers and the `Transfer` logs of each chain's `tokens`. */
  chains: readonly ServerChain[];
  solana?: ActivitySolanaSource;
  /** Defaults to {@link ACTIVITY_POLL_INTERVAL_MS}. */
  intervalMs?: number;
  /** Told once when a source starts failing (and again after it recovered). Defaults to console.warn. */
  onError?: (message: string, error: unknown) => void;
}

export interface ActivityIndexer {
  /** Resolves after the next pass that leaves no source behind (tests wait on it). */
  settled(): Promise<void>;
  /** Stops polling: no timer is left, and an ongoing pass is waited for. */
  stop(): Promise<void>;
}

/**
 * Starts polling the chains into the activity tables: a pass over every source, then a pause of
 * `intervalMs` (none while an EVM chain is still catching up). Passes never overlap. A source
 * that fails (chain down) is retried on the next pass; the others go on.
 *
 * @example
 * const indexer = startActivityIndexer({ database, chains, solana: { rpcUrl, chain, addresses } });
 * await indexer.stop();
 */
export function startActivityIndexer({
  database,
  chains,
  solana,
  intervalMs = ACTIVITY_POLL_INTERVAL_MS,
  onError = (message, error) => console.warn(`[indexer] ${message}:`, error instanceof Error ? error.message : error),
}: StartActivityIndexerParameters): ActivityIndexer {
  const store = createActivityStore({ database });
  const clients = [...createChainClients({ chains }).values()];
  const failing = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let waiters: Array<() => void> = [];

  async function attempt<T>(source: string, work: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await work();
      failing.delete(source);
      return result;
    } catch (error) {
      if (!stopped && !failing.has(source)) onError(`${source} failed, retrying`, error);
      failing.add(source);
      return undefined;
    }
  }

  async function pass(): Promise<boolean> {
    const behind = await Promise.all(
      clients.map(({ chain, client }) =>
        attempt(`eip155:${chain.chainId}`, () => indexEvmBlocks({ chain, client, store })),
      ),
    );
    if (solana) await attempt(solana.chain, () => indexSolanaAddresses({ ...solana, store }));
    return behind.some(Boolean);
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = pass().then((more) => {
        running = undefined;
        if (!more) {
          const done = waiters;
          waiters = [];
          done.forEach((resolve) => resolve());
        }
        schedule(more ? 0 : intervalMs);
      });
    }, delay);
  }

  schedule(0);
  return {
    settled: () =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve();
        // A pass already running may have missed the newest blocks; wait for the one after it.
        if (running) void running.then(() => waiters.push(resolve));
        else waiters.push(resolve);
      }),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      waiters.forEach((resolve) => resolve());
      waiters = [];
    },
  };
}
