import type { FungiblePrice } from '../../src/core/protocol/chain-data.js';
import { NATIVE_TOKEN_ADDRESS } from '../../src/core/protocol/convert-api.js';
import type { TokenPriceSource } from './create-token-price-source.js';
import type { TokenPrices } from './read-token-prices.js';
import { DEFAULT_NATIVE_CURRENCY, type ServerChain } from '../server-chain.js';

/** The address that stands for a chain's native currency in price requests (a common convention). */
export { NATIVE_TOKEN_ADDRESS };

export interface FindFungiblePricesParameters {
  /** CAIP-10 ids: `eip155:{chainId}:{token address}`, or {@link NATIVE_TOKEN_ADDRESS} for native. */
  addresses: readonly string[];
  chains: readonly ServerChain[];
  /** Each chain's prices (create-token-price-source.ts: its pools, else the table). */
  prices: TokenPriceSource;
  iconUrl: (symbol: string) => string;
}

/**
 * Prices of the tokens asked for that the server knows (the served chains' native currencies and
 * configured tokens); unknown addresses are left out of the answer. Each chain's prices are read
 * once. Throws when a chain with an exchange does not answer.
 *
 * @example
 * await findFungiblePrices({ addresses: [`eip155:31337:${token}`], chains, prices, iconUrl });
 */
export async function findFungiblePrices({
  addresses,
  chains,
  prices,
  iconUrl,
}: FindFungiblePricesParameters): Promise<FungiblePrice[]> {
  const answers: FungiblePrice[] = [];
  const chainPrices = new Map<number, Promise<TokenPrices>>();
  const pricesOf = (chainId: number) => {
    if (!chainPrices.has(chainId)) chainPrices.set(chainId, prices.pricesOf({ chainId }));
    return chainPrices.get(chainId)!;
  };
  for (const caip10 of addresses) {
    const [namespace, reference, address] = caip10.split(':');
    const chain =
      namespace === 'eip155' ? chains.find((candidate) => String(candidate.chainId) === reference) : undefined;
    if (!chain || !address) continue;
    const wanted = address.toLowerCase();
    const token =
      wanted === NATIVE_TOKEN_ADDRESS
        ? (chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY)
        : chain.tokens?.find((candidate) => candidate.address.toLowerCase() === wanted);
    if (!token) continue;
    const price = (await pricesOf(chain.chainId)).get(token.symbol.toUpperCase()) ?? 0;
    answers.push({ address: caip10, name: token.name, symbol: token.symbol, iconUrl: iconUrl(token.symbol), price });
  }
  return answers;
}
