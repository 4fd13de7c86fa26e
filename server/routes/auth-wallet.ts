import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createWalletBodySchema,
  deviceShareSchema,
  recoveryRequestBodySchema,
  recoveryUpdateBodySchema,
  type DeviceShare,
  type DeviceShareStored,
  type RecoveryMaterial,
  type WalletAnswer,
  type WalletStatus,
} from '../../src/core/protocol/auth-wallet.js';
import { readBearerSession, readProvenSession } from './read-auth-session.js';
import type { AuthContext } from '../auth/auth-context.js';
import { createWallet } from '../auth/create-wallet.js';
import { readDeviceShare } from '../auth/read-device-share.js';
import { readWallet } from '../auth/read-wallet.js';
import { readWalletRecovery } from '../auth/read-wallet-recovery.js';
import { saveDeviceShare } from '../auth/save-device-share.js';
import { assertDeviceVerified, readDeviceApprovalState } from '../auth/device-approval-state.js';
import { notifyAccount } from '../auth/notify-account.js';
import { updateWalletRecovery } from '../auth/update-wallet-recovery.js';
import { invalidAuthBody, readAuthBody } from './read-auth-body.js';
import { answerAuthError } from './answer-auth-error.js';

/** The largest wallet body (PUT /auth/v1/wallet/recovery with a passkey's id) is under 3 KiB; anything over 4 KiB is refused unread. */
const MAX_WALLET_BODY_BYTES = 4 * 1024;

/** How a notice names a recovery method. */
const RECOVERY_METHOD_NAMES = {
  'server-escrow': 'held by the app’s server',
  passphrase: 'your passphrase',
  'passkey-prf': 'your passkey',
} as const;

/**
 * The frame's wallet and key shares (server/auth/README.md "Wallet and shares"). Every route needs
 * `Authorization: Bearer <accessToken>` (401 UNAUTHORIZED); those marked [P] also a `Device-Proof`
 * signed by the session's device (403 DEVICE_PROOF_INVALID). Shares and keys are standard base64.
 * Bodies and answers are core/protocol/auth-wallet.ts's, shared with the frame.
 * - `GET /auth/v1/wallet` → `{ wallet: { evmAddress, solanaAddress, recoveryMethod, recoveryParams } | null, hasDeviceShare, device }`
 *   (`device`: this device's approval state, device-approval-state.ts)
 * - `POST /auth/v1/wallet` [P] `{ evmAddress, solanaAddress, authShare, recoveryAuthShare, encryptedRecoveryShare: { iv, ciphertext },
 *   recoveryMethod: 'server-escrow', escrowedRecoveryKey }` → 201 `{ wallet }`; 409 WALLET_EXISTS
 * - `GET /auth/v1/wallet/share` [P] → `{ authShare }`; 404 NO_DEVICE_SHARE
 * - `PUT /auth/v1/wallet/share` [P] `{ authShare }` → `{ stored: true }`; 404 NO_WALLET
 * - `POST /auth/v1/wallet/recovery` [P] `{ recoveryKeyProof? }` → `{ recoveryAuthShare, encryptedRecoveryShare, recoveryMethod, escrowedRecoveryKey? }`;
 *   404 NO_WALLET; 429 RATE_LIMITED past 10 an hour; 403 DEVICE_NOT_VERIFIED / RECOVERY_KEY_INVALID for a pending device
 * - `PUT /auth/v1/wallet/recovery` [P] `{ recoveryMethod, recoveryAuthShare, encryptedRecoveryShare, escrowedRecoveryKey? | recoveryParams + recoveryKeyVerifier }`
 *   → `{ wallet }`: a new recovery set and key (a passphrase or passkey deletes the escrowed key)
 * Making a wallet, storing a share and changing the recovery need a verified device (403 DEVICE_NOT_VERIFIED).
 * A body that is not JSON or not of its shape → 400 INVALID_BODY; over 2 KiB → 413 INVALID_BODY.
 *
 * @example
 * app.route('/', authWalletRoutes({ database, context }));
 */
