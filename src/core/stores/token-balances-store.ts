import { map, readonlyType } from 'nanostores';
import type { TokenBalance } from '../protocol/token-balance.js';

/** Token balances of the active account on the active network (SPEC §3 "Token balance"). */
export interface TokenBalancesState {
  balances: readonly TokenBalance[];
  loading: boolean;
  /** When the last fetch failed (epoch ms); no new fetch before BALANCE_RETRY_MS after it. */
  lastRetry?: number;
  /** `address|caipNetworkId` the list belongs to. */
  key?: string;
}

export const EMPTY_TOKEN_BALANCES: TokenBalancesState = Object.freeze({ balances: [], loading: false });

/** Written only by the TokenBalanceController. */
export const tokenBalancesStore = map<TokenBalancesState>(EMPTY_TOKEN_BALANCES);
/** Token balances of the active account, read-only. */
export const $tokenBalances = readonlyType(tokenBalancesStore);
