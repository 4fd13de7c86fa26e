import { erc20Abi, formatUnits, type Address, type PublicClient } from 'viem';
import { DEFAULT_NATIVE_CURRENCY, type ServerChain } from '../server-chain.js';
import type { TokenBalance } from '../../src/core/protocol/token-balance.js';
import type { TokenPriceSource } from './create-token-price-source.js';
import type { TokenPrices } from './read-token-prices.js';

export interface ReadBalancesParameters {
  address: Address;
  chains: ReadonlyArray<{ chain: ServerChain; client: PublicClient }>;
  /** Each chain's prices (create-token-price-source.ts: its pools, else the table). */
  prices: TokenPriceSource;
  /** The token image URL for a symbol. */
  iconUrl: (symbol: string) => string;
}

/**
 * Reads the native balance and the balance of each configured token on each chain (SPEC §3 "Token
 * balance", core/protocol/token-balance.ts: priced, valued and with an icon here), live from the
 * chains (in parallel), and prices them from the price source (the chain's pools, else the table).
 * Zero balances are left out, as a portfolio lists only what the account holds. Throws when a
 * chain does not answer.
 *
 * @example
 * await readBalances({ address, chains: [{ chain, client }], prices: source, iconUrl: (symbol) => `…/${symbol}` });
 */
export async function readBalances({
  address,
  chains,
  prices,
  iconUrl,
}: ReadBalancesParameters): Promise<TokenBalance[]> {
  const perChain = await Promise.all(
    chains.map(async ({ chain, client }) => {
      const caip2 = `eip155:${chain.chainId}`;
      const native = chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY;
      const tokens = chain.tokens ?? [];
      const [chainPrices, nativeAmount, ...tokenAmounts] = await Promise.all([
        prices.pricesOf({ chainId: chain.chainId }),
        client.getBalance({ address }),
        ...tokens.map((token) =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
        ),
      ]);
      const entries = [{ ...native, amount: nativeAmount as bigint, address: undefined as string | undefined }];
      tokens.forEach((token, index) =>
        entries.push({ ...token, amount: tokenAmounts[index] as bigint, address: `${caip2}:${token.address}` }),
      );
      return entries
        .filter((entry) => entry.amount > 0n)
        .map(({ name, symbol, decimals, amount, address: tokenAddress }) => {
          const numeric = formatUnits(amount, decimals);
          const price = (chainPrices as TokenPrices).get(symbol.toUpperCase()) ?? 0;
          const balance: TokenBalance = {
            name,
            symbol,
            chainId: caip2,
            value: Number(numeric) * price,
            price,
            quantity: { decimals: String(decimals), numeric },
            iconUrl: iconUrl(symbol),
          };
          if (tokenAddress) balance.address = tokenAddress;
          return balance;
        });
    }),
  );
  return perChain.flat();
}
