import * as v from 'valibot';
import { base64BytesSchema, base64UrlSchema } from './base64-text.js';
import { accountTypeSchema, recoveryMethodSchema } from './common-schemas.js';
import { deviceApprovalStateSchema } from './device-approval-state.js';

// The wallet and its key shares (server/routes/auth-wallet.ts; server/auth/README.md "Wallet and
// shares"). Shares and keys travel as standard base64; proofs, salts and verifiers as base64url.

/** An auth share or the recovery auth share: a `shamir-secret-sharing` share of 16-byte entropy is 17 bytes. */
export const shareSchema = base64BytesSchema({ min: 1, max: 64 });

/** A share AES-256-GCM-encrypted by the frame (`{ iv, ciphertext }`); the server keeps it as sent. */
export const encryptedShareSchema = v.strictObject({
  iv: base64BytesSchema({ min: 12, max: 12 }),
  ciphertext: base64BytesSchema({ min: 17, max: 256 }),
});

export type EncryptedShare = v.InferOutput<typeof encryptedShareSchema>;

/** A 32-byte AES-256 recovery key, escrowed by the server (server-escrow mode only). */
export const escrowedRecoveryKeySchema = base64BytesSchema({ min: 32, max: 32 });

/** base64url of 32 bytes: a recovery key's proof, its verifier (SHA-256 of the proof), a PRF salt. */
const base64Url32Schema = base64UrlSchema({ length: 43 });

/** The least PBKDF2-SHA-256 work a passphrase recovery key may use (OWASP's figure; docs/SECURITY.md §2.4, T24). */
export const MIN_PBKDF2_ITERATIONS = 600_000;

/** The public parameters of a user-held recovery key: how the frame derives it again (they hold no secret). */
export const recoveryParamsSchema = v.union([
  /** A passphrase: how PBKDF2 makes the key again (its salt is base64url). */
  v.strictObject({
    kdf: v.literal('PBKDF2-SHA-256'),
    iterations: v.pipe(v.number(), v.integer(), v.minValue(MIN_PBKDF2_ITERATIONS), v.maxValue(10_000_000)),
    salt: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,86}$/)),
  }),
  /** A passkey's PRF: which passkey and which input. */
  v.strictObject({
    /** The passkey's credential id (base64url), so the frame can ask for that passkey. */
    credentialId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,1366}$/)),
    /** The PRF input (32 random bytes, base64url). */
    prfSalt: base64Url32Schema,
    /** The relying party the passkey belongs to: the frame's host name. */
    rpId: v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,253}$/)),
  }),
]);

export type RecoveryParams = v.InferOutput<typeof recoveryParamsSchema>;

/** A passphrase recovery key's parameters (`{ kdf, iterations, salt }`). */
export type PassphraseRecoveryParams = Extract<RecoveryParams, { kdf: 'PBKDF2-SHA-256' }>;

/** A passkey recovery key's parameters (`{ credentialId, prfSalt, rpId }`). */
export type PasskeyRecoveryParams = Extract<RecoveryParams, { credentialId: string }>;

/** What anyone holding the session may see of the wallet: its addresses and how its recovery key is kept. */
export const walletSummarySchema = v.object({
  evmAddress: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  solanaAddress: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  recoveryMethod: recoveryMethodSchema,
  /** How the frame derives a user-held recovery key again; null in escrow. */
  recoveryParams: v.nullable(recoveryParamsSchema),
  /**
   * The EVM account the wallet starts on (issue 17): 'eoa' for wallets made before smart accounts,
   * 'smartAccount' after. Optional: a server from before it sends none (the frame then takes the page's default).
   */
  defaultAccountType: v.optional(accountTypeSchema),
});

export type WalletSummary = v.InferOutput<typeof walletSummarySchema>;

/** `GET /auth/v1/wallet` answer: the wallet (none yet: null), whether this device holds its auth share, and where the device stands. */
export const walletStatusSchema = v.object({
  wallet: v.nullable(walletSummarySchema),
  hasDeviceShare: v.boolean(),
  device: deviceApprovalStateSchema,
});

export type WalletStatus = v.InferOutput<typeof walletStatusSchema>;

