import * as v from 'valibot';

// Building blocks of the frame protocol's payload schemas. Every string has a length cap, so a
// valid message stays small whatever the sender puts in it.

/**
 * A message id: random, URL-safe, 16 to 64 characters (createMessageId makes 32 hex characters).
 * Ids correlate a reply with its request, so they must not be guessable by another sender.
 */
export const messageIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** An e-mail address (SPEC §5 "Email must be a valid e-mail address"); 254 characters at most (RFC 5321). */
export const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email());

/** A one-time code: exactly 6 decimal digits. */
export const otpSchema = v.pipe(v.string(), v.regex(/^\d{6}$/));

/** A CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` (CAIP-2 grammar). */
export const caipNetworkIdSchema = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));

/** An EVM address (0x + 40 hex) or a Solana address (32 to 44 base58 characters), SPEC §5. */
export const accountAddressSchema = v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/));

/** Social providers with an OAuth redirect (SPEC §5 "Social provider"). */
export const socialProviderSchema = v.picklist(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** A social provider with an OAuth redirect; the server has an OAuth app per provider (server/oauth/social-providers.ts). */
export type SocialProvider = v.InferOutput<typeof socialProviderSchema>;

/** Account types of the embedded wallet (SPEC §6 "eoa, smartAccount"). */
export const accountTypeSchema = v.picklist(['eoa', 'smartAccount']);

/** An http(s) URL of at most 2048 characters. */
export const httpUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.url(), v.regex(/^https?:\/\//i));

/** A short piece of display text (names, user names). */
export const shortTextSchema = v.pipe(v.string(), v.maxLength(256));

/** A hex string (signatures, data), at most 64 KiB of text. */
export const hexSchema = v.pipe(v.string(), v.maxLength(65_536), v.regex(/^0x[0-9a-fA-F]*$/));

/** Theme variables: `--w3m-*` names with short string or number values (DESIGN §5 "Theming"). */
export const themeVariablesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^--(w3m|apkt)-[a-z0-9-]{1,48}$/)),
    v.union([shortTextSchema, v.pipe(v.number(), v.finite())]),
  ),
  v.maxEntries(64),
);

/** Dapp metadata as the frame shows it (SPEC §3 "Dapp metadata"). */
export const dappMetadataSchema = v.strictObject({
  name: shortTextSchema,
  description: v.pipe(v.string(), v.maxLength(1024)),
  url: httpUrlSchema,
  icons: v.pipe(v.array(httpUrlSchema), v.maxLength(8)),
});

/**
 * Why a request was refused, where the modal words it itself (its message table): the frame has
 * no storage (third-party storage blocked), or a recovery key was wrong.
 */
export const FRAME_ERROR_REASONS = ['STORAGE_UNAVAILABLE', 'RECOVERY_KEY_INVALID'] as const;

/** An error reply's payload: a short safe message and, for RPC errors, the EIP-1193 / EIP-1474 code. */
export const frameErrorPayloadSchema = v.strictObject({
  message: v.pipe(v.string(), v.maxLength(1024)),
  code: v.optional(v.pipe(v.number(), v.integer())),
  reason: v.optional(v.picklist(FRAME_ERROR_REASONS)),
});

/** How the embedded wallet's recovery key is kept (server/auth/read-wallet.ts). */
export const recoveryMethodSchema = v.picklist(['server-escrow', 'passphrase', 'passkey-prf']);

export type RecoveryMethod = v.InferOutput<typeof recoveryMethodSchema>;

/** An ISO 8601 time as the server writes it (`Date#toISOString`). */
export const isoTimeSchema = v.pipe(v.string(), v.maxLength(32), v.isoTimestamp());

/** One device of the embedded wallet's account, as the Security view lists it (text only). */
export const deviceSummarySchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  name: v.nullable(shortTextSchema),
  site: v.nullable(shortTextSchema),
  createdAt: isoTimeSchema,
  lastSeenAt: isoTimeSchema,
  current: v.boolean(),
  status: v.picklist(['verified', 'pending']),
  releaseAt: v.nullable(isoTimeSchema),
});

/** One device of the embedded wallet's account (the frame reads it from the server, the modal lists it). */
export type DeviceSummary = v.InferOutput<typeof deviceSummarySchema>;

/**
 * What a sign-in still needs before the wallet opens on this device (issue "Hardening" parts 1 and
 * 10): a mailed device code (to `emailHint`, masked), the user's own recovery key (entered on the
 * frame's screen), or the end of a new device's wait (`releaseAt`).
 */
export const signInStepSchema = v.variant('action', [
  v.strictObject({ action: v.literal('VERIFY_DEVICE'), emailHint: v.optional(shortTextSchema) }),
  v.strictObject({ action: v.literal('VERIFY_RECOVERY_KEY') }),
  v.strictObject({ action: v.literal('DEVICE_PENDING'), releaseAt: isoTimeSchema }),
]);

/** The embedded wallet's user (SPEC §3 "Auth user"). */
export const frameUserSchema = v.strictObject({
  email: v.optional(v.nullable(emailSchema)),
  address: accountAddressSchema,
  chainId: caipNetworkIdSchema,
  accounts: v.optional(
    v.pipe(v.array(v.strictObject({ address: accountAddressSchema, type: accountTypeSchema })), v.maxLength(16)),
  ),
  userName: v.optional(v.nullable(shortTextSchema)),
  preferredAccountType: v.optional(accountTypeSchema),
  smartAccountDeployed: v.optional(v.boolean()),
  signature: v.optional(hexSchema),
  message: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  siwxMessage: v.optional(v.pipe(v.string(), v.maxLength(8192))),
});
