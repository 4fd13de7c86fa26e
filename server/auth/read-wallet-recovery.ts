import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode, tooManyRequests } from './auth-error.js';
import { RECOVERIES_PER_HOUR } from './auth-limits.js';
import type { RecoveryMethod } from './read-wallet.js';
import { openSealedSecret } from './sealed-secret.js';
import { takeRateSlots } from './take-rate-slots.js';

/** What a device needs to rebuild the wallet's entropy: `combine([R, AR])`, R = decrypt(K_R, encryptedRecoveryShare). */
export interface WalletRecovery {
  recoveryAuthShare: Buffer;
  /** As the frame sent it at creation (base64), encrypted under the recovery key. */
  encryptedRecoveryShare: { iv: string; ciphertext: string };
  recoveryMethod: RecoveryMethod;
  /** The recovery key K_R (server-escrow mode). */
  escrowedRecoveryKey: Buffer;
}

interface RecoveryRow {
  recovery_auth_share: string;
  recovery_share_iv: string;
  recovery_share_ciphertext: string;
  recovery_method: RecoveryMethod;
  escrowed_recovery_key: string;
}

/**
 * Hands out the recovery material of the user's wallet (POST /auth/v1/wallet/recovery, after a
 * device proof): the recovery auth share, the encrypted recovery share and, in server-escrow
 * mode, the recovery key. At most 10 per user an hour (429 RATE_LIMITED with retryAfterSeconds);
 * 404 NO_WALLET when the user has none.
 *
 * @example
 * const recovery = readWalletRecovery({ context, userId: session.userId });
 */
export function readWalletRecovery({ context, userId }: { context: AuthContext; userId: string }): WalletRecovery {
  const { database } = context;
  const retryAfterMs = takeRateSlots({ database, now: context.now(), slots: [{ bucket: `recovery:user:${userId}`, limit: RECOVERIES_PER_HOUR }] });
  if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
  const row = database.prepare('SELECT * FROM auth_wallets WHERE user_id = ?').get(userId) as RecoveryRow | undefined;
  if (!row) throw new AuthError({ status: 404, code: AuthErrorCode.noWallet, message: 'This account has no wallet' });
  return {
    recoveryAuthShare: openSealedSecret({ key: context.shareKek, sealed: row.recovery_auth_share, owner: { kind: 'recovery', userId } }),
    encryptedRecoveryShare: { iv: row.recovery_share_iv, ciphertext: row.recovery_share_ciphertext },
    recoveryMethod: row.recovery_method,
    escrowedRecoveryKey: openSealedSecret({ key: context.recoveryKek, sealed: row.escrowed_recovery_key, owner: { kind: 'escrow', userId } }),
  };
}