/** `POST /auth/v1/wallet` [P] body: a new wallet (server escrow only; a user-held key is set afterwards with PUT …/recovery). */
export const createWalletBodySchema = v.strictObject({
  evmAddress: walletSummarySchema.entries.evmAddress,
  solanaAddress: walletSummarySchema.entries.solanaAddress,
  authShare: shareSchema,
  recoveryAuthShare: shareSchema,
  /** The recovery share, AES-256-GCM under the recovery key (AAD `{userId}|recovery|v1`); kept as sent. */
  encryptedRecoveryShare: encryptedShareSchema,
  recoveryMethod: v.literal('server-escrow'),
  escrowedRecoveryKey: escrowedRecoveryKeySchema,
});

export type CreateWalletBody = v.InferOutput<typeof createWalletBodySchema>;

/** `POST /auth/v1/wallet` (201) and `PUT /auth/v1/wallet/recovery` answer. */
export const walletAnswerSchema = v.object({ wallet: walletSummarySchema });

export type WalletAnswer = v.InferOutput<typeof walletAnswerSchema>;

/** `GET /auth/v1/wallet/share` [P] answer, and `PUT /auth/v1/wallet/share` [P] body: this device's auth share. */
export const deviceShareSchema = v.strictObject({ authShare: shareSchema });

export type DeviceShare = v.InferOutput<typeof deviceShareSchema>;

/** `PUT /auth/v1/wallet/share` [P] answer. */
export const deviceShareStoredSchema = v.object({ stored: v.literal(true) });

export type DeviceShareStored = v.InferOutput<typeof deviceShareStoredSchema>;

/**
 * `POST /auth/v1/wallet/recovery` [P] body. The session and the device proof say who and which
 * device; a pending device of a wallet with a user-held recovery key adds the key's proof
 * (frame/src/custody/recovery-key-proof.ts).
 */
export const recoveryRequestBodySchema = v.pipe(
  v.unknown(),
  // An object schema without keys lets `[]` through (as `{}`), so arrays are refused first.
  v.check((body) => !Array.isArray(body)),
  v.strictObject({ recoveryKeyProof: v.optional(base64Url32Schema) }),
);

export type RecoveryRequestBody = v.InferOutput<typeof recoveryRequestBodySchema>;

/** `POST /auth/v1/wallet/recovery` [P] answer: what the device needs to rebuild the entropy (`combine([R, AR])`). */
export const recoveryMaterialSchema = v.object({
  recoveryAuthShare: shareSchema,
  /** As the frame sent it, encrypted under the recovery key. */
  encryptedRecoveryShare: encryptedShareSchema,
  recoveryMethod: recoveryMethodSchema,
  /** The recovery key itself, in server-escrow mode only; a user-held key never reaches the server. */
  escrowedRecoveryKey: v.optional(escrowedRecoveryKeySchema),
});

export type RecoveryMaterial = v.InferOutput<typeof recoveryMaterialSchema>;

/** `PUT /auth/v1/wallet/recovery` [P] body: a new recovery set under a new recovery key (the old one is dropped). */
export const recoveryUpdateBodySchema = v.pipe(
  v.strictObject({
    recoveryMethod: recoveryMethodSchema,
    recoveryAuthShare: shareSchema,
    encryptedRecoveryShare: encryptedShareSchema,
    /** server-escrow only. */
    escrowedRecoveryKey: v.optional(escrowedRecoveryKeySchema),
    /** passphrase and passkey-prf only. */
    recoveryParams: v.optional(recoveryParamsSchema),
    /** passphrase and passkey-prf only: base64url(SHA-256(the recovery key's proof)), so a pending device can prove the key later. */
    recoveryKeyVerifier: v.optional(base64Url32Schema),
  }),
  // Escrow sends the key and nothing else; a user-held key sends how to derive it and a verifier, never the key.
  v.check((body) =>
    body.recoveryMethod === 'server-escrow'
      ? body.escrowedRecoveryKey !== undefined &&
        body.recoveryParams === undefined &&
        body.recoveryKeyVerifier === undefined
      : body.escrowedRecoveryKey === undefined &&
        body.recoveryKeyVerifier !== undefined &&
        body.recoveryParams !== undefined &&
        'kdf' in body.recoveryParams === (body.recoveryMethod === 'passphrase'),
  ),
);

export type RecoveryUpdateBody = v.InferOutput<typeof recoveryUpdateBodySchema>;
