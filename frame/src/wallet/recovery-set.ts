import { AuthApiError } from '../api/auth-api-error.js';
import type {
  RecoveryMaterial,
  RecoveryMethod,
  RecoveryParams,
  RecoveryUpdateBody,
} from '../../../src/core/protocol/index.js';
import {
  base64ToBytes,
  bytesToBase64,
  createRecoveryKeyProof,
  decryptRecoveryShare,
  encryptRecoveryShare,
  recoverWalletKeys,
  type DecryptRecoveryShareErrorType,
  type RecoverWalletKeysErrorType,
  recoveryKeyVerifierOf,
  ShareDecryptionError,
  splitEntropy,
  zeroize,
  type RecoveredWallet,
  type WalletAddresses,
} from '../custody/index.js';
import { RecoveryKeyInvalidError } from '../errors/recovery-key-invalid-error.js';

/** How the recovery key is kept: the wire contract's (core/protocol/common-schemas.ts). */
export type { RecoveryMethod };

export interface FetchRecoveredEntropyParameters {
  /** Asks the server for the recovery material, with the proof of the key when given. */
  fetchMaterial(recoveryKeyProof?: string): Promise<RecoveryMaterial>;
  /** The user's own recovery key; absent in server escrow, where the material carries the key. */
  recoveryKey?: Uint8Array;
  /** Send the key's proof (a pending device proves the key to get the material at all). */
  provePossession: boolean;
  userId: string;
  wallet: WalletAddresses;
}

/**
 * What fetchRecoveredEntropy throws (besides what `use` throws): a user-held key that is not this
 * wallet's, the auth API's refusal (a pending device's DEVICE_NOT_VERIFIED, RECOVERY_KEY_REQUIRED),
 * an escrowed share that does not decrypt, or shares that are not this wallet's.
 */
export type FetchRecoveredEntropyErrorType =
  RecoveryKeyInvalidError | AuthApiError | DecryptRecoveryShareErrorType | RecoverWalletKeysErrorType;

/**
 * Rebuilds the wallet from its recovery set: the material from the server, the recovery share
 * decrypted with the user's key (or the escrowed one), combined, checked against the addresses,
 * and lent to `use` (recoverWalletKeys zeroes it after). A wrong user-held key — refused by the
 * server's proof check, or failing to decrypt — is RecoveryKeyInvalidError; an escrow-mode wallet
 * without its escrowed key is refused as the server's error would be.
 *
 * @example
 * await fetchRecoveredEntropy({ fetchMaterial, recoveryKey, provePossession: false, userId, wallet }, ({ entropy }) => resplit(entropy));
 */
export async function fetchRecoveredEntropy<T>(
  { fetchMaterial, recoveryKey, provePossession, userId, wallet }: FetchRecoveredEntropyParameters,
  use: (wallet: RecoveredWallet) => T | Promise<T>,
): Promise<Awaited<T>> {
  const proof = recoveryKey && provePossession ? await createRecoveryKeyProof({ recoveryKey }) : undefined;
  let material: RecoveryMaterial;
  try {
    material = await fetchMaterial(proof);
  } catch (error) {
    if (error instanceof AuthApiError && error.code === 'RECOVERY_KEY_INVALID') throw new RecoveryKeyInvalidError();
    throw error;
  }
  const key = recoveryKey
    ? recoveryKey.slice()
    : material.escrowedRecoveryKey
      ? base64ToBytes(material.escrowedRecoveryKey)
      : undefined;
  if (!key)
    throw new AuthApiError({
      status: 400,
      code: 'RECOVERY_KEY_REQUIRED',
      message: 'This wallet needs its recovery key',
    });
  const recoveryAuthShare = base64ToBytes(material.recoveryAuthShare);
  let recoveryShare: Uint8Array | undefined;
  try {
    try {
      recoveryShare = await decryptRecoveryShare({
        recoveryKey: key,
        encrypted: material.encryptedRecoveryShare,
        userId,
      });
    } catch (error) {
      if (error instanceof ShareDecryptionError && recoveryKey) throw new RecoveryKeyInvalidError();
      throw error;
    }
    return await recoverWalletKeys({ shares: [recoveryShare, recoveryAuthShare], expected: wallet }, use);
  } finally {
    zeroize(key, recoveryAuthShare, recoveryShare);
  }
}

export interface NewRecoverySetParameters {
  /** The wallet's entropy (lent by withKeys; not modified). */
  entropy: Uint8Array;
  method: RecoveryMethod;
  /** The new recovery key: random for escrow, derived from the passphrase or passkey otherwise. */
  recoveryKey: Uint8Array;
  /** The user-held key's public parameters. */
  params?: RecoveryParams;
  userId: string;
}

/**
 * A fresh recovery set (another random 2-of-2 split of the entropy) with its share encrypted under
 * the new key, as PUT /auth/v1/wallet/recovery takes it: escrow sends the key itself (custodial),
 * a passphrase or passkey sends only its parameters and the verifier of its proof.
 *
 * @example
 * const recovery = await newRecoverySet({ entropy, method: 'passphrase', recoveryKey, params, userId });
 */
export async function newRecoverySet({
  entropy,
  method,
  recoveryKey,
  params,
  userId,
}: NewRecoverySetParameters): Promise<RecoveryUpdateBody> {
  const [recoveryShare, recoveryAuthShare] = await splitEntropy({ entropy });
  try {
    const encryptedRecoveryShare = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId });
    const base = {
      recoveryMethod: method,
      recoveryAuthShare: bytesToBase64(recoveryAuthShare),
      encryptedRecoveryShare,
    };
    if (method === 'server-escrow') return { ...base, escrowedRecoveryKey: bytesToBase64(recoveryKey) };
    if (!params) throw new RangeError('A user-held recovery key needs its parameters');
    const recoveryKeyVerifier = await recoveryKeyVerifierOf({ proof: await createRecoveryKeyProof({ recoveryKey }) });
    return { ...base, recoveryParams: params, recoveryKeyVerifier };
  } finally {
    zeroize(recoveryShare, recoveryAuthShare);
  }
}
