import { BLOCK_POLLING_MAX_MS, BLOCK_POLLING_MIN_MS } from '../../core/constants.js';

/**
 * How often to poll a chain for new blocks: half its block time, so a new block is seen within
 * half a block of its arrival, bounded to 500–4000 ms (SPEC §9 "Block polling from chain block
 * time, bounded 500 to 4000 ms"; viem's default for a chain with a block time).
 *
 * @example
 * blockPollingInterval({ blockTimeMs: 12_000 }); // 4000
 * blockPollingInterval({ blockTimeMs: 2000 }); // 1000
 */
export function blockPollingInterval({ blockTimeMs }: { blockTimeMs: number }): number {
  return Math.min(Math.max(Math.floor(blockTimeMs / 2), BLOCK_POLLING_MIN_MS), BLOCK_POLLING_MAX_MS);
}
