import { getAddress, isAddress } from 'viem';
import type { ServerSwap } from '../server-chain.js';

export interface ReadSwapConfigParameters {
  /** The `swap` of one APPKIT_CHAINS entry, as parsed from the JSON. */
  value: unknown;
  /** Names the entry in errors, e.g. `APPKIT_CHAINS[0].swap`. */
  where: string;
}

const REQUIRED = ['router', 'factory', 'weth'] as const;
const FIELDS = new Set<string>([...REQUIRED, 'usdToken']);

/**
 * A chain's exchange from APPKIT_CHAINS (README, "Swaps"): `{ router, factory, weth, usdToken? }`,
 * each an address, checksummed on the way in. Throws an Error that names the field.
 *
 * @example
 * readSwapConfig({ value: { router, factory, weth }, where: 'APPKIT_CHAINS[0].swap' });
 */
export function readSwapConfig({ value, where }: ReadSwapConfigParameters): ServerSwap {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${where} must be an object: { router, factory, weth, usdToken? }`);
  const setup = value as Record<string, unknown>;
  const unknown = Object.keys(setup).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) throw new Error(`${where} has an unknown field: ${unknown.slice(0, 40)}`);
  const [router, factory, weth] = REQUIRED.map((field) =>
    readAddress({ value: setup[field], where: `${where}.${field}` }),
  );
  return {
    router: router!,
    factory: factory!,
    weth: weth!,
    ...(setup.usdToken === undefined
      ? {}
      : { usdToken: readAddress({ value: setup.usdToken, where: `${where}.usdToken` }) }),
  };
}

function readAddress({ value, where }: { value: unknown; where: string }): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new Error(`${where} must be an address (0x and 40 hex digits)`);
  return getAddress(value);
}
