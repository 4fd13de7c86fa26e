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

/** A code or social login: signed in, or (email only) a device code was mailed first. */
export type VerifyResult =
  | { action: 'CONNECT'; isNewUser: boolean; user: AuthUser; session: SessionTokens }
  | { action: 'VERIFY_DEVICE'; challengeId: string; expiresAt: string };

/** `{ iv, ciphertext }`, standard base64, as the frame's AES-GCM made it. */
export interface EncryptedShare {
  iv: string;
  ciphertext: string;
}

export interface WalletStatus {
  wallet: { evmAddress: string; solanaAddress: string; recoveryMethod: string } | null;
  hasDeviceShare: boolean;
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
  escrowedRecoveryKey: string;
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
