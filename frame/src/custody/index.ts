// The frame's custody library (DESIGN §7, notes/security.md §2): the one export list of
// frame/src/custody/. Internal helpers (seed, per-chain derivation, AES-GCM share sealing) stay out.

export { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from './base64.js';
export { combineShares, type CombineSharesParameters } from './combine-shares.js';
export { createDeviceProof, type CreateDeviceProofParameters } from './create-device-proof.js';
export { createWalletEntropy } from './create-wallet-entropy.js';
export { deriveWalletAddresses, type WalletAddresses } from './derive-wallet-addresses.js';
export {
  deriveWalletKeys,
  type DeriveWalletKeysParameters,
  type DeriveWalletKeysReturnType,
  type SolanaKey,
  type WalletKeys,
} from './derive-wallet-keys.js';
export type { EvmKey } from './derive-evm-key.js';
export { createDeviceIdentity, type DeviceIdentity, type DevicePublicJwk } from './device-identity.js';
export {
  clearSession,
  deleteDeviceRecord,
  loadDeviceRecord,
  saveDeviceRecord,
  updateDeviceRecord,
  type DeviceRecord,
  type DeviceRecordPatch,
} from './device-store.js';
export type { EncryptedShare } from './encrypt-share.js';
export { InvalidKeySharesError, type InvalidKeySharesReason } from './invalid-key-shares-error.js';
export { NoDeviceRecordError } from './no-device-record-error.js';
export { recoverWalletKeys, type RecoverWalletKeysParameters, type RecoveredWallet } from './recover-wallet-keys.js';
export {
  createRecoveryKey,
  decryptRecoveryShare,
  encryptRecoveryShare,
  type DecryptRecoveryShareParameters,
  type EncryptRecoveryShareParameters,
} from './recovery-key.js';
export { ShareDecryptionError } from './share-decryption-error.js';
export { StorageUnavailableError } from './storage-unavailable-error.js';
export { createPasskeyRecoveryKey, getPasskeyRecoveryKey, PasskeyUnavailableError, type PasskeyRecoveryParams } from './passkey-recovery-key.js';
export { derivePassphraseRecoveryKey, newPassphraseParams, PassphraseTooShortError, type PassphraseRecoveryParams } from './passphrase-recovery-key.js';
export { createRecoveryKeyProof, recoveryKeyVerifierOf } from './recovery-key-proof.js';
export { splitEntropy, type KeyShares, type SplitEntropyParameters } from './split-entropy.js';
export { unwrapDeviceShare, wrapDeviceShare, type UnwrapDeviceShareParameters, type WrapDeviceShareParameters } from './wrap-device-share.js';
export { WalletAddressMismatchError } from './wallet-address-mismatch-error.js';
export { zeroize } from './zeroize.js';
