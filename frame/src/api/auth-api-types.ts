// Shapes of the auth API's answers (server/auth/README.md), as the frame reads them.

export interface SessionTokens {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

export interface AuthUser {
  id: string;
  email: string | null;
  userName?: string | null;
  provider?: string;
}

/**
 * Where the session's device stands (server/auth/device-approval-state.ts): verified, or pending
 * (a social sign-in on a new device) with the second factors it can offer, or its wait's end.
 */
export type DeviceApprovalState =
  | { status: 'verified' }
  | { status: 'pending'; secondFactors: Array<'email' | 'recovery-key'>; emailHint?: string; releaseAt?: string };

/** A code or social login: signed in, or (email only) a device code was mailed first. */
export type VerifyResult =
  | { action: 'CONNECT'; isNewUser: boolean; user: AuthUser; session: SessionTokens; device?: DeviceApprovalState }
  | { action: 'VERIFY_DEVICE'; challengeId: string; expiresAt: string };

/** One live device of the account, as the device list shows it (the frame protocol's own shape). */
export type { DeviceSummary } from '../../../src/core/protocol/index.js';

/** A code mailed to verify a pending device, and the address it went to (masked). */
export interface DeviceCodeChallenge {
  challengeId: string;
  expiresAt: string;
  emailHint: string;
}

/** The public parameters of a user-held recovery key (the server keeps them; they hold no secret). */
export type RecoveryParams =
  | { kdf: 'PBKDF2-SHA-256'; iterations: number; salt: string }
  | { credentialId: string; prfSalt: string; rpId: string };

/** PUT /auth/v1/wallet/recovery: a new recovery set under a new recovery key. */
export interface RecoveryUpdate {
  recoveryMethod: 'server-escrow' | 'passphrase' | 'passkey-prf';
  recoveryAuthShare: string;
  encryptedRecoveryShare: EncryptedShare;
  /** server-escrow only. */
  escrowedRecoveryKey?: string;
  /** passphrase and passkey-prf only. */
  recoveryParams?: RecoveryParams;
  /** passphrase and passkey-prf only: base64url(SHA-256(proof)), see custody/recovery-key-proof.ts. */
  recoveryKeyVerifier?: string;
}

/** `{ iv, ciphertext }`, standard base64, as the frame's AES-GCM made it. */
export interface EncryptedShare {
  iv: string;
  ciphertext: string;
}

export interface WalletStatus {
  wallet: { evmAddress: string; solanaAddress: string; recoveryMethod: string; recoveryParams: RecoveryParams | null } | null;
  hasDeviceShare: boolean;
  device: DeviceApprovalState;
}

export interface WalletCreation {
  evmAddress: string;
  solanaAddress: string;
  authShare: string;
  recoveryAuthShare: string;
  encryptedRecoveryShare: EncryptedShare;
  recoveryMethod: 'server-escrow';
  escrowedRecoveryKey: string;
}

export interface RecoveryMaterial {
  recoveryAuthShare: string;
  encryptedRecoveryShare: EncryptedShare;
  recoveryMethod: string;
  /** server-escrow only. */
  escrowedRecoveryKey?: string;
}

export interface OauthStartResult {
  attemptId: string;
  authorizationUrl: string;
}

/** A step of an email change: which code was mailed (to the current address, or to the new one) and its challenge. */
export interface EmailChangeStep {
  action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';
  challengeId: string;
  expiresAt: string;
}
