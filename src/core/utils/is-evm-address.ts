import { checksumAddress } from 'viem';

const EVM_ADDRESS = /^(?:0x)?([0-9a-fA-F]{40})$/;

/**
 * Whether a value is an EVM address (SPEC §5): 40 hex characters with an optional `0x`. A
 * mixed-case address must carry a valid EIP-55 checksum; all-lower and all-upper case carry no
 * checksum and pass.
 *
 * @example
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // true
 * isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'); // true
 * isEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // false (checksum)
 */
export function isEvmAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const hex = EVM_ADDRESS.exec(value)?.[1];
  if (!hex) return false;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumAddress(`0x${hex}`) === `0x${hex}`;
}
