import * as v from 'valibot';

// `GET /v1/account/{address}/history?cursor&chainId={caip2}` (server/routes/account-history.ts):
// one page of the account's activity (SPEC §3 "Transaction"), newest first; `next` goes back as
// `cursor`, null on the last page.

/** One transfer of a transaction, seen from the account. */
export const transactionTransferSchema = v.object({
  direction: v.picklist(['in', 'out', 'self']),
  fungible_info: v.optional(
    v.object({ name: v.string(), symbol: v.string(), icon: v.optional(v.object({ url: v.string() })) }),
  ),
  nft_info: v.optional(v.object({ name: v.string(), is_spam: v.optional(v.boolean()) })),
  /** Token units as a decimal string, e.g. "0.5". */
  quantity: v.object({ numeric: v.string() }),
  /** quantity × price, in dollars. */
  value: v.optional(v.number()),
  /** Dollars per whole token. */
  price: v.optional(v.number()),
});

export type TransactionTransfer = v.InferOutput<typeof transactionTransferSchema>;

/** A transaction of the account's history; `id` is `{caip2}:{hash}`, `metadata.chain` CAIP-2. */
export const transactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    /** ISO 8601. */
    minedAt: v.string(),
    chain: v.string(),
    operationType: v.string(),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    sentFrom: v.string(),
    sentTo: v.string(),
    hash: v.optional(v.string()),
  }),
  transfers: v.array(transactionTransferSchema),
});

export type Transaction = v.InferOutput<typeof transactionSchema>;

/** A page of history: `{ data, next }`. */
export const transactionsPageSchema = v.object({ data: v.array(transactionSchema), next: v.nullable(v.string()) });

export type TransactionsPage = v.InferOutput<typeof transactionsPageSchema>;
