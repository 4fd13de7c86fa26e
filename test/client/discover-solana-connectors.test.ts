import { expect } from '@open-wc/testing';
import { Keypair } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import { $connectors, defineSolanaNetwork } from '../../src/index.js';
import { createSolanaTestWallet } from '../helpers/solana-test-wallet/index.js';
import { OFFLINE_NETWORKS, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

// A Solana network whose RPC nobody answers: discovery needs no cluster.
const offlineSolana = defineSolanaNetwork({
  genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:9',
  testnet: true,
});
// An observer, not getEntriesByType: the dev server's hundreds of modules overflow the resource timing buffer.
const requested: string[] = [];
new PerformanceObserver((list) => requested.push(...list.getEntries().map((entry) => entry.name))).observe({
  type: 'resource',
});
const solanaChunkRequested = () => requested.some((name) => name.includes('/src/connectors/solana/'));

describe('createAppKit loads Solana wallets lazily', () => {
  let fixture: AppKitFixture | undefined;
  let unregister: (() => void) | undefined;

  beforeEach(() => {
    const wallet = createSolanaTestWallet({
      secretKey: Keypair.fromSeed(new Uint8Array(32).fill(1)).secretKey,
      rpcUrl: 'http://127.0.0.1:9',
      name: 'Lazy Solana Wallet',
      storageKey: 'lazy-solana',
    });
    unregister = getWallets().register(wallet.wallet);
  });
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
    unregister?.();
  });

  // First in the file: the page has not loaded the Solana chunk yet.
  it('never requests the Solana chunk for a dapp without Solana networks', async () => {
    fixture = await setupAppKit({ wallet: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(solanaChunkRequested()).to.equal(false);
    expect($connectors.get().some((connector) => connector.chain === 'solana')).to.equal(false);
  });

  it('adds a connector per Wallet Standard Solana wallet once a Solana network is configured, and drops it when the wallet unregisters', async () => {
    fixture = await setupAppKit({ wallet: false, options: { networks: [...OFFLINE_NETWORKS, offlineSolana] } });
    await waitUntil(() =>
      expect($connectors.get().map((connector) => connector.id)).to.include('solana:Lazy Solana Wallet'),
    );
    expect(solanaChunkRequested()).to.equal(true);
    const connector = $connectors.get().find((candidate) => candidate.id === 'solana:Lazy Solana Wallet');
    expect(connector?.type).to.equal('ANNOUNCED');
    expect(connector?.chain).to.equal('solana');
    expect(await connector?.getChainId()).to.equal(offlineSolana.id);
    unregister?.();
    unregister = undefined;
    expect($connectors.get().map((candidate) => candidate.id)).not.to.include('solana:Lazy Solana Wallet');
  });
});
