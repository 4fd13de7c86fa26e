import type { AuthApi, DeviceProver } from '../api/auth-api.js';
import { AuthApiError } from '../api/auth-api-error.js';
import type { RecoveryParams, WalletStatus, WalletSummary } from '../../../src/core/protocol/index.js';
import {
  base64ToBytes,
  bytesToBase64,
  createDeviceIdentity,
  createDeviceProof,
  createRecoveryKey,
  createWalletEntropy,
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
  type LoadDeviceRecordErrorType,
  type RecoveredWallet,
  type RecoverWalletKeysErrorType,
  type SaveDeviceRecordErrorType,
  type UnwrapDeviceShareErrorType,
  type UpdateDeviceRecordErrorType,
  type WalletAddresses,
} from '../custody/index.js';
import { SignInStepRequiredError } from '../errors/sign-in-step-required-error.js';
import type { SessionManager } from '../session/create-session-manager.js';
import {
  fetchRecoveredEntropy,
  newRecoverySet,
  type FetchRecoveredEntropyErrorType,
  type RecoveryMethod,
} from './recovery-set.js';

/**
 * What the vault's `open` and `recoverWithKey` throw: a step the sign-in still needs (not a
 * failure: openWallet turns it into the reply's `action`), the auth API's refusal, storage this
 * frame may not use, or a recovery that failed.
 */
export type WalletVaultOpenErrorType =
  | SignInStepRequiredError
  | AuthApiError
  | SaveDeviceRecordErrorType
  | UpdateDeviceRecordErrorType
  | UnwrapDeviceShareErrorType
  | FetchRecoveredEntropyErrorType;

/** What the vault's `withKeys` throws (besides what `use` throws): not signed in (401), or a device share that no longer opens this wallet. */
export type WalletVaultWithKeysErrorType =
  AuthApiError | LoadDeviceRecordErrorType | UnwrapDeviceShareErrorType | RecoverWalletKeysErrorType;

/**
 * The wallet behind the session (DESIGN §7 custody, docs/SECURITY.md §2.3). After a sign-in,
 * `open` makes the wallet (first sign-in), unlocks it on a known device (device share + auth
 * share, fetched with a device proof), or recovers it on a new device or site (recovery share +
 * recovery auth share, then a new device set). Keys exist only inside `withKeys`, rebuilt for
 * each use, checked against the stored addresses, and zeroed after.
 *
 * Recovery needs the recovery key: the server's escrowed one, or the user's own (passphrase or
 * passkey), which `open` asks for by throwing SignInStepRequiredError (VERIFY_RECOVERY_KEY) and
 * `recoverWithKey` takes once the frame's screen got it. A device a social provider alone
 * approved is pending: `open` says which second factor it needs (issue "Hardening" part 1).
 *
 * @example
 * const vault = createWalletVault({ api, session });
 * await vault.open();
 * const signature = await vault.withKeys(({ evm }) => sign(evm.privateKey));
 */
