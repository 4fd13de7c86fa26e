import { expect } from '@open-wc/testing';
import { EmbeddedWalletController } from '../../../src/core/controllers/embedded-wallet-controller.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { embeddedWalletStore } from '../../../src/core/stores/embedded-wallet-store.js';
import type { AuthClient } from '../../../src/core/types/auth-client.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';
import type { Connector } from '../../../src/core/types/connector.js';
import { defineSolanaNetwork } from '../../../src/index.js';
import {
  OFFLINE_NETWORKS,
  setupAppKit,
  requestAppControllers,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

// An embedded sign-in connects the wallet's namespaces in turn, the visitor's last (its sign-in
// may carry SIWX's approval in the frame). The visitor's namespace must stay the active one all
// along: a dapp that reacts to "connected" reads that account, never the other namespace's.

const offlineSolana = defineSolanaNetwork({
  genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:9',
  testnet: true,
});
const ADDRESSES = {
  eip155: '0x0000000000000000000000000000000000000001',
  solana: 'So1anaAddress1111111111111111111111111111111',
} as const;

/** A FAKE of one AUTH connector: answers its namespace's address after a frame round trip, or fails. */
function fakeAuthConnector({ namespace, fails = false }: { namespace: 'eip155' | 'solana'; fails?: boolean }) {
  const connector: Connector = {
    id: `test-auth-${namespace}`,
    name: 'Email',
    type: 'AUTH',
    chain: namespace,
    async connect({ chainId }) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fails) throw new Error('frame refused');
      return { address: ADDRESSES[namespace], chainId: chainId ?? '' };
    },
    getAccounts: async () => [ADDRESSES[namespace]],
    getChainId: async () => '',
    disconnect: async () => undefined,
    subscribe: () => () => undefined,
  };
  return connector;
}

/** A FAKE frame channel: the emailed code signs in at once. */
const signedInClient = new Proxy({} as AuthClient, {
  get: (_target, method: string) => (method === 'then' ? undefined : async () => ({})),
});

describe('embedded sign-in: the active namespace while the namespaces connect', () => {
  let app: AppKitFixture | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  /** The app on `active`'s network, and a sign-in that connects the other namespace first. */
  async function setup({ active, failing }: { active: ChainNamespace; failing?: ChainNamespace }) {
    app = await setupAppKit({
      wallet: false,
      options: {
        networks: [...OFFLINE_NETWORKS, offlineSolana],
        defaultNetwork: active === 'solana' ? offlineSolana : undefined,
      },
    });
    const controllers = requestAppControllers();
    expect(controllers.chains.activeNamespace).to.equal(active);
    const order = (['eip155', 'solana'] as const).slice().sort((a) => (a === active ? 1 : -1));
    for (const namespace of order)
      controllers.connectors.add(fakeAuthConnector({ namespace, fails: namespace === failing }));
    embeddedWalletStore.set({ loading: false });
    const controller = new EmbeddedWalletController({
      store: embeddedWalletStore,
      loadClient: async () => signedInClient,
      router: controllers.router,
      modal: controllers.modal,
      connection: controllers.connection,
      events: controllers.events,
      storage: createStorage(),
      toast: controllers.toast,
      connectorIds: () => order.map((namespace) => ({ namespace, connectorId: `test-auth-${namespace}` })),
    });
    // What a dapp subscribed to the account sees: every connected CAIP address, in order.
    const seen: string[] = [];
    const stop = app.appKit.subscribeAccount((account) => {
      if (account.status === 'connected' && account.caipAddress && seen.at(-1) !== account.caipAddress)
        seen.push(account.caipAddress);
    });
    return { controller, controllers, seen, stop };
  }

  it('keeps EVM active while Solana connects first: subscribers see only the EVM account', async () => {
    const { controller, controllers, seen, stop } = await setup({ active: 'eip155' });
    await controller.submitOtp({ otp: '123456' });
    stop();
    expect(seen).to.deep.equal([`eip155:31337:${ADDRESSES.eip155}`]);
    expect(controllers.chains.activeNamespace).to.equal('eip155');
    expect(controllers.chains.getAccount('solana').status).to.equal('connected');
    expect(app!.appKit.getCaipAddress()).to.equal(`eip155:31337:${ADDRESSES.eip155}`);
  });

  it('keeps EVM active through a social sign-in too', async () => {
    const { controller, controllers, seen, stop } = await setup({ active: 'eip155' });
    const popup = { closed: false, location: { href: 'about:blank' }, close: () => undefined };
    await controller.connectSocial({ provider: 'google', popup: popup as unknown as Window });
    stop();
    expect(seen).to.deep.equal([`eip155:31337:${ADDRESSES.eip155}`]);
    expect(controllers.chains.getAccount('solana').status).to.equal('connected');
  });

  it('keeps Solana active while EVM connects first, the other way round', async () => {
    const { controller, controllers, seen, stop } = await setup({ active: 'solana' });
    await controller.submitOtp({ otp: '123456' });
    stop();
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/^solana:/);
    expect(controllers.chains.activeNamespace).to.equal('solana');
    expect(controllers.chains.getAccount('eip155').status).to.equal('connected');
  });

  it("hands over to the connected namespace when the visitor's one fails to connect", async () => {
    const { controller, controllers, seen, stop } = await setup({ active: 'eip155', failing: 'eip155' });
    await controller.submitOtp({ otp: '123456' });
    stop();
    expect(embeddedWalletStore.get().error).to.be.a('string');
    expect(controllers.chains.getAccount('eip155').status).to.equal('disconnected');
    expect(controllers.chains.activeNamespace).to.equal('solana');
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/^solana:/);
  });
});
