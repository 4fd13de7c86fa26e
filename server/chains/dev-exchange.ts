/**
 * What server/chains/deploy-exchange.ts puts on a local chain: a Uniswap V2 exchange at the same
 * addresses on every start and on both chains. A module of its own so the dev config can name it
 * without importing the deploy script (which imports the dev config).
 */
export interface DevExchange {
  /** WETH9, the router's wrapped native coin. */
  weth: `0x${string}`;
  factory: `0x${string}`;
  /** UniswapV2Router02: quotes (`getAmountsOut`), swaps and liquidity. */
  router: `0x${string}`;
  /** The exchange's own tokens, USDL (6 decimals) then GLDL (18); DEV is deploy-dev-token.ts's. Shaped like a ServerToken. */
  tokens: DevExchangeToken[];
}

export interface DevExchangeToken {
  address: `0x${string}`;
  symbol: string;
  name: string;
  decimals: number;
}
