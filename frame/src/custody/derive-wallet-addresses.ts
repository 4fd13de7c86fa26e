import type { Address } from 'viem';
import { deriveWalletKeys } from './derive-wallet-keys.js';
import { zeroize } from './zeroize.js';

export type WalletAddresses = {
  evmAddress: Address;
  solanaAddress: string;
};

/**
 * The wallet's EVM and Solana addresses, with the private keys derived on the way zeroed before
 * returning. For the create flow, which needs the addresses to register the wallet but no key.
 * Field names match the server's `wallet` and the device record.
 *
 * @example
 * const { evmAddress, solanaAddress } = deriveWalletAddresses({ entropy });
 */
export function deriveWalletAddresses({ entropy }: { entropy: Uint8Array }): WalletAddresses {
  const { evm, solana } = deriveWalletKeys({ entropy });
  zeroize(evm.privateKey, solana.secretKey);
  return { evmAddress: evm.address, solanaAddress: solana.address };
}
