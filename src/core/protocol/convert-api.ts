import * as v from 'valibot';

// The swap API of the reference server (server/convert/; issue 19, SPEC §7 "/v1/convert/*",
// capabilities §2.3). Shapes follow Reown's Blockchain API so AppKit-based dapps can point at the
// server; the extra fields the modal's preview needs are optional additions. Every call takes
// `?projectId=` (and `st`, `sv`; build-transaction may carry it in its body instead).
// Conventions: amounts are base-unit integer strings (wei, 10^-6 USDL, …); tokens are CAIP-10 ids,
// the native coin being `eip155:{id}:0xeeee…eeee` ({@link NATIVE_TOKEN_ADDRESS}); chains are CAIP-2.
// Every refusal is `{ error, code }` (api-error-body.ts) with a {@link ConvertErrorCode}.

/** Base path of the swap API under the server's apiUrl. */
export const CONVERT_API_BASE = '/v1/convert';
/**
 * `GET` → {@link ConvertNetworksAnswer}: the chains this server has an exchange on (issue 19 part 4:
 * the modal offers Swap there; SPEC §9's list, SWAP_EIP155_CHAIN_IDS, names production's).
 */
export const CONVERT_NETWORKS_PATH = `${CONVERT_API_BASE}/networks`;
/** `GET ?chainId={caip2}` → {@link ConvertTokensAnswer}: the tokens the chain's pools trade. */
export const CONVERT_TOKENS_PATH = `${CONVERT_API_BASE}/tokens`;
/**
 * `GET ?amount&userAddress&from&to&gasPrice` → {@link ConvertQuotesAnswer}. `userAddress` (CAIP-10 or
 * plain) only lets the server measure the swap's gas; `gasPrice` is accepted and not used.
 */
export const CONVERT_QUOTES_PATH = `${CONVERT_API_BASE}/quotes`;
/** `GET ?tokenAddress&userAddress` → {@link ConvertAllowanceAnswer}. */
export const CONVERT_ALLOWANCE_PATH = `${CONVERT_API_BASE}/allowance`;
/** `GET ?chainId={caip2}` → {@link ConvertGasPriceAnswer}. */
export const CONVERT_GAS_PRICE_PATH = `${CONVERT_API_BASE}/gas-price`;
/** `GET ?userAddress&from&to&amount?` → {@link ConvertBuildApproveAnswer}: `from` is the token to approve, `to` (optional) the one wanted. */
export const CONVERT_BUILD_APPROVE_PATH = `${CONVERT_API_BASE}/build-approve`;
/** `POST` {@link ConvertBuildTransactionBody} → {@link ConvertBuildTransactionAnswer}. */
export const CONVERT_BUILD_TRANSACTION_PATH = `${CONVERT_API_BASE}/build-transaction`;

/** SPEC §9: the swap slippage tolerance, in percent; `amountOutMin = quote × (100 − 1) / 100`. */
export const SLIPPAGE_TOLERANCE = 1;
/** The address standing for a chain's native coin in CAIP-10 token ids (Reown's, 1inch's convention). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** A built swap must be mined within this many seconds (the router's `deadline`). */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
/** SPEC §8: the text of every refusal for a chain the server does not swap on. */
export const SWAP_NETWORK_NOT_SUPPORTED_MESSAGE = 'Network not supported for Gas Price or Swaps';

/** Why the swap API refused (`code` of the `{ error, code }` body). */
export const ConvertErrorCode = {
  /** 400: the chain has no exchange on this server (message {@link SWAP_NETWORK_NOT_SUPPORTED_MESSAGE}). */
  networkNotSupported: 'NETWORK_NOT_SUPPORTED',
  /** 400: a query parameter or body field is missing or malformed; the message names it. */
  invalidParameter: 'INVALID_PARAMETER',
  /** 400: the build-transaction body is not a JSON object (413: larger than 16 KiB). */
  invalidBody: 'INVALID_BODY',
  /** 400: `from` and `to` name different chains, the same token, or a token the exchange does not list. */
  invalidPair: 'INVALID_PAIR',
  /** 400 from build-transaction: no pool can fill the amount (quotes answer `{ quotes: [] }` instead). */
  insufficientLiquidity: 'INSUFFICIENT_LIQUIDITY',
  /** 400 from build-transaction: the user holds less of `from` than `amount` (message names the symbol). Nothing was sent. */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /**
   * 409 from build-transaction: the fresh quote is already below the body's `amountOutMin` (the minimum
   * the user was shown). The body is {@link ConvertPriceMovedBody}, with the fresh quote. Nothing was sent.
   */
  priceMoved: 'PRICE_MOVED',
  /** 400: the node refused the built transaction's gas estimate (balance, allowance, price moved); message has the reason. Nothing was sent. */
  estimateFailed: 'GAS_ESTIMATE_FAILED',
  /** 502: the chain's node did not answer or answered an error; nothing was sent. */
  nodeUnavailable: 'NODE_UNAVAILABLE',
} as const;
export type ConvertErrorCode = (typeof ConvertErrorCode)[keyof typeof ConvertErrorCode];

