import type { AccountState } from '../core/stores/chain-store.js';
import type { SendToken } from '../core/stores/send-store.js';
import type { Network } from '../core/types/network.js';
import type { TokenBalance } from '../core/protocol/token-balance.js';

/**
 * The tokens a send can move on the active network: the token balances of that network, and the
 * native coin from the account's own balance when the list has no native entry (no data API, or
 * before it answered).
 *
 * @example
 * sendTokenOptions({ balances: [], account, network }); // [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '10000' } }]
 */
export function sendTokenOptions({
  balances,
  account,
  network,
}: {
  balances: readonly TokenBalance[];
  account: AccountState;
  network?: Network;
}): SendToken[] {
  if (!network) return [];
  const onNetwork = balances.filter((balance) => balance.chainId === network.caipNetworkId);
  const tokens: SendToken[] = onNetwork.map(({ address, symbol, quantity, price }) => ({
    ...(address ? { address } : {}),
    symbol,
    quantity,
    ...(price !== undefined ? { price } : {}),
  }));
  if (!tokens.some((token) => !token.address) && account.balance !== undefined) {
    tokens.unshift({
      symbol: network.nativeCurrency.symbol,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: account.balance },
    });
  }
  return tokens;
}
