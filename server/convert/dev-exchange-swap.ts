import type { DevExchange } from '../chains/dev-exchange.js';
import { EXCHANGE_TOKENS } from '../chains/exchange-spec.js';
import type { ServerSwap } from '../server-chain.js';

/** The exchange's USD-like token (exchange-spec.ts lists it first). */
const USD_SYMBOL = EXCHANGE_TOKENS[0].symbol;

/**
 * The server's `swap` config for the exchange the dev stack deployed (deploy-exchange.ts): its
 * router, factory and WETH, and USDL as the token prices are read against.
 *
 * @example
 * const chain: ServerChain = { chainId, rpcUrl, swap: devExchangeSwap({ exchange }) };
 */
export function devExchangeSwap({ exchange }: { exchange: DevExchange }): ServerSwap {
  const usd = exchange.tokens.find((token) => token.symbol === USD_SYMBOL);
  return {
    router: exchange.router,
    factory: exchange.factory,
    weth: exchange.weth,
    ...(usd ? { usdToken: usd.address } : {}),
  };
}