/** Why a quote list is empty (`reason` of {@link ConvertQuotesAnswer}); the modal shows its no-liquidity state for both. */
export const ConvertNoQuoteReason = {
  /** Neither the direct pool nor the route through the wrapped native coin exists. */
  noPool: 'NO_POOL',
  /** A pool exists but cannot fill the amount: it exceeds the first hop's input reserve, or the output rounds to 0. */
  insufficientLiquidity: 'INSUFFICIENT_LIQUIDITY',
} as const;
export type ConvertNoQuoteReason = (typeof ConvertNoQuoteReason)[keyof typeof ConvertNoQuoteReason];

/** A base-unit amount: a non-negative decimal integer without sign or exponent. */
export const baseUnitAmountSchema = v.pipe(v.string(), v.regex(/^\d{1,78}$/));

/** `GET /v1/convert/networks` answer: CAIP-2 ids (`eip155:31337`), in the server's chain order. */
export const convertNetworksAnswerSchema = v.object({ networks: v.array(v.string()) });
export type ConvertNetworksAnswer = v.InferOutput<typeof convertNetworksAnswerSchema>;

/** One token of {@link ConvertTokensAnswer} (AppKit's `SwapToken`). */
export const convertTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** CAIP-10 id; the native coin is `eip155:{id}:0xeeee…eeee`. */
  address: v.string(),
  decimals: v.number(),
  /** The server's `/public/getTokenImage/{symbol}` URL. */
  logoUri: v.string(),
  /** Whether the token supports EIP-2612 permits (ours do not: the approve step is a transaction). */
  eip2612: v.optional(v.boolean()),
});
export type ConvertToken = v.InferOutput<typeof convertTokenSchema>;

/** `GET /v1/convert/tokens` answer: the native coin first, then the tokens in the chain's pools. */
export const convertTokensAnswerSchema = v.object({ tokens: v.array(convertTokenSchema) });
export type ConvertTokensAnswer = v.InferOutput<typeof convertTokensAnswerSchema>;

/**
 * One quote (AppKit's fields first, then this server's additions for the preview). The server
 * answers the better of the direct pool and the route through the wrapped native coin.
 */
export const convertQuoteSchema = v.object({
  /** Always null: quotes are not stored; build-transaction quotes again. */
  id: v.nullable(v.string()),
  /** The amount paid, base units of `fromAccount` (the request's `amount`). */
  fromAmount: baseUnitAmountSchema,
  /** CAIP-10 id of the token paid (`from`, its address checksummed). */
  fromAccount: v.string(),
  /** What the router's `getAmountsOut` returns for the amount now, base units of `toAccount`. */
  toAmount: baseUnitAmountSchema,
  /** CAIP-10 id of the token received (`to`, its address checksummed). */
  toAccount: v.string(),
  /** `toAmount × (100 − {@link SLIPPAGE_TOLERANCE}) / 100`, rounded down: the minimum build-transaction will accept. */
  toAmountMin: v.optional(baseUnitAmountSchema),
  /** The route as CAIP-10 ids, from `from` to `to` (the wrapped native coin's id when the route goes through it). */
  path: v.optional(v.array(v.string())),
  /**
   * Price impact in percent (e.g. 0.42): how much less than the pools' mid price the amount receives,
   * the 0.3 % fee per hop included. The modal warns above 5.
   */
  priceImpact: v.optional(v.number()),
  /** Gas units the swap is expected to use (eth_estimateGas for this user when it would succeed now, else a typical figure for the route). */
  gas: v.optional(baseUnitAmountSchema),
});
export type ConvertQuote = v.InferOutput<typeof convertQuoteSchema>;

/** `GET /v1/convert/quotes` answer; empty with a `reason` when no pool can fill the amount. */
export const convertQuotesAnswerSchema = v.object({
  quotes: v.array(convertQuoteSchema),
  /** Only with an empty list: why ({@link ConvertNoQuoteReason}). */
  reason: v.optional(v.picklist(Object.values(ConvertNoQuoteReason))),
});
export type ConvertQuotesAnswer = v.InferOutput<typeof convertQuotesAnswerSchema>;

