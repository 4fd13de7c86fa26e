import { expect } from '@open-wc/testing';
import type { AppControllers } from '../../../src/core/app-context.js';
import { $route } from '../../../src/core/stores/router-store.js';
import { $send } from '../../../src/core/stores/send-store.js';
import { $modal } from '../../../src/core/stores/modal-store.js';
import { $alert } from '../../../src/core/stores/alert-store.js';
import { $lastEvent } from '../../../src/core/stores/events-store.js';
import {
  ChainMismatchError,
  ChainNotConfiguredError,
  NetworkNotFoundError,
  ReconnectingError,
} from '../../../src/core/errors/connector-errors.js';
import { InternalSdkError } from '../../../src/core/errors/internal-errors.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import {
  OFFLINE_NETWORKS,
  setupAppKit,
  requestAppControllers,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

const [chainA, chainB] = OFFLINE_NETWORKS;
const WALLET_ID = 'dev.openmodal.testwallet';
const solanaNetwork: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
};

function controllers(): AppControllers {
  return requestAppControllers();
}

/** Every view the router showed, in order, while `action` ran. */
async function viewsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = $route.listen((route) => route && seen.push(route.view));
  try {
    await action();
  } finally {
    stop();
  }
  return seen;
}

async function connect(fixture: AppKitFixture) {
  await controllers().connection.connect({ connectorId: WALLET_ID });
  if (fixture.appKit.getAddress() === undefined) throw new Error('the test wallet did not connect');
}

describe('NetworkController (SPEC §4 network switching)', () => {
  let fixture: AppKitFixture;
  afterEach(() => fixture?.teardown());

  it('does nothing when the target is the active network', async () => {
    fixture = await setupAppKit();
    const before = $lastEvent.get();
    await fixture.appKit.switchNetwork(chainA);
    expect($lastEvent.get()).to.equal(before);
  });

  it('without a wallet moves the active network, resets the send form and tracks SWITCH_NETWORK', async () => {
    fixture = await setupAppKit({ wallet: false });
    controllers().send.update({ receiverAddress: '0x0000000000000000000000000000000000000001', sendTokenAmount: '1' });
    await fixture.appKit.switchNetwork(chainB);
    expect(fixture.appKit.getCaipNetwork()?.id).to.equal(31338);
    expect($send.get()).to.deep.equal({ loading: false });
    expect($lastEvent.get()?.data).to.deep.equal({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } });
  });

  it('asks a connected wallet, shows SwitchNetwork while it confirms, then leaves the Networks view', async () => {
    fixture = await setupAppKit();
    await connect(fixture);
    await fixture.appKit.open({ view: 'Account' });
    controllers().router.push({ view: 'Networks', params: undefined });
    const views = await viewsDuring(() => fixture.appKit.switchNetwork(chainB));
    expect(views).to.deep.equal(['SwitchNetwork', 'Networks', 'Account']);
    expect(await fixture.wallet!.provider.request({ method: 'eth_chainId' })).to.equal('0x7a6a');
    expect(fixture.appKit.getCaipAddress()).to.match(/^eip155:31338:0x/);
  });

  it('adds a network the wallet lacks (4902) and then switches to it', async () => {
    fixture = await setupAppKit({ walletChainIds: [31337] });
    await connect(fixture);
    await fixture.appKit.switchNetwork(chainB);
    expect(await fixture.wallet!.provider.request({ method: 'eth_chainId' })).to.equal('0x7a6a');
    expect(fixture.appKit.getCaipNetwork()?.id).to.equal(31338);
  });

  it('a declined switch goes back, keeps code 4001 and leaves the network as it was', async () => {
    fixture = await setupAppKit();
    await connect(fixture);
    await fixture.appKit.open({ view: 'Networks' });
    fixture.wallet!.setMode('reject');
    let error: unknown;
    const views = await viewsDuring(() =>
      fixture.appKit.switchNetwork(chainB).catch((caught: unknown) => {
        error = caught;
      }),
    );
    expect((error as { code?: number }).code).to.equal(4001);
    expect(views).to.deep.equal(['SwitchNetwork', 'Networks']);
    expect(fixture.appKit.getCaipNetwork()?.id).to.equal(31337);
  });

  it('refuses networks the dapp did not configure: Chain not configured, or Network not found with APKT001', async () => {
    fixture = await setupAppKit();
    const unknownEvm = defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.example' });
    let error: unknown = await fixture.appKit.switchNetwork(unknownEvm).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ChainNotConfiguredError);
    expect((error as Error).message).to.equal('Chain not configured\n\nDetails: eip155:1');
    await fixture.appKit.open();
    error = await fixture.appKit.switchNetwork(solanaNetwork).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(NetworkNotFoundError);
    expect((error as NetworkNotFoundError).shortMessage).to.equal('Network not found');
    expect($alert.get()).to.include({ open: true, message: 'Network Not Found', variant: 'error' });
  });

  it('is unavailable while reconnecting', async () => {
    fixture = await setupAppKit();
    controllers().chains.patchAccount({ namespace: 'eip155', patch: { status: 'reconnecting' } });
    const error = await fixture.appKit.switchNetwork(chainB).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ReconnectingError);
    expect((error as Error).message).to.equal('unavailable while reconnecting');
  });

  it('reports a wallet that says yes but stays as a chain mismatch', async () => {
    fixture = await setupAppKit();
    await connect(fixture);
    const connector = controllers().connectors.get(WALLET_ID)!;
    const originalSwitch = connector.switchNetwork!.bind(connector);
    // A wallet that answers null to wallet_switchEthereumChain but never moves.
    Object.assign(connector, { switchNetwork: async () => undefined });
    try {
      const error = await fixture.appKit.switchNetwork(chainB).catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(ChainMismatchError);
      expect((error as ChainMismatchError).shortMessage).to.equal('chain mismatch');
    } finally {
      Object.assign(connector, { switchNetwork: originalSwitch });
    }
  });

  it('names the missing client: no connector for the account, or one that cannot switch', async () => {
    fixture = await setupAppKit();
    await connect(fixture);
    const { chains, connectors } = controllers();
    chains.patchAccount({ namespace: 'eip155', patch: { connectorId: 'gone' } });
    let error = await fixture.appKit.switchNetwork(chainB).catch((caught: unknown) => caught);
    expect((error as InternalSdkError).reason).to.equal('NO_CONNECTION_CLIENT');
    expect((error as Error).message).to.match(/^No ConnectionController client found/);
    chains.patchAccount({ namespace: 'eip155', patch: { connectorId: WALLET_ID } });
    const connector = connectors.get(WALLET_ID)!;
    const originalSwitch = connector.switchNetwork;
    Object.assign(connector, { switchNetwork: undefined });
    error = await fixture.appKit.switchNetwork(chainB).catch((caught: unknown) => caught);
    Object.assign(connector, { switchNetwork: originalSwitch });
    expect((error as InternalSdkError).reason).to.equal('NETWORK_CLIENT_NOT_SET');
    expect((error as Error).message).to.match(/^NetworkController client not set/);
  });

  it('after an unsupported network, a successful switch closes the modal', async () => {
    fixture = await setupAppKit({ options: { networks: [chainB] } });
    await connect(fixture); // the wallet starts on chain A, which this dapp does not request
    expect($modal.get().open).to.equal(true);
    expect($route.get()?.view).to.equal('UnsupportedChain');
    await fixture.appKit.switchNetwork(chainB);
    expect($modal.get().open).to.equal(false);
    expect(fixture.appKit.getCaipNetwork()?.id).to.equal(31338);
  });
});
