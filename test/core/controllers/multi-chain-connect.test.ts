import { expect } from '@open-wc/testing';
import { Keypair } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import { $connectorEntries } from '../../../src/core/stores/connector-entries-store.js';
import { $route } from '../../../src/core/stores/router-store.js';
import { $modal } from '../../../src/core/stores/modal-store.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { InternalSdkError } from '../../../src/core/errors/internal-errors.js';
import { createAppKit, defineSolanaNetwork } from '../../../src/index.js';
import { installEvmTestWallet } from '../../helpers/evm-test-wallet/install-evm-test-wallet.js';
import { createSolanaTestWallet } from '../../helpers/solana-test-wallet/index.js';
import {
  OFFLINE_NETWORKS,
  TEST_DEV_KEY,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

// No cluster: the RPC is unreachable on purpose; connection state is what counts here.
const offlineSolana = defineSolanaNetwork({
  genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:9',
  testnet: true,
});
const EVM_WALLET_ID = 'dev.openmodal.testwallet';

/** The EVM test wallet's Solana side: a Wallet Standard wallet with the same name ("Test Wallet"). */
function registerSolanaSide(): { address: string; unregister: () => void } {
  const keypair = Keypair.fromSeed(new Uint8Array(32).fill(7));
  const wallet = createSolanaTestWallet({
    secretKey: keypair.secretKey,
    rpcUrl: 'http://127.0.0.1:9',
    name: 'Test Wallet',
    storageKey: 'multi-chain-solana-side',
  });
  return { address: keypair.publicKey.toBase58(), unregister: getWallets().register(wallet.wallet) };
}

describe('multi-chain wallets (SPEC §3 MULTI_CHAIN)', () => {
  let fixture: AppKitFixture | undefined;
  let solanaSide: { address: string; unregister: () => void } | undefined;
  afterEach(() => {
    fixture?.teardown();
    solanaSide?.unregister();
    fixture = undefined;
    solanaSide = undefined;
  });

  async function setup(options: { connectAllNamespaces?: boolean } = {}) {
    solanaSide = registerSolanaSide();
    fixture = await setupAppKit({ options: { networks: [...OFFLINE_NETWORKS, offlineSolana], ...options } });
    await waitUntil(() => expect($connectorEntries.get().find((entry) => entry.type === 'MULTI_CHAIN')).to.exist);
    return $connectorEntries.get().find((entry) => entry.type === 'MULTI_CHAIN')!;
  }

  it('asks which namespace to connect, then connects only that one', async () => {
    const entry = await setup();
    expect(entry.connectors?.map((child) => child.chain)).to.deep.equal(['eip155', 'solana']);
    await fixture!.appKit.open();
    await requestAppControllers().connectFlow.selectWallet({ connector: entry });
    expect($route.get()).to.deep.equal({ view: 'ConnectingMultiChain', params: { connectorId: entry.id } });
    await requestAppControllers().connectFlow.connectWallet({ connectorId: entry.connectors![1]!.id });
    const { chains } = requestAppControllers();
    expect(chains.getAccount('solana').address).to.equal(solanaSide!.address);
    expect(chains.getAccount('eip155').status).to.equal('disconnected');
    expect($modal.get().open).to.equal(false);
  });

  it('with connectAllNamespaces connects both at once; the account shown is the last one connected', async () => {
    const entry = await setup({ connectAllNamespaces: true });
    await fixture!.appKit.open();
    await requestAppControllers().connectFlow.selectWallet({ connector: entry });
    const { chains } = requestAppControllers();
    expect(chains.getAccount('eip155').status).to.equal('connected');
    expect(chains.getAccount('solana').address).to.equal(solanaSide!.address);
    expect(chains.activeNamespace).to.equal('solana');
    expect($modal.get().open).to.equal(false);
  });

  it('disconnecting both keeps the active namespace: the one the visitor was on is active again at the next connect', async () => {
    const entry = await setup({ connectAllNamespaces: true });
    await fixture!.appKit.open();
    await requestAppControllers().connectFlow.selectWallet({ connector: entry });
    const { chains, connection } = requestAppControllers();
    chains.setActiveNamespace('eip155');
    const seen: Array<string | undefined> = [];
    const stop = fixture!.appKit.subscribeState((state) => seen.push(state.activeChain));
    await connection.disconnect();
    stop();
    expect([chains.getAccount('eip155').status, chains.getAccount('solana').status]).to.deep.equal([
      'disconnected',
      'disconnected',
    ]);
    expect(chains.activeNamespace).to.equal('eip155');
    expect(
      seen.filter((namespace) => namespace === 'solana'),
      'no Solana takeover on the way out',
    ).to.deep.equal([]);
    expect(createStorage().get('activeNamespace'), 'the stored one stays too').to.equal('eip155');
  });

  it('disconnecting both, with a wallet that ends its whole session on the first (the embedded wallet does), still keeps the active namespace', async () => {
    const entry = await setup({ connectAllNamespaces: true });
    await fixture!.appKit.open();
    await requestAppControllers().connectFlow.selectWallet({ connector: entry });
    const { chains, connection, connectors } = requestAppControllers();
    chains.setActiveNamespace('eip155');
    // The Solana side goes first; on its way out the wallet revokes the EVM side too.
    const solana = connectors.get(chains.getAccount('solana').connectorId!)!;
    const disconnectSolana = solana.disconnect.bind(solana);
    solana.disconnect = async () => {
      fixture!.wallet!.revoke();
      await disconnectSolana();
    };
    const seen: Array<string | undefined> = [];
    const stop = fixture!.appKit.subscribeState((state) => seen.push(state.activeChain));
    await connection.disconnect();
    stop();
    expect([chains.getAccount('eip155').status, chains.getAccount('solana').status]).to.deep.equal([
      'disconnected',
      'disconnected',
    ]);
    expect(
      seen.filter((namespace) => namespace === 'solana'),
      'no Solana takeover on the way out',
    ).to.deep.equal([]);
    expect(chains.activeNamespace).to.equal('eip155');
  });

  it('a reload brings both back with the namespace the visitor was on active; the other never takes over on the way in', async () => {
    const entry = await setup({ connectAllNamespaces: true });
    await fixture!.appKit.open();
    await requestAppControllers().connectFlow.selectWallet({ connector: entry });
    requestAppControllers().chains.setActiveNamespace('eip155');
    // The reload: the app goes, the storage stays; the EVM wallet is discovered only after the Solana side is back.
    fixture!.appKit.destroy();
    fixture!.wallet!.uninstall();
    const appKit = createAppKit({
      projectId: 'test-project',
      networks: [...OFFLINE_NETWORKS, offlineSolana],
      metadata: { name: 'Test', description: 'Test dapp', url: location.origin, icons: [] },
      connectAllNamespaces: true,
    });
    let evmWallet: { uninstall(): void } | undefined;
    fixture = {
      ...fixture!,
      teardown: () => {
        appKit.destroy();
        evmWallet?.uninstall();
        localStorage.clear();
      },
    };
    const seen: Array<string | undefined> = [];
    const stop = appKit.subscribeState((state) => seen.push(state.activeChain));
    await appKit.ready();
    const { chains } = requestAppControllers();
    await waitUntil(() => expect(chains.getAccount('solana').status).to.equal('connected'));
    expect(chains.getAccount('eip155').status, 'still looking for the EVM wallet').to.equal('reconnecting');
    evmWallet = installEvmTestWallet({
      privateKey: TEST_DEV_KEY,
      chains: OFFLINE_NETWORKS.map((network) => ({ id: Number(network.id), rpcUrl: 'http://127.0.0.1:9' })),
      mode: 'approve',
      storageKey: 'element-test-wallet',
    });
    await waitUntil(() => expect(chains.getAccount('eip155').status).to.equal('connected'));
    stop();
    expect(
      seen.filter((namespace) => namespace === 'solana'),
      'no Solana takeover on the way in',
    ).to.deep.equal([]);
    expect(chains.activeNamespace).to.equal('eip155');
  });

  it('refuses a connector of a namespace the dapp did not configure: Chain adapter not found', async () => {
    solanaSide = registerSolanaSide();
    fixture = await setupAppKit(); // EVM only: the Solana side is never discovered
    const { connectors, connection } = requestAppControllers();
    const evm = connectors.get(EVM_WALLET_ID)!;
    connectors.add({ ...evm, id: 'foreign-namespace', chain: 'polkadot' });
    const error = await connection.connect({ connectorId: 'foreign-namespace' }).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(InternalSdkError);
    expect((error as InternalSdkError).shortMessage).to.equal('Chain adapter not found');
    expect($connectorEntries.get().some((entry) => entry.id === 'foreign-namespace')).to.equal(false);
  });
});
