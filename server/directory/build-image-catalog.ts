import { assertSeed, readSeedFile, seedFiles } from '../db/seed-files.js';
import { initialsOf } from './initials-of.js';
import { DEFAULT_NATIVE_CURRENCY, type ServerChain } from '../server-chain.js';

/** What a generated image shows: `text` drawn, `title` as its accessible name. */
export interface ImageLabel {
  text: string;
  title: string;
}

export interface ImageCatalog {
  asset: ReadonlyMap<string, ImageLabel>;
  currency: ReadonlyMap<string, ImageLabel>;
  token: ReadonlyMap<string, ImageLabel>;
}

export interface BuildImageCatalogParameters {
  chains: readonly ServerChain[];
  /** Token symbols with a price (server/data/token-prices.json). */
  pricedSymbols: Iterable<string>;
  /** Served Solana clusters (issue 20 part 6): their CAIP-2 ids are asset ids, their SPL tokens' symbols token ids. */
  solana?: ReadonlyArray<{ caipNetworkId: string; tokens?: ReadonlyArray<{ symbol: string }> }>;
  url?: URL;
}

/**
 * The known ids of the asset, currency and token image routes; any other id is a 404. Assets:
 * the namespaces of server/data/image-labels.json and `eip155:{id}` of each served chain.
 * Currencies: that file's list. Tokens: priced symbols and the served chains' native and token
 * symbols (upper case). Served Solana clusters add their CAIP-2 ids (drawn "SOL") and SPL symbols.
 *
 * @example
 * buildImageCatalog({ chains, pricedSymbols: ['ETH'] }).asset.get('eip155:31337');
 */
export function buildImageCatalog({
  chains,
  pricedSymbols,
  solana = [],
  url = seedFiles.imageLabels,
}: BuildImageCatalogParameters): ImageCatalog {
  const { json } = readSeedFile({ url });
  const { assets, currencies } = json as { assets?: Record<string, string>; currencies?: Record<string, string> };
  assertSeed(assets && currencies, url, 'expected {assets: {id: text}, currencies: {id: text}}');

  const asset = new Map(Object.entries(assets).map(([id, text]) => [id, { text, title: id }]));
  for (const chain of chains) {
    const name = chain.name ?? `Chain ${chain.chainId}`;
    asset.set(`eip155:${chain.chainId}`, { text: initialsOf({ name }), title: name });
  }
  for (const cluster of solana) asset.set(cluster.caipNetworkId, { text: 'SOL', title: cluster.caipNetworkId });
  const currency = new Map(Object.entries(currencies).map(([id, text]) => [id, { text, title: id }]));
  const symbols = new Set([...pricedSymbols].map((symbol) => symbol.toUpperCase()));
  for (const chain of chains) {
    symbols.add((chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY).symbol.toUpperCase());
    for (const token of chain.tokens ?? []) symbols.add(token.symbol.toUpperCase());
  }
  for (const token of solana.flatMap((cluster) => cluster.tokens ?? [])) symbols.add(token.symbol.toUpperCase());
  const token = new Map([...symbols].map((symbol) => [symbol, { text: symbol.slice(0, 4), title: symbol }]));
  return { asset, currency, token };
}
