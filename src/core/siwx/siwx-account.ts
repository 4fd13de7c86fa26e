import type { ChainController } from '../controllers/chain-controller.js';
import type { ChainNamespace } from '../types/caip.js';

/** The account a sign-in is about: its address on one network (CAIP-2 `chainId`). */
export interface SiwxAccount {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
}

/**
 * The active account when sign-in applies to it (SPEC §4, §5): connected, with an address, on a
 * network the dapp requested; undefined otherwise.
 */
export function siwxAccountOf(chains: ChainController): SiwxAccount | undefined {
  const namespace = chains.activeNamespace;
  if (!namespace) return undefined;
  const { status, address } = chains.getAccount(namespace);
  const network = chains.getActiveNetwork(namespace);
  if (status !== 'connected' || !address || !network) return undefined;
  return { namespace, chainId: network.caipNetworkId, address };
}

/** Same namespace, network and address (EVM addresses compared case-insensitively). */
export function sameSiwxAccount(a: SiwxAccount | undefined, b: SiwxAccount | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.namespace !== b.namespace || a.chainId !== b.chainId) return false;
  return a.namespace === 'eip155' ? a.address.toLowerCase() === b.address.toLowerCase() : a.address === b.address;
}