/** `GET /v1/convert/allowance` answer: what the user lets the router spend, base units (the native coin: 2^256 − 1). */
export const convertAllowanceAnswerSchema = v.object({ allowance: baseUnitAmountSchema });
export type ConvertAllowanceAnswer = v.InferOutput<typeof convertAllowanceAnswerSchema>;

/** `GET /v1/convert/gas-price` answer, wei per gas (Solana: lamports, one estimate copied to all three, SPEC §7). */
export const convertGasPriceAnswerSchema = v.object({
  standard: baseUnitAmountSchema,
  fast: baseUnitAmountSchema,
  instant: baseUnitAmountSchema,
});
export type ConvertGasPriceAnswer = v.InferOutput<typeof convertGasPriceAnswerSchema>;

/** `GET /v1/convert/build-approve` answer: the `approve(router, amount)` call to send from the user. */
export const convertBuildApproveAnswerSchema = v.object({
  tx: v.object({
    /** The user, CAIP-10. */
    from: v.string(),
    /** The token contract (the `from` token), CAIP-10. */
    to: v.string(),
    /** `approve(router, amount)` calldata; amount is the query's `amount`, else 2^256 − 1. */
    data: v.pipe(v.string(), v.regex(/^0x[0-9a-f]*$/i)),
    /** Always '0'. */
    value: baseUnitAmountSchema,
    /** `gas` is a number here, as in Reown's API (a string in build-transaction). */
    eip155: v.object({ gas: v.number(), gasPrice: baseUnitAmountSchema }),
  }),
});
export type ConvertBuildApproveAnswer = v.InferOutput<typeof convertBuildApproveAnswerSchema>;

/** `POST /v1/convert/build-transaction` body (SPEC §7). */
export const convertBuildTransactionBodySchema = v.object({
  /** The amount paid, base units of `from`. */
  amount: baseUnitAmountSchema,
  /** The user (CAIP-10, or a plain 0x address on the tokens' chain); pays and receives. */
  userAddress: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /** CAIP-10 token ids (the native coin as `0xeeee…eeee`), both on one chain. */
  from: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  to: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /** Slippage in percent as a decimal string (AppKit sends '1'); defaults to {@link SLIPPAGE_TOLERANCE}; 0 to 50. */
  eip155: v.optional(v.object({ slippage: v.optional(v.union([v.string(), v.number()])) })),
  /**
   * The least the user accepts, base units of `to` (the `toAmountMin` they were shown): the router
   * call's `amountOutMin`, and 409 PRICE_MOVED when the fresh quote is already below it. Without it
   * (AppKit), `amountOutMin = fresh quote × (100 − slippage) / 100`.
   */
  amountOutMin: v.optional(baseUnitAmountSchema),
  /** Skip eth_estimateGas (then `gas` is a typical figure for the route). */
  disableEstimate: v.optional(v.boolean()),
  projectId: v.optional(v.unknown()),
});
export type ConvertBuildTransactionBody = v.InferInput<typeof convertBuildTransactionBodySchema>;

/** `POST /v1/convert/build-transaction` answer: the router call to send from the user. */
export const convertBuildTransactionAnswerSchema = v.object({
  tx: v.object({
    /** The user, CAIP-10. */
    from: v.string(),
    /** The router, CAIP-10. */
    to: v.string(),
    /** swapExactETHForTokens / swapExactTokensForETH / swapExactTokensForTokens calldata (recipient = user, deadline now + 20 min). */
    data: v.pipe(v.string(), v.regex(/^0x[0-9a-f]*$/i)),
    /** The native value to send (the amount when paying with the native coin, else '0'). */
    amount: baseUnitAmountSchema,
    /** Gas units (string, as in Reown's API) and the node's current gas price, wei. */
    eip155: v.object({ gas: baseUnitAmountSchema, gasPrice: baseUnitAmountSchema }),
  }),
  /** The quote the transaction was built from; its `toAmountMin` is the calldata's `amountOutMin`. */
  quote: v.optional(convertQuoteSchema),
});
export type ConvertBuildTransactionAnswer = v.InferOutput<typeof convertBuildTransactionAnswerSchema>;

/** The 409 {@link ConvertErrorCode.priceMoved} body of build-transaction: the refusal and the fresh quote to show instead. */
export const convertPriceMovedBodySchema = v.object({
  error: v.string(),
  code: v.literal(ConvertErrorCode.priceMoved),
  /** The quote now, `toAmountMin` after the request's slippage. */
  quote: convertQuoteSchema,
});
export type ConvertPriceMovedBody = v.InferOutput<typeof convertPriceMovedBodySchema>;
