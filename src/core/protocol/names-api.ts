import * as v from 'valibot';

// The name service of the reference server (server/names/; issue 18, SPEC §7 and capabilities §4).
// Every call takes `?projectId=` (and `st`, `sv`); names are global to the server, not per project.
// Shapes and rules shared by the server and the modal live here so neither can drift.

/** `GET {PATH}/{name}` → {@link NameRecord} (404 {@link NameServiceError} NOT_FOUND); `POST {PATH}` {@link RegisterNameBody} → NameRecord. */
export const PROFILE_ACCOUNT_PATH = '/v1/profile/account';
/** `GET {PATH}/{address}` → NameRecord[] (empty when the address has none). */
export const PROFILE_REVERSE_PATH = '/v1/profile/reverse';
/** `GET {PATH}/{name}?zone=reown.id` → {@link NameSuggestionsAnswer}: the name itself first, then free variants. */
export const PROFILE_SUGGESTIONS_PATH = '/v1/profile/suggestions';
/** `GET {PATH}/{name}` → an SVG drawn from the name: the only avatar the modal shows (nothing user-typed is fetched). */
export const PROFILE_AVATAR_PATH = '/v1/profile/avatar';
/** `GET {PATH}/{address}?sender=` → IdentityAnswer (chain-data.ts): the primary name and its avatar URL, or nulls. */
export const IDENTITY_PATH = '/v1/identity';

/** The zone names are registered in unless the server is configured otherwise (SPEC §9). */
export const DEFAULT_NAME_ZONE = 'reown.id';
/** Suffixes the modal treats as the name service's (SPEC §9): the zone and the legacy one. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const;
/** SPEC §5: letters, digits, hyphens only, at least 4 characters (63 at most: one DNS label). */
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,63}$/;
/** A registration message older than this is refused (replay); 60 s ahead is tolerated for clock skew. */
export const NAME_MESSAGE_MAX_AGE_SECONDS = 300;
export const NAME_MESSAGE_MAX_SKEW_SECONDS = 60;
/** SLIP-44 coin type of Solana (ENSIP-9); EVM chains use ENSIP-11's `0x80000000 | chainId`. */
export const SOLANA_COIN_TYPE = 501;

/** Why the name service refused (`reasons[0].name`). */
export const NameServiceErrorCode = {
  notFound: 'NOT_FOUND',
  invalidName: 'INVALID_NAME',
  nameTaken: 'NAME_TAKEN',
  nameReserved: 'NAME_RESERVED',
  /** One primary name per address. */
  addressHasName: 'ADDRESS_HAS_NAME',
  invalidMessage: 'INVALID_MESSAGE',
  messageExpired: 'MESSAGE_EXPIRED',
  signatureInvalid: 'SIGNATURE_INVALID',
  /** The coin type names no chain this server verifies on. */
  coinTypeUnsupported: 'COIN_TYPE_UNSUPPORTED',
  invalidAddress: 'INVALID_ADDRESS',
  rateLimited: 'RATE_LIMITED',
} as const;
export type NameServiceErrorCode = (typeof NameServiceErrorCode)[keyof typeof NameServiceErrorCode];

/**
 * ENSIP-11 coin type of an EVM chain id (SPEC §5): `(0x80000000 | chainId) >>> 0`.
 * @example coinTypeForChainId(31337) // 2147514985
 * @throws Error('Invalid chainId') for a chain id of 2^31 or more
 */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= 0x80000000) throw new Error('Invalid chainId');
  return (0x80000000 | chainId) >>> 0;
}

/**
 * The EVM chain id an ENSIP-11 coin type stands for; undefined for any other coin type (60, 501, …).
 * @example chainIdForCoinType(2147514985) // 31337
 */
export function chainIdForCoinType(coinType: number): number | undefined {
  if (!Number.isSafeInteger(coinType) || coinType < 0x80000000 || coinType > 0xffffffff) return undefined;
  return coinType - 0x80000000;
}

/**
 * Whether a receiver or lookup text is a name of the service (SPEC §9 suffixes), case-insensitive.
 * @example isServiceName('Alice.reown.id') // true
 */
export function isServiceName(value: string): boolean {
  const lower = value.trim().toLowerCase();
  return NAME_SUFFIXES.some((suffix) => lower.endsWith(suffix) && lower.length > suffix.length);
}

/**
 * Whether a label (the part before the zone) follows SPEC §5's rule.
 * @example isValidNameLabel('ali') // false
 */
export function isValidNameLabel(label: string): boolean {
  return NAME_LABEL_PATTERN.test(label) && !label.startsWith('-') && !label.endsWith('-');
}

/** A name's address for one coin type. */
export const nameAddressSchema = v.object({ address: v.string(), created: v.string() });

/** SPEC §3 "Name record"; `addresses` is keyed by coin type as a decimal string. Times are ISO 8601. */
export const nameRecordSchema = v.object({
  name: v.string(),
  registered_at: v.string(),
  updated_at: v.string(),
  addresses: v.record(v.string(), nameAddressSchema),
  attributes: v.record(v.string(), v.string()),
});
export type NameRecord = v.InferOutput<typeof nameRecordSchema>;

export const nameRecordListSchema = v.array(nameRecordSchema);

/** `GET suggestions/{name}` answer; `registered: false` means free to register. */
export const nameSuggestionsAnswerSchema = v.object({
  suggestions: v.array(v.object({ name: v.string(), registered: v.boolean() })),
});
export type NameSuggestionsAnswer = v.InferOutput<typeof nameSuggestionsAnswerSchema>;

/**
 * Every refusal of the name service (capabilities §4): `{ status, reasons }`, plus the server's
 * usual `{ error, code }` (api-error-body.ts) so the shared HTTP client reads its code.
 * The modal shows `reasons[0].description` (SPEC §8 "Error registering name {name}" otherwise).
 */
export const nameServiceErrorSchema = v.object({
  status: v.string(),
  reasons: v.array(v.object({ name: v.string(), description: v.string() })),
});
export type NameServiceError = v.InferOutput<typeof nameServiceErrorSchema>;

/** `POST /v1/profile/account` (SPEC §7); `message` is JSON of {@link RegisterNameMessage}, signed by `address`. */
export const registerNameBodySchema = v.strictObject({
  coin_type: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  address: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  signature: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
});
export type RegisterNameBody = v.InferOutput<typeof registerNameBodySchema>;

/** What is signed (SPEC §7): the full name with its zone, attributes (bio, avatar), unix seconds. */
export const registerNameMessageSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  attributes: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(32)), v.pipe(v.string(), v.maxLength(256))),
    v.check((attributes) => Object.keys(attributes).length <= 8, 'at most 8 attributes'),
  ),
  timestamp: v.pipe(v.number(), v.integer()),
});
export type RegisterNameMessage = v.InferOutput<typeof registerNameMessageSchema>;
