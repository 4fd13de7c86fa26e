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

/** POST /auth/v1/wallet/recovery (nothing to send: the session and the proof say who and which device) */
export const recoveryBodySchema = v.pipe(
  v.unknown(),
  // An object schema without keys lets `[]` through (as `{}`), so arrays are refused first.
  v.check((body) => !Array.isArray(body)),
  v.strictObject({}),
);

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
