import type { RecoveryUpdateBody, WalletSummary } from '../../src/core/protocol/auth-wallet.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { toWalletSummary } from './read-wallet.js';
import { sealSecret } from './sealed-secret.js';

/**
 * Replaces the wallet's recovery set (PUT /auth/v1/wallet/recovery, from a verified device): the
 * frame rebuilt the entropy, split a new recovery set and encrypted its share under a new
 * recovery key. In server escrow the key comes along (sealed under the recovery KEK); with a
 * passphrase or a passkey (T24) only the key's public parameters and a verifier of its proof
 * come, and the escrowed key is deleted in the same write: from then on the server, even with the
 * database and both secrets, cannot rebuild the key. 404 NO_WALLET.
 *
 * @example
 * const wallet = updateWalletRecovery({ context, userId, body });
 */
export function updateWalletRecovery({
  context,
  userId,
  body,
}: {
  context: AuthContext;
  userId: string;
  body: RecoveryUpdateBody;
}): WalletSummary {
  const { database, shareKek, recoveryKek } = context;
  const escrowed = body.escrowedRecoveryKey
    ? sealSecret({
        key: recoveryKek,
        plaintext: Buffer.from(body.escrowedRecoveryKey, 'base64'),
        owner: { kind: 'escrow', userId },
      })
    : null;
  const changed = database
    .prepare(
      `UPDATE auth_wallets SET recovery_auth_share = ?, recovery_share_iv = ?, recovery_share_ciphertext = ?, recovery_method = ?,
        escrowed_recovery_key = ?, recovery_params = ?, recovery_verifier = ? WHERE user_id = ?
      RETURNING evm_address, solana_address, recovery_method, recovery_params, default_account_type`,
    )
    .get(
      sealSecret({
        key: shareKek,
        plaintext: Buffer.from(body.recoveryAuthShare, 'base64'),
        owner: { kind: 'recovery', userId },
      }),
      body.encryptedRecoveryShare.iv,
      body.encryptedRecoveryShare.ciphertext,
      body.recoveryMethod,
      escrowed,
      body.recoveryParams ? JSON.stringify(body.recoveryParams) : null,
      body.recoveryKeyVerifier ?? null,
      userId,
    ) as Parameters<typeof toWalletSummary>[0] | undefined;
  if (!changed)
    throw new AuthError({ status: 404, code: AuthErrorCode.noWallet, message: 'This account has no wallet' });
  return toWalletSummary(changed);
}
