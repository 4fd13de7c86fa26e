// The frame's custody library (DESIGN §7, docs/SECURITY.md §2): the one export list of
// frame/src/custody/. Internal helpers (seed, per-chain derivation, AES-GCM share sealing) stay out.

export { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from './base64.js';
export { combineShares, type CombineSharesErrorType, type CombineSharesParameters } from './combine-shares.js';
export {
  createDeviceProof,
  type CreateDeviceProofErrorType,
  type CreateDeviceProofParameters,
} from './create-device-proof.js';
export { createWalletEntropy } from './create-wallet-entropy.js';
export { deriveWalletAddresses, type WalletAddresses } from './derive-wallet-addresses.js';
export {
  deriveWalletKeys,
  type DeriveWalletKeysErrorType,
  type DeriveWalletKeysParameters,
  type DeriveWalletKeysReturnType,
  type SolanaKey,
  type WalletKeys,
} from './derive-wallet-keys.js';
export type { EvmKey } from './derive-evm-key.js';
export {
  createDeviceIdentity,
  type CreateDeviceIdentityErrorType,
  type DeviceIdentity,
  type DevicePublicJwk,
} from './device-identity.js';
export {
  clearSession,
  deleteDeviceRecord,
  loadDeviceRecord,
  saveDeviceRecord,
  updateDeviceRecord,
  type DeviceRecord,
  type DeviceRecordPatch,
  type LoadDeviceRecordErrorType,
  type SaveDeviceRecordErrorType,
  type UpdateDeviceRecordErrorType,
} from './device-store.js';
export type { DecryptShareErrorType, EncryptedShare } from './encrypt-share.js';
export { InvalidKeySharesError, type InvalidKeySharesReason } from './invalid-key-shares-error.js';
export { NoDeviceRecordError } from './no-device-record-error.js';
export {
  recoverWalletKeys,
  type RecoverWalletKeysErrorType,
  type RecoverWalletKeysParameters,
  type RecoveredWallet,
} from './recover-wallet-keys.js';
export {
  createRecoveryKey,
  decryptRecoveryShare,
  encryptRecoveryShare,
  type DecryptRecoveryShareErrorType,
  type DecryptRecoveryShareParameters,
  type EncryptRecoveryShareErrorType,
  type EncryptRecoveryShareParameters,
} from './recovery-key.js';
export { ShareDecryptionError } from './share-decryption-error.js';
export { StorageUnavailableError } from './storage-unavailable-error.js';
export {
  createPasskeyRecoveryKey,
  getPasskeyRecoveryKey,
  type CreatePasskeyRecoveryKeyErrorType,
  type GetPasskeyRecoveryKeyErrorType,
  type PasskeyRecoveryParams,
} from './passkey-recovery-key.js';
export { PasskeyUnavailableError } from './passkey-unavailable-error.js';
export {
  derivePassphraseRecoveryKey,
  newPassphraseParams,
  type DerivePassphraseRecoveryKeyErrorType,
  type PassphraseRecoveryParams,
} from './passphrase-recovery-key.js';
export { PassphraseTooShortError } from './passphrase-too-short-error.js';
export {
  createRecoveryKeyProof,
  recoveryKeyVerifierOf,
  type CreateRecoveryKeyProofErrorType,
} from './recovery-key-proof.js';
export {
  splitEntropy,
  type KeyShares,
  type SplitEntropyErrorType,
  type SplitEntropyParameters,
} from './split-entropy.js';
export {
  unwrapDeviceShare,
  wrapDeviceShare,
  type UnwrapDeviceShareErrorType,
  type UnwrapDeviceShareParameters,
  type WrapDeviceShareParameters,
} from './wrap-device-share.js';
export { WalletAddressMismatchError } from './wallet-address-mismatch-error.js';
export { zeroize } from './zeroize.js';
