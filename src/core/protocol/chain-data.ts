import * as v from 'valibot';

// The data API's chain lookups besides balances and history (server/routes/data-api.ts), all
// with `?projectId&st&sv`.

/** `GET /v1/supported-chains` answer: the CAIP-2 ids the server serves over HTTP (and WebSocket: none). */
export const supportedChainsAnswerSchema = v.object({ http: v.array(v.string()), ws: v.array(v.string()) });

export type SupportedChainsAnswer = v.InferOutput<typeof supportedChainsAnswerSchema>;

/** `GET /v1/identity/{address}` answer: the address's name and avatar (null without a name). */
export const identityAnswerSchema = v.object({ name: v.nullable(v.string()), avatar: v.nullable(v.string()) });

export type IdentityAnswer = v.InferOutput<typeof identityAnswerSchema>;

/** The most token ids one price request may name. */
export const MAX_PRICE_ADDRESSES = 100;

/** `POST /v1/fungible/price` body: CAIP-10 ids (the native coin as `0xeeee…eeee`); the project id may come here or in the query. */
export const fungiblePriceBodySchema = v.object({
  currency: v.optional(
    v.pipe(
      v.string(),
      v.check((currency) => currency.toLowerCase() === 'usd'),
    ),
  ),
  addresses: v.pipe(v.array(v.string()), v.maxLength(MAX_PRICE_ADDRESSES)),
  projectId: v.optional(v.unknown()),
});

export type FungiblePriceBody = v.InferInput<typeof fungiblePriceBodySchema>;

/** One priced token; `address` echoes the CAIP-10 id asked for. */
export const fungiblePriceSchema = v.object({
  address: v.string(),
  name: v.string(),
  symbol: v.string(),
  iconUrl: v.string(),
  price: v.number(),
});

export type FungiblePrice = v.InferOutput<typeof fungiblePriceSchema>;

/** `POST /v1/fungible/price` answer (tokens the server does not know are left out). */
export const fungiblePricesAnswerSchema = v.object({ fungibles: v.array(fungiblePriceSchema) });

export type FungiblePricesAnswer = v.InferOutput<typeof fungiblePricesAnswerSchema>;
