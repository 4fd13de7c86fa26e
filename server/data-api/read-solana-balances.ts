import { formatUnits } from 'viem';
import { TOKEN_PROGRAM_ID, type SplTokenInfo } from '../../src/core/protocol/spl-token.js';
import type { TokenBalance } from '../../src/core/protocol/token-balance.js';
import { callSolanaRpc } from '../chains/solana/call-solana-rpc.js';
import type { TokenPrices } from './read-token-prices.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** A Solana cluster the data API reads balances from. */
export interface SolanaBalanceSource {
  /** CAIP-2, e.g. `solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG`. */
  caipNetworkId: string;
  rpcUrl: string;
  /** The SPL tokens listed (by mint); other mints are left out, as the EVM side lists only configured tokens. */
  tokens?: readonly SplTokenInfo[];
}

export interface ReadSolanaBalancesParameters {
  /** base58 */
  address: string;
  source: SolanaBalanceSource;
  /** USD per whole token by upper-case symbol (the price table: the cluster has no exchange). */
  prices: TokenPrices;
  /** The token image URL for a symbol. */
  iconUrl: (symbol: string) => string;
}

interface ParsedTokenAccount {
  account: { data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } } };
}

/**
 * The SOL balance and the SPL token balances of a Solana account (issue 20 part 6), read live
 * from the cluster: `getBalance`, and `getTokenAccountsByOwner` (jsonParsed) summed per mint (an
 * owner may hold a mint in several token accounts). Shaped as the EVM balances
 * (core/protocol/token-balance.ts: `address` is the mint's CAIP-10 id), priced from the table, zero
 * balances left out. Throws when the cluster does not answer.
 *
 * @example
 * await readSolanaBalances({ address, source: { caipNetworkId, rpcUrl, tokens: [DEV_SPL_TOKEN] }, prices, iconUrl });
 */
export async function readSolanaBalances({
  address,
  source,
  prices,
  iconUrl,
}: ReadSolanaBalancesParameters): Promise<TokenBalance[]> {
  const { rpcUrl, caipNetworkId, tokens = [] } = source;
  const [lamports, tokenAccounts] = await Promise.all([
    callSolanaRpc<{ value: number }>({ rpcUrl, method: 'getBalance', params: [address, { commitment: 'confirmed' }] }),
    callSolanaRpc<{ value: ParsedTokenAccount[] }>({
      rpcUrl,
      method: 'getTokenAccountsByOwner',
      params: [address, { programId: TOKEN_PROGRAM_ID }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  ]);
  const amounts = new Map<string, bigint>();
  for (const { account } of tokenAccounts.value) {
    const info = account.data.parsed?.info;
    if (!info?.mint || info.tokenAmount?.amount === undefined) continue;
    amounts.set(info.mint, (amounts.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount));
  }
  const entries = [
    { ...SOL, amount: BigInt(lamports.value), address: undefined as string | undefined },
    ...tokens.map((token) => ({
      ...token,
      amount: amounts.get(token.mint) ?? 0n,
      address: `${caipNetworkId}:${token.mint}`,
    })),
  ];
  return entries
    .filter((entry) => entry.amount > 0n)
    .map(({ name, symbol, decimals, amount, address: tokenAddress }) => {
      const numeric = formatUnits(amount, decimals);
      const price = prices.get(symbol.toUpperCase()) ?? 0;
      return {
        name,
        symbol,
        chainId: caipNetworkId,
        ...(tokenAddress ? { address: tokenAddress } : {}),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(decimals), numeric },
        iconUrl: iconUrl(symbol),
      };
    });
}
