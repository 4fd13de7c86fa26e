import type { AccountState } from '../stores/chain-store.js';
import type { ConvertToken } from '../protocol/convert-api.js';
import { NATIVE_TOKEN_ADDRESS } from '../protocol/convert-api.js';
import type { TokenBalance } from '../protocol/token-balance.js';

/** Whether a CAIP-10 token id is the chain's native coin (`…:0xeeee…eeee`). */
export function isNativeSwapToken(address: string): boolean {
  return address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`);
}

/**
 * What the account holds of a swap token, as a decimal string: the native balance of the account
 * for the native coin, else the Account view's token balance with the same CAIP-10 id; undefined
 * when unknown.
 * @example swapTokenBalance({ token: dev, balances, account }); // '1000'
 */
export function swapTokenBalance({
  token,
  balances,
  account,
}: {
  token: Pick<ConvertToken, 'address'> | undefined;
  balances: readonly TokenBalance[];
  account: Pick<AccountState, 'balance'>;
}): string | undefined {
  if (!token) return undefined;
  if (isNativeSwapToken(token.address)) return account.balance;
  const id = token.address.toLowerCase();
  return balances.find((balance) => balance.address?.toLowerCase() === id)?.quantity.numeric;
}

/**
 * The swap's tokens for the list: those the account holds first, then the rest, each part in the
 * server's order; filtered by a query on symbol, name or address.
 * @example sortSwapTokens({ tokens, balances, account, query: 'us' }); // [USDL]
 */
export function sortSwapTokens({
  tokens,
  balances,
  account,
  query = '',
}: {
  tokens: readonly ConvertToken[];
  balances: readonly TokenBalance[];
  account: Pick<AccountState, 'balance'>;
  query?: string;
}): { token: ConvertToken; balance: string | undefined }[] {
  const needle = query.trim().toLowerCase();
  const matching = tokens.filter(
    ({ symbol, name, address }) =>
      !needle ||
      symbol.toLowerCase().includes(needle) ||
      name.toLowerCase().includes(needle) ||
      address.toLowerCase().includes(needle),
  );
  const rows = matching.map((token, index) => {
    const balance = swapTokenBalance({ token, balances, account });
    return { token, balance, index, held: balance !== undefined && Number(balance) > 0 };
  });
  rows.sort((a, b) => Number(b.held) - Number(a.held) || a.index - b.index);
  return rows.map(({ token, balance }) => ({ token, balance }));
}
