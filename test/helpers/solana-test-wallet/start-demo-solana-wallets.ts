// The demo page's Solana test wallets (loaded with /test-wallet.js):
//   ?solanaWallet            "Solana Test Wallet" with Solana dev keypair #1 → window.__solanaTestWallet
//   ?testWallet=multichain   a Solana side of the EVM "Test Wallet" (same name, Solana dev keypair #2),
//                            so the modal merges them into one MULTI_CHAIN entry → window.__testWalletSolana
// `&wallet=reject` starts them in reject mode, as for the EVM wallet.
import type { DevConfig } from '../evm-test-wallet/types.js';
import { installSolanaTestWallet } from './install-solana-test-wallet.js';
import { renderSolanaTestWalletPanel } from './render-solana-test-wallet-panel.js';
import type { SolanaTestWallet } from './types.js';

/** Name of the EVM test wallet; the multichain Solana side must match it. */
const EVM_TEST_WALLET_NAME = 'Test Wallet';

/**
 * Installs the Solana test wallets the query asks for, each with its control panel.
 *
 * @example startDemoSolanaWallets({ config: window.__APPKIT_DEV__, query: new URLSearchParams(location.search) });
 */
export function startDemoSolanaWallets({ config, query }: { config: DevConfig; query: URLSearchParams }): void {
  const mode = query.get('wallet') === 'reject' ? 'reject' : 'approve';
  const { solana } = config;
  const install = ({
    keypairIndex,
    name,
    storageKey,
    left,
  }: {
    keypairIndex: number;
    name: string;
    storageKey: string;
    left: number;
  }) => {
    const keypair = solana.devKeypairs[keypairIndex];
    if (!keypair) throw new Error(`[test-wallet] Solana dev keypair #${keypairIndex} is missing from the DevConfig`);
    const installed = installSolanaTestWallet({
      secretKey: keypair.secretKey,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      name,
      storageKey,
      mode,
    });
    const panel = renderSolanaTestWalletPanel({ wallet: installed, left });
    // Keep the panel's select in step when a test flips the mode from code.
    const wallet: SolanaTestWallet = {
      ...installed,
      setMode(next) {
        installed.setMode(next);
        panel.refresh();
      },
    };
    return wallet;
  };
  if (query.has('solanaWallet')) {
    window.__solanaTestWallet = install({
      keypairIndex: 1,
      name: 'Solana Test Wallet',
      storageKey: 'solana-test-wallet',
      left: 244,
    });
  }
  if (query.get('testWallet') === 'multichain') {
    window.__testWalletSolana = install({
      keypairIndex: 2,
      name: EVM_TEST_WALLET_NAME,
      storageKey: 'evm-test-wallet:solana',
      left: 476,
    });
  }
}
