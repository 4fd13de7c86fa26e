import * as v from 'valibot';

// Bodies of the wallet routes (server/routes/auth-wallet.ts; server/auth/README.md "Wallet and
// shares"). Bytes travel as standard base64 (canonical: padded, no stray bits) and come out of
// parsing as Buffers.

const STANDARD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 of `min`…`max` bytes, parsed to a Buffer. */
const base64Bytes = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(Math.ceil(max / 3) * 4),
    v.regex(STANDARD_BASE64),
    v.transform((text) => ({ text, bytes: Buffer.from(text, 'base64') })),
    // Buffer.from ignores non-zero trailing bits; a text that does not round-trip is not canonical.
    v.check(({ text, bytes }) => bytes.length >= min && bytes.length <= max && bytes.toString('base64') === text),
    v.transform(({ bytes }) => bytes),
  );

/** An auth share or the recovery auth share: a `shamir-secret-sharing` share of 16-byte entropy is 17 bytes. */
const share = base64Bytes(1, 64);

/** PUT /auth/v1/wallet/share */
export const saveShareBodySchema = v.strictObject({ authShare: share });

const base64Url = (length: number) => v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`)));

/**
 * POST /auth/v1/wallet/recovery. The session and the device proof say who and which device; a
 * pending device of a wallet with a user-held recovery key adds the key's proof
 * (recovery-key-proof.ts: 32 bytes as base64url).
 */
export const recoveryBodySchema = v.pipe(
  v.unknown(),
  // An object schema without keys lets `[]` through (as `{}`), so arrays are refused first.
  v.check((body) => !Array.isArray(body)),
  v.strictObject({ recoveryKeyProof: v.optional(base64Url(43)) }),
);

/** The least PBKDF2-SHA-256 work a passphrase recovery key may use (OWASP's figure; notes/security.md §2.4, T24). */
export const MIN_PBKDF2_ITERATIONS = 600_000;

/** The public parameters of a user-held recovery key: how the frame derives it again. */
export const recoveryParamsSchema = v.union([
  v.strictObject({
    kdf: v.literal('PBKDF2-SHA-256'),
    iterations: v.pipe(v.number(), v.integer(), v.minValue(MIN_PBKDF2_ITERATIONS), v.maxValue(10_000_000)),
    salt: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,86}$/)),
  }),
  v.strictObject({
    /** The passkey's credential id (base64url), so the frame can ask for that passkey. */
    credentialId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,1366}$/)),
    /** The PRF input (32 random bytes, base64url). */
    prfSalt: base64Url(43),
    /** The relying party the passkey belongs to: the frame's host name. */
    rpId: v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,253}$/)),
  }),
]);

/** PUT /auth/v1/wallet/recovery: a new recovery set under a new recovery key (the old one is dropped). */
export const updateRecoveryBodySchema = v.pipe(
  v.strictObject({
    recoveryMethod: v.picklist(['server-escrow', 'passphrase', 'passkey-prf']),
    recoveryAuthShare: share,
    encryptedRecoveryShare: v.strictObject({ iv: base64Bytes(12, 12), ciphertext: base64Bytes(17, 256) }),
    escrowedRecoveryKey: v.optional(base64Bytes(32, 32)),
    recoveryParams: v.optional(recoveryParamsSchema),
    /** base64url(SHA-256(the recovery key's proof)), so a pending device can prove the key later. */
    recoveryKeyVerifier: v.optional(base64Url(43)),
  }),
  // Escrow sends the key and nothing else; a user-held key sends how to derive it and a verifier, never the key.
  v.check((body) =>
    body.recoveryMethod === 'server-escrow'
      ? body.escrowedRecoveryKey !== undefined && body.recoveryParams === undefined && body.recoveryKeyVerifier === undefined
      : body.escrowedRecoveryKey === undefined && body.recoveryKeyVerifier !== undefined && body.recoveryParams !== undefined && ('kdf' in body.recoveryParams) === (body.recoveryMethod === 'passphrase'),
  ),
);

export type UpdateRecoveryBody = v.InferOutput<typeof updateRecoveryBodySchema>;

/** POST /auth/v1/wallet */
export const createWalletBodySchema = v.strictObject({
  evmAddress: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  solanaAddress: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  authShare: share,
  recoveryAuthShare: share,
  /** The recovery share, AES-256-GCM under the recovery key (AAD `{userId}|recovery|v1`); kept as sent. */
  encryptedRecoveryShare: v.strictObject({ iv: base64Bytes(12, 12), ciphertext: base64Bytes(17, 256) }),
  /** Only server escrow for now; passkey PRF and passphrase modes come later (notes/security.md §2.4). */
  recoveryMethod: v.literal('server-escrow'),
  /** The 32-byte AES-256 recovery key, escrowed under the recovery KEK (custodial). */
  escrowedRecoveryKey: base64Bytes(32, 32),
});

export type CreateWalletBody = v.InferOutput<typeof createWalletBodySchema>;
