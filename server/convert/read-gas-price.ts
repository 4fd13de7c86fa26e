import type { PublicClient } from 'viem';
import type { ConvertGasPriceAnswer } from '../../src/core/protocol/convert-api.js';
import { nodeUnavailable } from './convert-refusal.js';

/** Percent of the node's gas price for each level: the node's own figure is `standard`. */
const LEVELS = { standard: 100n, fast: 125n, instant: 150n } as const;

/**
 * Gas price levels of an EVM chain, wei per gas: the node's `eth_gasPrice` (base fee plus its
 * suggested tip) as `standard`, ×1.25 `fast`, ×1.5 `instant`. 502 refusal when the node fails.
 *
 * @example
 * await readEvmGasPrice({ client }); // { standard: '1875000000', fast: '2343750000', instant: '2812500000' }
 */
export async function readEvmGasPrice({ client }: { client: PublicClient }): Promise<ConvertGasPriceAnswer> {
  let gasPrice: bigint;
  try {
    gasPrice = await client.getGasPrice();
  } catch (error) {
    throw nodeUnavailable(error);
  }
  const level = (percent: bigint) => ((gasPrice * percent) / 100n).toString();
  return { standard: level(LEVELS.standard), fast: level(LEVELS.fast), instant: level(LEVELS.instant) };
}

/** Solana's fee per signature, lamports (a protocol constant since genesis). */
const LAMPORTS_PER_SIGNATURE = 5000n;
/** The compute budget a simple transaction is given unless it asks otherwise. */
const DEFAULT_COMPUTE_UNITS = 200_000n;
const SOLANA_TIMEOUT_MS = 10_000;

/**
 * SPEC §7: Solana answers one estimate for all three levels, in lamports: the fee of a
 * one-signature transaction plus the median recent prioritization fee for the default compute
 * budget (`getRecentPrioritizationFees`; the local shim reports none).
 *
 * @example
 * await readSolanaGasPrice({ rpcUrl }); // { standard: '5000', fast: '5000', instant: '5000' }
 */
export async function readSolanaGasPrice({ rpcUrl }: { rpcUrl: string }): Promise<ConvertGasPriceAnswer> {
  let fees: Array<{ prioritizationFee?: unknown }>;
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getRecentPrioritizationFees', params: [] }),
      signal: AbortSignal.timeout(SOLANA_TIMEOUT_MS),
    });
    const body = (await response.json()) as { result?: unknown };
    if (!response.ok || !Array.isArray(body.result))
      throw new Error(`getRecentPrioritizationFees answered ${response.status}`);
    fees = body.result as Array<{ prioritizationFee?: unknown }>;
  } catch (error) {
    throw nodeUnavailable(error);
  }
  const microLamports = fees
    .map((fee) => (typeof fee.prioritizationFee === 'number' ? BigInt(Math.floor(fee.prioritizationFee)) : 0n))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const median = microLamports.length ? microLamports[Math.floor(microLamports.length / 2)]! : 0n;
  const estimate = (LAMPORTS_PER_SIGNATURE + (median * DEFAULT_COMPUTE_UNITS + 999_999n) / 1_000_000n).toString();
  return { standard: estimate, fast: estimate, instant: estimate };
}