export function createWalletVault({ api, session }: { api: AuthApi; session: SessionManager }) {
  let authShare: Uint8Array | undefined;
  let addresses: WalletAddresses | undefined;
  let status: WalletStatus | undefined;

  async function ensureDevice(): Promise<DeviceRecord> {
    const existing = await loadDeviceRecord();
    if (existing) return existing;
    const identity = await createDeviceIdentity();
    await saveDeviceRecord(identity);
    return identity;
  }

  const proverFor =
    (record: DeviceRecord): DeviceProver =>
    ({ method, path, accessToken }) =>
      createDeviceProof({ privateKey: record.deviceKey.privateKey, method, path, accessToken });
  const authorized = <T>(call: (accessToken: string) => Promise<T>) => session.withAccessToken(call);
  const userId = () => {
    const id = session.userId;
    if (!id) throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
    return id;
  };
  const walletOf = (current: WalletStatus): WalletAddresses => ({
    evmAddress: current.wallet!.evmAddress as WalletAddresses['evmAddress'],
    solanaAddress: current.wallet!.solanaAddress,
  });

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
      const encryptedRecoveryShare = await encryptRecoveryShare({
        recoveryKey,
        share: recoveryShare,
        userId: userId(),
      });
      const body = {
        ...wallet,
        authShare: bytesToBase64(deviceAuthShare),
        recoveryAuthShare: bytesToBase64(recoveryAuthShare),
        encryptedRecoveryShare,
        recoveryMethod: 'server-escrow' as const,
        escrowedRecoveryKey: bytesToBase64(recoveryKey),
      };
      const { wallet: created } = await authorized((accessToken) =>
        api.createWallet({ accessToken, prove: proverFor(record), wallet: body }),
      );
      const wrappedDeviceShare = await wrapDeviceShare({
        wrapKey: record.wrapKey,
        share: deviceShare,
        deviceId: record.deviceId,
      });
      await updateDeviceRecord({ userId: userId(), wrappedDeviceShare, ...wallet });
      remember(deviceAuthShare.slice(), wallet);
      status = {
        wallet: {
          ...wallet,
          recoveryMethod: 'server-escrow',
          recoveryParams: null,
          ...(created.defaultAccountType ? { defaultAccountType: created.defaultAccountType } : {}),
        },
        hasDeviceShare: true,
        device: { status: 'verified' },
      };
      return wallet;
    } finally {
      zeroize(entropy, deviceShare, deviceAuthShare, recoveryShare, recoveryAuthShare, recoveryKey);
    }
  }

  async function unlock(record: DeviceRecord, wallet: WalletAddresses): Promise<void> {
    const { authShare: encoded } = await authorized((accessToken) =>
      api.getDeviceShare({ accessToken, prove: proverFor(record) }),
    );
    const share = base64ToBytes(encoded);
    const deviceShare = await unwrapDeviceShare({
      wrapKey: record.wrapKey,
      wrapped: record.wrappedDeviceShare!,
      deviceId: record.deviceId,
    });
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

  /** Recovery on this device: the recovery set rebuilt with `recoveryKey` (else the escrowed one), then a new device set. */
  async function recover(record: DeviceRecord, wallet: WalletAddresses, recoveryKey?: Uint8Array): Promise<void> {
    const pending = status?.device.status === 'pending';
    const fetchMaterial = (recoveryKeyProof?: string) =>
      authorized((accessToken) =>
        api.recover({ accessToken, prove: proverFor(record), ...(recoveryKeyProof ? { recoveryKeyProof } : {}) }),
      );
    await fetchRecoveredEntropy(
      { fetchMaterial, recoveryKey, provePossession: pending, userId: userId(), wallet },
      ({ entropy }) => replaceDeviceSet(record, wallet, entropy),
    );
    if (status) status = { ...status, hasDeviceShare: true, device: { status: 'verified' } };
  }

  /** A new device set for this device, from the rebuilt entropy (recovery on a new device or site). */
  async function replaceDeviceSet(record: DeviceRecord, wallet: WalletAddresses, entropy: Uint8Array): Promise<void> {
    const [deviceShare, deviceAuthShare] = await splitEntropy({ entropy });
    try {
      await authorized((accessToken) =>
        api.putDeviceShare({ accessToken, prove: proverFor(record), authShare: bytesToBase64(deviceAuthShare) }),
      );
      const wrappedDeviceShare = await wrapDeviceShare({
        wrapKey: record.wrapKey,
        share: deviceShare,
        deviceId: record.deviceId,
      });
      await updateDeviceRecord({ userId: userId(), wrappedDeviceShare, ...wallet });
      remember(deviceAuthShare.slice(), wallet);
    } finally {
      zeroize(deviceShare, deviceAuthShare);
    }
  }

  /** What a device without its shares must do first, as a SignInStepRequiredError; returns when escrow recovery can go ahead. */
  function requireStep(current: WalletStatus): void {
    const userHeld = Boolean(current.wallet) && current.wallet!.recoveryMethod !== 'server-escrow';
    if (current.device.status === 'verified') {
      if (userHeld) throw new SignInStepRequiredError({ step: { action: 'VERIFY_RECOVERY_KEY' } });
      return;
    }
    // The user's own key proves the device and opens the wallet in one step; else a mailed code; else the wait.
    if (current.device.secondFactors.includes('recovery-key'))
      throw new SignInStepRequiredError({ step: { action: 'VERIFY_RECOVERY_KEY' } });
    if (current.device.secondFactors.includes('email'))
      throw new SignInStepRequiredError({
        step: { action: 'VERIFY_DEVICE', ...(current.device.emailHint ? { emailHint: current.device.emailHint } : {}) },
      });
  }

  async function open(): Promise<WalletAddresses> {
    const record = await ensureDevice();
    const current = (status = await authorized((accessToken) => api.getWallet({ accessToken })));
    if (!current.wallet) {
      requireStep(current);
      try {
        return await create(record);
      } catch (error) {
        // Another tab or site of this user made the wallet meanwhile (T23): use that one.
        if (!(error instanceof AuthApiError && error.code === 'WALLET_EXISTS')) throw error;
        return open();
      }
    }
    const wallet = walletOf(current);
    const canUnlock =
      current.hasDeviceShare &&
      current.device.status === 'verified' &&
      record.wrappedDeviceShare &&
      record.userId === session.userId;
    if (canUnlock) {
      try {
        await unlock(record, wallet);
        return wallet;
      } catch (error) {
        // A share of another set or a damaged local share: recovery makes this device whole again.
        if (error instanceof AuthApiError && error.status !== 404) throw error;
      }
    }
    requireStep(current);
    try {
      await recover(record, wallet);
    } catch (error) {
      // A pending device with no second factor: the server says when its wait ends.
      if (error instanceof AuthApiError && error.code === 'DEVICE_NOT_VERIFIED' && error.releaseAt) {
        throw new SignInStepRequiredError({ step: { action: 'DEVICE_PENDING', releaseAt: error.releaseAt } });
      }
      throw error;
    }
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
    /** How the recovery key is kept, as the server last said (undefined before the first open). */
    get recoveryMethod(): RecoveryMethod | undefined {
      return status?.wallet?.recoveryMethod as RecoveryMethod | undefined;
    },
    /** The public parameters of a user-held recovery key (salt and work, or the passkey). */
    get recoveryParams(): RecoveryParams | null | undefined {
      return status?.wallet?.recoveryParams;
    },
    /** The EVM account the wallet starts on, as the server said ('eoa' for a wallet older than smart accounts; undefined from an older server). */
    get defaultAccountType(): WalletSummary['defaultAccountType'] {
      return status?.wallet?.defaultAccountType;
    },
    /** Recovers with the user's own recovery key (from the frame's screen); RecoveryKeyInvalidError when it is not this wallet's. */
    async recoverWithKey(recoveryKey: Uint8Array): Promise<WalletAddresses> {
      const record = await ensureDevice();
      if (!status?.wallet)
        throw new AuthApiError({ status: 404, code: 'NO_WALLET', message: 'This account has no wallet' });
      const wallet = walletOf(status);
      await recover(record, wallet, recoveryKey);
      return wallet;
    },
    /** Replaces the recovery set under a new recovery key (the wallet must be open); escrow sends the key, a user-held one only its verifier. */
    async changeRecovery({
      method,
      recoveryKey,
      params,
    }: {
      method: RecoveryMethod;
      recoveryKey: Uint8Array;
      params?: RecoveryParams;
    }): Promise<void> {
      const record = await ensureDevice();
      await this.withKeys(async ({ entropy }) => {
        const recovery = await newRecoverySet({
          entropy,
          method,
          recoveryKey,
          userId: userId(),
          ...(params ? { params } : {}),
        });
        await authorized((accessToken) => api.setRecovery({ accessToken, prove: proverFor(record), recovery }));
      });
      if (status?.wallet)
        status = { ...status, wallet: { ...status.wallet, recoveryMethod: method, recoveryParams: params ?? null } };
    },
    /** Rebuilds the keys for one use (signing), checks them against the wallet's addresses, zeroes them after. */
    async withKeys<T>(use: (wallet: RecoveredWallet) => T | Promise<T>): Promise<Awaited<T>> {
      const record = await loadDeviceRecord();
      if (!authShare || !addresses || !record?.wrappedDeviceShare)
        throw new AuthApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
      const deviceShare = await unwrapDeviceShare({
        wrapKey: record.wrapKey,
        wrapped: record.wrappedDeviceShare,
        deviceId: record.deviceId,
      });
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
      status = undefined;
    },
  };
}

export type WalletVault = ReturnType<typeof createWalletVault>;
