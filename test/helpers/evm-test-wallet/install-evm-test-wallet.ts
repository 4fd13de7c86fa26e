import { createEvmTestWallet } from './create-evm-test-wallet.js';
import type { InstallEvmTestWalletOptions, InstalledEvmTestWallet } from './types.js';

type WindowWithEthereum = Window & { ethereum?: unknown };

/**
 * Creates the test wallet and makes it discoverable the way an extension does: an EIP-6963
 * announcement now and on every `eip6963:requestProvider`, plus `window.ethereum` when `legacy`.
 * `uninstall()` stops announcing and restores the previous `window.ethereum`.
 */
export function installEvmTestWallet({
  legacy = false,
  ...options
}: InstallEvmTestWalletOptions): InstalledEvmTestWallet {
  const wallet = createEvmTestWallet(options);
  const { info, provider } = wallet;
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  };
  window.addEventListener('eip6963:requestProvider', announce);

  const target = window as WindowWithEthereum;
  const hadEthereum = Object.prototype.hasOwnProperty.call(target, 'ethereum');
  const previousEthereum = target.ethereum;
  if (legacy) target.ethereum = provider; // provider.isTestWallet is already true

  announce();

  return {
    ...wallet,
    uninstall() {
      window.removeEventListener('eip6963:requestProvider', announce);
      if (legacy && target.ethereum === provider) {
        if (hadEthereum) target.ethereum = previousEthereum;
        else delete target.ethereum;
      }
    },
  };
}
