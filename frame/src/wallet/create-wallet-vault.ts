import type { AuthApi, DeviceProver } from '../api/auth-api.js';
import { AuthApiError } from '../api/auth-api-error.js';
import {
  base64ToBytes,
  bytesToBase64,
  createDeviceIdentity,
  createDeviceProof,
  createRecoveryKey,
  createWalletEntropy,
  decryptRecoveryShare,
  deriveWalletAddresses,
  encryptRecoveryShare,
  loadDeviceRecord,
  recoverWalletKeys,
  saveDeviceRecord,
  splitEntropy,
  unwrapDeviceShare,
  updateDeviceRecord,
  wrapDeviceShare,
  zeroize,
  type DeviceRecord,
  type RecoveredWallet,
  type WalletAddresses,
} from '../custody/index.js';
import type { SessionManager } from '../session/create-session-manager.js';

/**
 * The wallet behind the session (DESIGN §7 custody, notes/security.md §2.3). After a sign-in,
 * `open` makes the wallet (first sign-in), unlocks it on a known device (device share + auth
 * share, fetched with a device proof), or recovers it on a new device or site (recovery share +
 * recovery auth share, then a new device set). Keys exist only inside `withKeys`, rebuilt for
 * each use, checked against the stored addresses, and zeroed after.
 *
 * @example
 * const vault = createWalletVault({ api, session });
 * await vault.open();
 * const signature = await vault.withKeys(({ evm }) => sign(evm.privateKey));
 */
