import { expect } from '@open-wc/testing';
import { Keypair } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import { createAppKit, defineSolanaNetwork, type AppKit } from '../../src/index.js';
import { createSolanaTestWallet, type SolanaTestWallet } from '../helpers/solana-test-wallet/index.js';
import { OFFLINE_NETWORKS, waitUntil, requestAppControllers } from '../helpers/setup-app-kit.js';

// No cluster: the RPC is unreachable on purpose (balances stay empty; connection state is what counts).
const offlineSolana = defineSolanaNetwork({
  genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:9',
  testnet: true,
});
const SECRET_KEY = Keypair.fromSeed(new Uint8Array(32).fill(1)).secretKey;
const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
const CONNECTOR_ID = 'solana:Reconnect Solana Wallet';

describe('Solana connection after a reload', () => {
  let appKit: AppKit | undefined;
  const unregisters: Array<() => void> = [];

  /** The extension as a fresh page sees it: same storage, no accounts until asked. */
  function loadWallet({ mode = 'approve' }: { mode?: 'approve' | 'reject' } = {}): SolanaTestWallet {
    unregisters.splice(0).forEach((unregister) => unregister());
    const wallet = createSolanaTestWallet({
      secretKey: SECRET_KEY,
      rpcUrl: 'http://127.0.0.1:9',
      name: 'Reconnect Solana Wallet',
      storageKey: 'solana-reconnect',
      mode,
    });
    unregisters.push(getWallets().register(wallet.wallet));
    return wallet;
  }
  function start({ enableReconnect }: { enableReconnect: boolean }): AppKit {
    appKit?.destroy();
    appKit = createAppKit({
      projectId: 'test-project',
      networks: [...OFFLINE_NETWORKS, offlineSolana],
      metadata: { name: 'Test', description: '', url: location.origin, icons: [] },
      enableReconnect,
    });
    return appKit;
  }

  afterEach(() => {
    appKit?.destroy();
    appKit = undefined;
    unregisters.splice(0).forEach((unregister) => unregister());
    localStorage.clear();
  });

  it('comes back silently (standard:connect with silent) when the wallet still trusts the site', async () => {
    loadWallet();
    start({ enableReconnect: false });
    await waitUntil(() => expect(requestAppControllers().connectors.get(CONNECTOR_ID)).to.exist);
    await requestAppControllers().connection.connect({ connectorId: CONNECTOR_ID });
    expect(requestAppControllers().chains.getAccount('solana').status).to.equal('connected');

    const reloaded = loadWallet({ mode: 'reject' }); // a prompt now would be refused: the reconnect must not prompt
    start({ enableReconnect: true });
    await waitUntil(() => expect(requestAppControllers().chains.getAccount('solana').status).to.equal('connected'));
    const account = requestAppControllers().chains.getAccount('solana');
    expect(account.address).to.equal(ADDRESS);
    expect(account.caipAddress).to.equal(`${offlineSolana.caipNetworkId}:${ADDRESS}`);
    expect(reloaded.requests).to.deep.equal([{ feature: 'standard:connect', silent: true }]);
  });

  it('stays disconnected when the wallet revoked the site meanwhile', async () => {
    loadWallet();
    start({ enableReconnect: false });
    await waitUntil(() => expect(requestAppControllers().connectors.get(CONNECTOR_ID)).to.exist);
    await requestAppControllers().connection.connect({ connectorId: CONNECTOR_ID });

    const reloaded = loadWallet();
    reloaded.revoke();
    start({ enableReconnect: true });
    await waitUntil(() => expect(reloaded.requests).to.deep.equal([{ feature: 'standard:connect', silent: true }]));
    await waitUntil(() => expect(requestAppControllers().chains.getAccount('solana').status).to.equal('disconnected'));
    expect(reloaded.isConnected()).to.equal(false);
  });
});
