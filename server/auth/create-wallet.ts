import type { CreateWalletBody, WalletSummary } from '../../src/core/protocol/auth-wallet.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { toWalletSummary } from './read-wallet.js';
import { sealSecret } from './sealed-secret.js';

export interface CreateWalletParameters {
  context: AuthContext;
  userId: string;
  /** The session's device, whose auth share is stored with the wallet. */
  deviceId: string;
  /** As parsed by core/protocol/auth-wallet.ts createWalletBodySchema: bytes as canonical standard base64. */
  body: CreateWalletBody;
}

/**
 * Stores a new wallet (POST /auth/v1/wallet): addresses, the recovery auth share (sealed under
 * the share KEK), the recovery share as the frame encrypted it, the escrowed recovery key (sealed
 * under the recovery KEK), and this device's auth share (sealed under the share KEK). One
 * wallet per user: the insert yields to an existing row (primary key), so of two parallel
 * creates one wins and the other gets 409 WALLET_EXISTS, with nothing of it stored.
 *
 * @example
 * const wallet = createWallet({ context, userId: session.userId, deviceId: session.deviceId, body });
 */
export function createWallet({ context, userId, deviceId, body }: CreateWalletParameters): WalletSummary {
  const { database, shareKek, recoveryKek } = context;
  const now = context.now();
  const row = {
    user_id: userId,
    evm_address: body.evmAddress,
    solana_address: body.solanaAddress,
    recovery_auth_share: sealSecret({
      key: shareKek,
      plaintext: Buffer.from(body.recoveryAuthShare, 'base64'),
      owner: { kind: 'recovery', userId },
    }),
    // Kept as sent: the schema let only canonical base64 through.
    recovery_share_iv: body.encryptedRecoveryShare.iv,
    recovery_share_ciphertext: body.encryptedRecoveryShare.ciphertext,
    recovery_method: body.recoveryMethod,
    escrowed_recovery_key: sealSecret({
      key: recoveryKek,
      plaintext: Buffer.from(body.escrowedRecoveryKey, 'base64'),
      owner: { kind: 'escrow', userId },
    }),
    // Wallets made since smart accounts exist start on theirs (default-account-type-migration.ts).
    default_account_type: 'smartAccount' as const,
    created_at: now,
  };
  const authShare = sealSecret({
    key: shareKek,
    plaintext: Buffer.from(body.authShare, 'base64'),
    owner: { kind: 'auth', userId, deviceId },
  });
  const created = database
    .transaction(() => {
      const inserted = database
        .prepare(
          `INSERT INTO auth_wallets (user_id, evm_address, solana_address, recovery_auth_share, recovery_share_iv, recovery_share_ciphertext,
          recovery_method, escrowed_recovery_key, default_account_type, created_at)
        VALUES (@user_id, @evm_address, @solana_address, @recovery_auth_share, @recovery_share_iv, @recovery_share_ciphertext,
          @recovery_method, @escrowed_recovery_key, @default_account_type, @created_at)
        ON CONFLICT (user_id) DO NOTHING`,
        )
        .run(row);
      if (inserted.changes === 0) return false;
      // No share can exist yet: shares reference the wallet row just inserted.
      database
        .prepare(
          'INSERT INTO auth_device_shares (user_id, device_id, auth_share, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(userId, deviceId, authShare, now, now);
      return true;
    })
    .immediate();
  if (!created)
    throw new AuthError({
      status: 409,
      code: AuthErrorCode.walletExists,
      message: 'This account already has a wallet',
    });
  return toWalletSummary(row);
}