export function authWalletRoutes({ database, context }: { database: Database.Database; context: AuthContext }): Hono {
  const bearerSession = (c: Context) => readBearerSession({ c, context });
  const provenSession = (c: Context) => readProvenSession({ c, context });

  const app = new Hono();
  // Answers carry shares and keys: never cached, never sniffed.
  app.use('/auth/v1/wallet/*', noStore);
  app.use('/auth/v1/wallet', noStore);
  for (const path of ['/auth/v1/wallet', '/auth/v1/wallet/*']) {
    app.use(
      path,
      bodyLimit({ maxSize: MAX_WALLET_BODY_BYTES, onError: (c) => c.json(invalidAuthBody().toBody(), 413) }),
    );
  }

  app.get('/auth/v1/wallet', (c) => {
    const { userId, deviceId } = bearerSession(c).session;
    return c.json({
      ...readWallet({ context, userId, deviceId }),
      device: readDeviceApprovalState({ context, userId, deviceId }),
    } satisfies WalletStatus);
  });
  app.post('/auth/v1/wallet', async (c) => {
    const { userId, deviceId } = provenSession(c);
    const body = await readAuthBody({ c, schema: createWalletBodySchema });
    assertDeviceVerified({ context, userId, deviceId });
    return c.json({ wallet: createWallet({ context, userId, deviceId, body }) } satisfies WalletAnswer, 201);
  });
  app.get('/auth/v1/wallet/share', (c) => {
    const { userId, deviceId } = provenSession(c);
    return c.json({
      authShare: readDeviceShare({ context, userId, deviceId }).toString('base64'),
    } satisfies DeviceShare);
  });
  app.put('/auth/v1/wallet/share', async (c) => {
    const { userId, deviceId } = provenSession(c);
    const { authShare } = await readAuthBody({ c, schema: deviceShareSchema });
    assertDeviceVerified({ context, userId, deviceId });
    saveDeviceShare({ context, userId, deviceId, authShare });
    return c.json({ stored: true } satisfies DeviceShareStored);
  });
  app.post('/auth/v1/wallet/recovery', async (c) => {
    const { userId, deviceId, projectId } = provenSession(c);
    const { recoveryKeyProof } = await readAuthBody({ c, schema: recoveryRequestBodySchema });
    const recovery = readWalletRecovery({
      context,
      userId,
      deviceId,
      ...(recoveryKeyProof ? { recoveryKeyProof } : {}),
    });
    if (recovery.verifiedDevice) await notifyAccount({ context, userId, kind: 'device-added', deviceId, projectId });
    await notifyAccount({ context, userId, kind: 'recovery', deviceId, projectId });
    const { recoveryAuthShare, encryptedRecoveryShare, recoveryMethod, escrowedRecoveryKey } = recovery;
    return c.json({
      recoveryAuthShare: recoveryAuthShare.toString('base64'),
      encryptedRecoveryShare,
      recoveryMethod,
      ...(escrowedRecoveryKey ? { escrowedRecoveryKey: escrowedRecoveryKey.toString('base64') } : {}),
    } satisfies RecoveryMaterial);
  });
  app.put('/auth/v1/wallet/recovery', async (c) => {
    const { userId, deviceId, projectId } = provenSession(c);
    const body = await readAuthBody({ c, schema: recoveryUpdateBodySchema });
    assertDeviceVerified({ context, userId, deviceId });
    const wallet = updateWalletRecovery({ context, userId, body });
    await notifyAccount({
      context,
      userId,
      kind: 'recovery-method-changed',
      deviceId,
      projectId,
      detail: RECOVERY_METHOD_NAMES[wallet.recoveryMethod],
    });
    return c.json({ wallet } satisfies WalletAnswer);
  });

  app.onError(answerAuthError);
  return app;
}

async function noStore(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  c.header('cache-control', 'no-store');
  c.header('x-content-type-options', 'nosniff');
}
