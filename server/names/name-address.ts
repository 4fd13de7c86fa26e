import { getAddress, isAddress } from 'viem';
import { isSolanaAddress } from '../../src/core/utils/is-solana-address.js';

/** An address as the name service stores it: `address` to show, `key` to compare. */
export interface NameAddress {
  /** EVM checksummed, Solana as given. */
  address: string;
  /** Lowercase for EVM (any case finds it), as-is for Solana (base58 is case-sensitive). */
  key: string;
}

/**
 * The stored form of an EVM (any case) or Solana (base58) address; undefined for anything else.
 *
 * @example
 * readNameAddress({ address: '0xabc…' }); // { address: '0xAbC…', key: '0xabc…' }
 */
export function readNameAddress({ address }: { address: string }): NameAddress | undefined {
  if (isAddress(address, { strict: false })) {
    const checksummed = getAddress(address);
    return { address: checksummed, key: checksummed.toLowerCase() };
  }
  if (isSolanaAddress(address)) return { address, key: address };
  return undefined;
}
