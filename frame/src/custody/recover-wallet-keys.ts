import { combineShares, type CombineSharesErrorType } from './combine-shares.js';
import type { WalletAddresses } from './derive-wallet-addresses.js';
import { deriveWalletKeys, type WalletKeys } from './derive-wallet-keys.js';
import { WalletAddressMismatchError } from './wallet-address-mismatch-error.js';
import { zeroize } from './zeroize.js';

/** What the callback of `recoverWalletKeys` gets: the keys and the entropy (to re-split it). */
export type RecoveredWallet = WalletKeys & {
  /** The rebuilt 16-byte entropy, e.g. for a new device set after recovery. */
  entropy: Uint8Array;
};

export type RecoverWalletKeysParameters = {
  /** Two shares of one set: device + auth share, or recovery + recovery auth share. Not modified. */
  shares: readonly Uint8Array[];
  /** The wallet's stored addresses (the device record or the server's `wallet`). */
  expected: WalletAddresses;
};

/** What recoverWalletKeys throws (besides whatever `use` throws, passed through). */
export type RecoverWalletKeysErrorType = WalletAddressMismatchError | CombineSharesErrorType;

/**
 * Combines two shares, derives the keys, checks them against the wallet's stored addresses and
 * lends them to `use` (docs/SECURITY.md §2.3 "Sign"). Every buffer it hands out — entropy, EVM
 * private key, Solana secret key — is zeroed when `use` settles, whether it returns or throws
 * (T21), so `use` must finish its work with them before its promise settles and must not keep
 * them. The result of `use` is passed through.
 *
 * Throws `WalletAddressMismatchError` (T22) when either derived address differs from `expected`:
 * Shamir shares from different sets combine silently into another secret, and signing with it
 * would act for another wallet. `use` is then never called. Throws `InvalidKeySharesError` for
 * shares that cannot be combined at all.
 *
 * @example
 * const signature = await recoverWalletKeys(
 *   { shares: [deviceShare, authShare], expected: { evmAddress, solanaAddress } },
 *   async ({ evm }) => signMessage({ privateKey: evm.privateKey, message }),
 * );
 */
export async function recoverWalletKeys<T>(
  { shares, expected }: RecoverWalletKeysParameters,
  use: (wallet: RecoveredWallet) => T | Promise<T>,
): Promise<Awaited<T>> {
  const entropy = await combineShares({ shares });
  let keys: WalletKeys | undefined;
  try {
    keys = deriveWalletKeys({ entropy });
    const chains: Array<'evm' | 'solana'> = [];
    // EIP-55 case is presentation; a stored lower-case address is the same account.
    if (keys.evm.address.toLowerCase() !== expected.evmAddress.toLowerCase()) chains.push('evm');
    if (keys.solana.address !== expected.solanaAddress) chains.push('solana');
    if (chains.length > 0) throw new WalletAddressMismatchError({ chains });
    return await use({ ...keys, entropy });
  } finally {
    zeroize(entropy, keys?.evm.privateKey, keys?.solana.secretKey);
  }
}