export function createWalletVault({ api, session }: { api: AuthApi; session: SessionManager }) {
  let authShare: Uint8Array | undefined;
  let addresses: WalletAddresses | undefined;

  async function ensureDevice(): Promise<DeviceRecord> {
    const existing = await loadDeviceRecord();
    if (existing) return existing;
    const identity = await createDeviceIdentity();
    await saveDeviceRecord(identity);
    return identity;
  }

  const proverFor = (record: DeviceRecord): DeviceProver => ({ method, path, accessToken }) => createDeviceProof({ privateKey: record.deviceKey.privateKey, method, path, accessToken });
  const authorized = <T>(call: (accessToken: string) => Promise<T>) => session.withAccessToken(call);
  const userId = () => {
    const id = session.userId;
    if (!id) throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
    return id;
  };

  function remember(share: Uint8Array, wallet: WalletAddresses) {
    if (authShare) zeroize(authShare);
    authShare = share;
    addresses = { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress };
  }

  async function create(record: DeviceRecord): Promise<WalletAddresses> {
    const entropy = createWalletEntropy();
    const wallet = deriveWalletAddresses({ entropy });
    const [deviceShare, deviceAuthShare] = await splitEntropy({ entropy });
    const [recoveryShare, recoveryAuthShare] = await splitEntropy({ entropy });
    const recoveryKey = createRecoveryKey();
    try {
      const encryptedRecoveryShare = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId: userId() });
      const body = {
        ...wallet,
        authShare: bytesToBase64(deviceAuthShare),
        recoveryAuthShare: bytesToBase64(recoveryAuthShare),
        encryptedRecoveryShare,
        recoveryMethod: 'server-escrow' as const,
        escrowedRecoveryKey: bytesToBase64(recoveryKey),
      };
      await authorized((accessToken) => api.createWallet({ accessToken, prove: proverFor(record), wallet: body }));
      const wrappedDeviceShare = await wrapDeviceShare({ wrapKey: record.wrapKey, share: deviceShare, deviceId: record.deviceId });
      await updateDeviceRecord({ userId: userId(), wrappedDeviceShare, ...wallet });
      remember(deviceAuthShare.slice(), wallet);
      return wallet;
    } finally {
      zeroize(entropy, deviceShare, deviceAuthShare, recoveryShare, recoveryAuthShare, recoveryKey);
    }
  }

  async function unlock(record: DeviceRecord, wallet: WalletAddresses): Promise<void> {
    const { authShare: encoded } = await authorized((accessToken) => api.getDeviceShare({ accessToken, prove: proverFor(record) }));
    const share = base64ToBytes(encoded);
    const deviceShare = await unwrapDeviceShare({ wrapKey: record.wrapKey, wrapped: record.wrappedDeviceShare!, deviceId: record.deviceId });
    try {
      // The address check of recoverWalletKeys proves the two shares belong to this wallet (T22).
      await recoverWalletKeys({ shares: [deviceShare, share], expected: wallet }, () => undefined);
      remember(share, wallet);
    } catch (error) {
      zeroize(share);
      throw error;
    } finally {
      zeroize(deviceShare);
    }
  }

  async function recover(record: DeviceRecord, wallet: WalletAddresses): Promise<void> {
    const material = await authorized((accessToken) => api.recover({ accessToken, prove: proverFor(record) }));
    const recoveryKey = base64ToBytes(material.escrowedRecoveryKey);
    const recoveryAuthShare = base64ToBytes(material.recoveryAuthShare);
    let recoveryShare: Uint8Array | undefined;
    try {
      recoveryShare = await decryptRecoveryShare({ recoveryKey, encrypted: material.encryptedRecoveryShare, userId: userId() });
      await recoverWalletKeys({ shares: [recoveryShare, recoveryAuthShare], expected: wallet }, ({ entropy }: RecoveredWallet) => replaceDeviceSet(record, wallet, entropy));
    } finally {
      zeroize(recoveryKey, recoveryAuthShare, recoveryShare);
    }
  }

  /** A new device set for this device, from the rebuilt entropy (recovery on a new device or site). */
  async function replaceDeviceSet(record: DeviceRecord, wallet: WalletAddresses, entropy: Uint8Array): Promise<void> {
    const [deviceShare, deviceAuthShare] = await splitEntropy({ entropy });
    try {
      await authorized((accessToken) => api.putDeviceShare({ accessToken, prove: proverFor(record), authShare: bytesToBase64(deviceAuthShare) }));
      const wrappedDeviceShare = await wrapDeviceShare({ wrapKey: record.wrapKey, share: deviceShare, deviceId: record.deviceId });
      await updateDeviceRecord({ userId: userId(), wrappedDeviceShare, ...wallet });
      remember(deviceAuthShare.slice(), wallet);
    } finally {
      zeroize(deviceShare, deviceAuthShare);
    }
  }

  async function open(): Promise<WalletAddresses> {
    const record = await ensureDevice();
    const status = await authorized((accessToken) => api.getWallet({ accessToken }));
    if (!status.wallet) {
      try {
        return await create(record);
      } catch (error) {
        // Another tab or site of this user made the wallet meanwhile (T23): use that one.
        if (!(error instanceof AuthApiError && error.code === 'WALLET_EXISTS')) throw error;
        return open();
      }
    }
    const wallet = { evmAddress: status.wallet.evmAddress as WalletAddresses['evmAddress'], solanaAddress: status.wallet.solanaAddress };
    const canUnlock = status.hasDeviceShare && record.wrappedDeviceShare && record.userId === session.userId;
    if (canUnlock) {
      try {
        await unlock(record, wallet);
        return wallet;
      } catch (error) {
        // A share of another set or a damaged local share: recovery makes this device whole again.
        if (error instanceof AuthApiError && error.status !== 404) throw error;
      }
    }
    await recover(record, wallet);
    return wallet;
  }

  return {
    ensureDevice,
    open,
    get addresses() {
      return addresses;
    },
    get isOpen() {
      return Boolean(authShare && addresses);
    },
    /** Rebuilds the keys for one use (signing), checks them against the wallet's addresses, zeroes them after. */
    async withKeys<T>(use: (wallet: RecoveredWallet) => T | Promise<T>): Promise<Awaited<T>> {
      const record = await loadDeviceRecord();
      if (!authShare || !addresses || !record?.wrappedDeviceShare) throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
      const deviceShare = await unwrapDeviceShare({ wrapKey: record.wrapKey, wrapped: record.wrappedDeviceShare, deviceId: record.deviceId });
      try {
        return await recoverWalletKeys({ shares: [deviceShare, authShare], expected: addresses }, use);
      } finally {
        zeroize(deviceShare);
      }
    },
    /** Forgets the auth share and addresses (sign-out). */
    lock() {
      if (authShare) zeroize(authShare);
      authShare = undefined;
      addresses = undefined;
    },
  };
}

export type WalletVault = ReturnType<typeof createWalletVault>;
