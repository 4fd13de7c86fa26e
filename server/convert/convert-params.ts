import { maxUint256 } from 'viem';
import { SLIPPAGE_TOLERANCE } from '../../src/core/protocol/convert-api.js';
import { invalidParameter } from './convert-refusal.js';

/** The most slippage a built swap may allow, percent: more is a mistake, not a preference. */
const MAX_SLIPPAGE = 50;

/**
 * Reads a base-unit amount: a decimal integer string of at most 2^256 − 1; `positive` refuses 0.
 *
 * @example
 * parseAmount({ value: '1000000', field: 'amount', positive: true }); // 1000000n
 */
export function parseAmount({ value, field, positive }: { value: unknown; field: string; positive: boolean }): bigint {
  if (value === undefined || value === '') throw invalidParameter(`${field} is missing: an amount in base units`);
  const text = typeof value === 'string' ? value : '';
  const amount = /^\d{1,78}$/.test(text) ? BigInt(text) : undefined;
  if (amount === undefined || amount > maxUint256 || (positive && amount === 0n))
    throw invalidParameter(`${field} must be a whole number of base units${positive ? ' above 0' : ''}, e.g. 1000000`);
  return amount;
}

/** A CAIP-2 chain of a `chainId` parameter: an EVM chain id, or another namespace's id as written. */
export type ChainParam = { namespace: 'eip155'; chainId: number } | { namespace: 'other'; caipNetworkId: string };

/**
 * Reads a `chainId` parameter: CAIP-2 (`eip155:1`, `solana:5eykt…`) or a bare EVM chain id.
 *
 * @example
 * parseChainParam({ value: 'eip155:31337' }); // { namespace: 'eip155', chainId: 31337 }
 */
export function parseChainParam({ value }: { value: string | undefined }): ChainParam {
  const text = value?.trim() ?? '';
  if (text === '') throw invalidParameter('chainId is missing: a CAIP-2 id such as eip155:1');
  const evm = /^(?:eip155:)?([1-9]\d{0,15})$/.exec(text);
  if (evm) return { namespace: 'eip155', chainId: Number(evm[1]) };
  if (/^(?!eip155:)[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(text)) return { namespace: 'other', caipNetworkId: text };
  throw invalidParameter('chainId must be a CAIP-2 id such as eip155:1');
}

/**
 * Reads build-transaction's `eip155.slippage`: percent as a string or number from 0 to 50, the
 * SPEC §9 tolerance when absent.
 *
 * @example
 * parseSlippage({ value: '0.5' }); // 0.5
 */
export function parseSlippage({ value }: { value: unknown }): number {
  if (value === undefined || value === null || value === '') return SLIPPAGE_TOLERANCE;
  const slippage =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > MAX_SLIPPAGE)
    throw invalidParameter(`eip155.slippage must be a percent from 0 to ${MAX_SLIPPAGE}, e.g. "1"`);
  return slippage;
}
