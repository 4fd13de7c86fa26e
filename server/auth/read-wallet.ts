import type { RecoveryParams, WalletStatus, WalletSummary } from '../../src/core/protocol/auth-wallet.js';
import type { AuthContext } from './auth-context.js';

/**
 * How the recovery key is kept (docs/SECURITY.md §2.4): escrowed by the server (custodial), or
 * held by the user as a passphrase or a passkey (the server cannot rebuild the key).
 */
export type RecoveryMethod = WalletSummary['recoveryMethod'];

/** The wallet (core/protocol/auth-wallet.ts) and whether the session's device holds an auth share here (else it must run recovery). */
export type ReadWalletReturnType = Omit<WalletStatus, 'device'>;

interface WalletRow {
  evm_address: string;
  solana_address: string;
  recovery_method: RecoveryMethod;
  recovery_params?: string | null;
  default_account_type: NonNullable<WalletSummary['defaultAccountType']>;
}

/**
 * The user's wallet, if any, and whether this device (not revoked) has its auth share
 * (GET /auth/v1/wallet). Reads no secret.
 *
 * @example
 * const { wallet, hasDeviceShare } = readWallet({ context, userId: session.userId, deviceId: session.deviceId });
 */
export function readWallet({
  context,
  userId,
  deviceId,
}: {
  context: AuthContext;
  userId: string;
  deviceId: string;
}): ReadWalletReturnType {
  const { database } = context;
  const row = database
    .prepare(
      `SELECT evm_address, solana_address, recovery_method, recovery_params, default_account_type
      FROM auth_wallets WHERE user_id = ?`,
    )
    .get(userId) as WalletRow | undefined;
  const hasDeviceShare =
    database
      .prepare(
        `SELECT 1 FROM auth_device_shares s JOIN auth_devices d ON d.user_id = s.user_id AND d.device_id = s.device_id
      WHERE s.user_id = ? AND s.device_id = ? AND d.revoked_at IS NULL`,
      )
      .get(userId, deviceId) !== undefined;
  return { wallet: row ? toWalletSummary(row) : null, hasDeviceShare };
}

/**
 * The public part of a wallet row.
 *
 * @example
 * toWalletSummary(row); // { evmAddress, solanaAddress, recoveryMethod, recoveryParams, defaultAccountType }
 */
export function toWalletSummary(row: WalletRow): WalletSummary {
  // Stored as the body of PUT …/recovery gave them, checked against the same schema then.
  const recoveryParams = row.recovery_params ? (JSON.parse(row.recovery_params) as RecoveryParams) : null;
  return {
    evmAddress: row.evm_address,
    solanaAddress: row.solana_address,
    recoveryMethod: row.recovery_method,
    recoveryParams,
    defaultAccountType: row.default_account_type,
  };
}
