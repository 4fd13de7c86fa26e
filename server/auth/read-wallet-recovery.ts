import { createHash, timingSafeEqual } from 'node:crypto';
import { readAccountAddress } from './account-address.js';
import type { AuthContext } from './auth-context.js';
import { markDeviceVerified, readDevice } from './auth-devices.js';
import { AuthError, AuthErrorCode, tooManyRequests } from './auth-error.js';
import { RECOVERIES_PER_HOUR, RECOVERY_KEY_PROOFS_PER_HOUR } from './auth-limits.js';
import { pendingReleaseAt } from './device-approval-state.js';
import type { RecoveryMethod } from './read-wallet.js';
import { openSealedSecret } from './sealed-secret.js';
import { takeRateSlots } from './take-rate-slots.js';

/** What a device needs to rebuild the wallet's entropy: `combine([R, AR])`, R = decrypt(K_R, encryptedRecoveryShare). */
export interface WalletRecovery {
  recoveryAuthShare: Buffer;
  /** As the frame sent it, encrypted under the recovery key. */
  encryptedRecoveryShare: { iv: string; ciphertext: string };
  recoveryMethod: RecoveryMethod;
  /** The recovery key K_R, in server-escrow mode only; a user-held key never reaches the server. */
  escrowedRecoveryKey?: Buffer;
  /** Whether this call verified a pending device (its recovery key's proof held, or its wait ended). */
  verifiedDevice: boolean;
}

interface RecoveryRow {
  recovery_auth_share: string;
  recovery_share_iv: string;
  recovery_share_ciphertext: string;
  recovery_method: RecoveryMethod;
  escrowed_recovery_key: string | null;
  recovery_verifier: string | null;
}

export interface ReadWalletRecoveryParameters {
  context: AuthContext;
  userId: string;
  /** The session's device. */
  deviceId: string;
  /** A pending device's proof that it holds the user's recovery key (base64url of 32 bytes). */
  recoveryKeyProof?: string;
}

/** Constant-time: SHA-256 of the proof's bytes against the stored verifier (both base64url). */
function proofMatches({ verifier, proof }: { verifier: string | null; proof: string }): boolean {
  const candidate = createHash('sha256').update(Buffer.from(proof, 'base64url')).digest();
  const stored = verifier ? Buffer.from(verifier, 'base64url') : Buffer.alloc(candidate.length);
  return (
    timingSafeEqual(stored.length === candidate.length ? stored : Buffer.alloc(candidate.length), candidate) &&
    verifier !== null
  );
}

/**
 * Hands out the recovery material of the user's wallet (POST /auth/v1/wallet/recovery, after a
 * device proof): the recovery auth share, the encrypted recovery share and, in server-escrow
 * mode, the recovery key.
 *
 * A device only a social provider approved (pending, issue "Hardening" part 1) gets it only once
 * a second factor holds: its proof of the user-held recovery key (checked against the stored
 * verifier, at most 10 tries an hour), or, when the account has no second factor at all (no
 * address to mail, escrowed key), the end of its 72-hour wait. A mailed code verifies the device
 * through its own route first. Otherwise 403 DEVICE_NOT_VERIFIED (with `releaseAt` during a wait)
 * or RECOVERY_KEY_INVALID. At most 10 recoveries per user an hour (429); 404 NO_WALLET.
 *
 * @example
 * const recovery = readWalletRecovery({ context, userId: session.userId, deviceId: session.deviceId });
 */
export function readWalletRecovery({
  context,
  userId,
  deviceId,
  recoveryKeyProof,
}: ReadWalletRecoveryParameters): WalletRecovery {
  const { database } = context;
  const now = context.now();
  const retryAfterMs = takeRateSlots({
    database,
    now,
    slots: [{ bucket: `recovery:user:${userId}`, limit: RECOVERIES_PER_HOUR }],
  });
  if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
  const row = database.prepare('SELECT * FROM auth_wallets WHERE user_id = ?').get(userId) as RecoveryRow | undefined;
  if (!row) throw new AuthError({ status: 404, code: AuthErrorCode.noWallet, message: 'This account has no wallet' });

  let verifiedDevice = false;
  const device = readDevice({ database, userId, deviceId });
  if (device?.approval === 'pending') {
    const userHeld = row.recovery_method !== 'server-escrow';
    if (recoveryKeyProof && userHeld) {
      const proofWait = takeRateSlots({
        database,
        now,
        slots: [{ bucket: `recovery-proof:user:${userId}`, limit: RECOVERY_KEY_PROOFS_PER_HOUR }],
      });
      if (proofWait !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs: proofWait });
      if (!proofMatches({ verifier: row.recovery_verifier, proof: recoveryKeyProof })) {
        throw new AuthError({
          status: 403,
          code: AuthErrorCode.recoveryKeyInvalid,
          message: 'That recovery key is not this wallet’s',
        });
      }
    } else {
      const noSecondFactor = !userHeld && !readAccountAddress({ database, userId });
      const releaseAt = pendingReleaseAt(device);
      if (!noSecondFactor || now < releaseAt) {
        throw new AuthError({
          status: 403,
          code: AuthErrorCode.deviceNotVerified,
          message: 'Approve this device first',
          ...(noSecondFactor ? { releaseAt: new Date(releaseAt).toISOString() } : {}),
        });
      }
    }
    verifiedDevice = markDeviceVerified({ database, userId, deviceId });
  }
  return {
    recoveryAuthShare: openSealedSecret({
      key: context.shareKek,
      sealed: row.recovery_auth_share,
      owner: { kind: 'recovery', userId },
    }),
    encryptedRecoveryShare: { iv: row.recovery_share_iv, ciphertext: row.recovery_share_ciphertext },
    recoveryMethod: row.recovery_method,
    ...(row.escrowed_recovery_key
      ? {
          escrowedRecoveryKey: openSealedSecret({
            key: context.recoveryKek,
            sealed: row.escrowed_recovery_key,
            owner: { kind: 'escrow', userId },
          }),
        }
      : {}),
    verifiedDevice,
  };
}
