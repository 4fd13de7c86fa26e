// Entry of /test-wallet.js on the demo page: installs the test wallet with dev account #1 on the
// dev chains and shows its control panel. `?wallet=reject` starts in reject mode, `?legacy=1`
// also sets window.ethereum, `?walletChains=31337` limits its chains. The wallet is exposed as window.__testWallet for end-to-end tests.
import { startDemoSolanaWallets } from '../solana-test-wallet/start-demo-solana-wallets.js';
import { installEvmTestWallet } from './install-evm-test-wallet.js';
import { renderTestWalletPanel } from './render-test-wallet-panel.js';
import type { InstalledEvmTestWallet } from './types.js';

function start(): void {
  const config = window.__APPKIT_DEV__;
  const account = config?.devAccounts[1];
  if (!config || !account || config.chains.length === 0) {
    console.warn('[test-wallet] window.__APPKIT_DEV__ with chains and dev accounts is missing; not installed.');
    return;
  }
  const query = new URLSearchParams(location.search);
  // `?solanaWallet` adds the Solana test wallet (alone unless `?testWallet` is there too);
  // `?testWallet=multichain` gives the EVM wallet a Solana side with the same name.
  startDemoSolanaWallets({ config, query });
  if (query.has('solanaWallet') && !query.has('testWallet')) return;
  const installed = installEvmTestWallet({
    privateKey: account.privateKey,
    chains: walletChains({ chains: config.chains, only: query.get('walletChains') }),
    mode: query.get('wallet') === 'reject' ? 'reject' : 'approve',
    legacy: query.get('legacy') === '1',
  });
  const panel = renderTestWalletPanel({ wallet: installed });
  // Keep the panel's select in step when a test flips the mode from code.
  const wallet: InstalledEvmTestWallet = {
    ...installed,
    setMode(mode) {
      installed.setMode(mode);
      panel.refresh();
    },
    uninstall() {
      installed.uninstall();
      panel.destroy();
    },
  };
  window.__testWallet = wallet;
}

/** `?walletChains=31337,…` limits the chains the wallet knows, so adding a chain (4902) can be tried. */
function walletChains({
  chains,
  only,
}: {
  chains: NonNullable<Window['__APPKIT_DEV__']>['chains'];
  only: string | null;
}) {
  const ids = only ? only.split(',').map(Number) : undefined;
  const known = ids ? chains.filter((chain) => ids.includes(chain.id)) : chains;
  return (known.length ? known : chains).map(({ id, rpcUrl, name }) => ({ id, rpcUrl, name }));
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
