import { CHAIN_NAMESPACES } from '../constants.js';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip-errors.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/caip.js';

/**
 * Whether a value is one of the known chain namespaces.
 *
 * @example
 * isChainNamespace('eip155'); // true
 * isChainNamespace('tron'); // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value);
}

export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
};

/**
 * Splits a CAIP-10 account id. Throws {@link InvalidCaipAddressError}: `Invalid CAIP-10 address:
 * {value}` unless there are exactly three non-empty parts, `Invalid CAIP Address` when the
 * namespace is unknown (SPEC §5).
 *
 * @example
 * parseCaipAddress('eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
 * // { namespace: 'eip155', chainId: '1', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }
 */
export function parseCaipAddress(value: string): ParseCaipAddressReturnType {
  const parts = value.split(':');
  const [namespace, chainId, address] = parts;
  if (parts.length !== 3 || !namespace || !chainId || !address) throw new InvalidCaipAddressError({ value });
  if (!isChainNamespace(namespace)) throw new InvalidCaipAddressError({ value, reason: 'namespace' });
  return { namespace, chainId, address };
}

export type ParseCaipNetworkIdReturnType = {
  namespace: ChainNamespace;
  chainId: string;
};

/**
 * Splits a CAIP-2 network id. Throws {@link InvalidCaipNetworkIdError} (`Invalid CAIP-2 network
 * id: {value}`) unless there are exactly two non-empty parts and the namespace is known; the
 * spec gives one text for both, so an unknown namespace uses it too.
 *
 * @example
 * parseCaipNetworkId('eip155:1'); // { namespace: 'eip155', chainId: '1' }
 */
export function parseCaipNetworkId(value: string): ParseCaipNetworkIdReturnType {
  const parts = value.split(':');
  const [namespace, chainId] = parts;
  if (parts.length !== 2 || !namespace || !chainId || !isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError({ value });
  }
  return { namespace, chainId };
}

export type ToCaipNetworkIdParameters = {
  namespace: ChainNamespace;
  chainId: string | number;
};

/**
 * Builds a CAIP-2 network id.
 *
 * @example
 * toCaipNetworkId({ namespace: 'eip155', chainId: 1 }); // 'eip155:1'
 */
export function toCaipNetworkId({ namespace, chainId }: ToCaipNetworkIdParameters): CaipNetworkId {
  return `${namespace}:${chainId}`;
}

export type ToCaipAddressParameters = {
  namespace: ChainNamespace;
  chainId: string | number;
  address: string;
};

/**
 * Builds a CAIP-10 account id.
 *
 * @example
 * toCaipAddress({ namespace: 'eip155', chainId: 1, address: '0xabc…' }); // 'eip155:1:0xabc…'
 */
export function toCaipAddress({ namespace, chainId, address }: ToCaipAddressParameters): CaipAddress {
  return `${namespace}:${chainId}:${address}`;
}
