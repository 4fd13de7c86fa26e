import * as v from 'valibot';

// `GET /v1/account/{address}/balance?currency=usd&chainId={caip2}` (server/routes/account-balance.ts):
// the account's tokens as the data API answers them (SPEC §3 "Token balance"). The modal lists
// them; the frame turns them into `wallet_getAssets` (EIP-7811) answers.

/**
 * One token the account holds. `address` is the token contract's CAIP-10 id, absent for the
 * native coin; `chainId` is CAIP-2; `quantity.numeric` is the amount in whole tokens as a decimal
 * string. Price, value and icon may be missing (a token the price table does not know).
 */
export const tokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  /** Value in dollars (quantity × price). */
  value: v.optional(v.number()),
  /** Dollars per whole token. */
  price: v.optional(v.number()),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.optional(v.string()),
});

export type TokenBalance = v.InferOutput<typeof tokenBalanceSchema>;

/** The balance endpoint's answer: `{ balances }` (empty for a chain the server does not serve). */
export const tokenBalancesAnswerSchema = v.object({ balances: v.array(tokenBalanceSchema) });

export type TokenBalancesAnswer = v.InferOutput<typeof tokenBalancesAnswerSchema>;
