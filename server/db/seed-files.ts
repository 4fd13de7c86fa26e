import { readFileSync } from 'node:fs';

/** The seed data under server/data/ (README there). */
export const seedFiles = {
  wallets: new URL('../data/wallets.json', import.meta.url),
  devProjects: new URL('../data/dev-projects.json', import.meta.url),
  tokenPrices: new URL('../data/token-prices.json', import.meta.url),
  imageLabels: new URL('../data/image-labels.json', import.meta.url),
} as const;

export interface ReadSeedFileReturnType {
  text: string;
  json: unknown;
}

/**
 * Reads and parses one seed file; a broken file fails the start with its path in the message.
 *
 * @example
 * const { json } = readSeedFile({ url: seedFiles.tokenPrices });
 */
export function readSeedFile({ url }: { url: URL }): ReadSeedFileReturnType {
  const text = readFileSync(url, 'utf8');
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch (error) {
    throw new Error(`${url.pathname} is not valid JSON`, { cause: error });
  }
}

/** Throws when a seed file does not have the expected shape; says which file and what. */
export function assertSeed(condition: unknown, url: URL, what: string): asserts condition {
  if (!condition) throw new Error(`${url.pathname}: ${what}`);
}
