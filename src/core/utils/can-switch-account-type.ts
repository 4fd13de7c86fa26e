import type { ChainState } from '../stores/chain-store.js';
import type { EmbeddedAccountType } from '../types/auth-client.js';

/**
 * Whether the account may switch to `type` (SPEC §6): to the smart account only when the active
 * network is one where smart accounts are enabled and the account is an EOA; back to the EOA only
 * from the smart account. A chain without a connected account switches nothing.
 *
 * @example
 * canSwitchAccountType({ chain, type: 'smartAccount' }); // true on an enabled network, as an EOA
 */
export function canSwitchAccountType({
  chain,
  type,
}: {
  chain: ChainState | undefined;
  type: EmbeddedAccountType;
}): boolean {
  if (chain?.account.status !== 'connected') return false;
  const isSmart = chain.account.preferredAccountType === 'smartAccount';
  if (type === 'eoa') return isSmart;
  const enabled = chain.smartAccountEnabledNetworks ?? [];
  return !isSmart && enabled.some((id) => String(id) === String(chain.activeChainId));
}
