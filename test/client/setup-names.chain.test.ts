// setupNames against the dev stack's reference server (server/names/): the real names chunk, the
// real controller and a name registered on the server for the connected wallet.
import { expect } from '@open-wc/testing';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { setupNames } from '../../src/client/setup-names.js';
import { watchProfileNames } from '../../src/client/watch-profile-names.js';
import type { AppControllers } from '../../src/core/app-context.js';
import { createStorage } from '../../src/core/storage/storage.js';
import type { ChainNamespace } from '../../src/core/types/caip.js';
import { DEV_PROJECT, devServerUrl } from '../helpers/dev-server.js';
import { rejection } from '../helpers/rejection.js';
import { installEvmTestWallet, type InstalledEvmTestWallet } from '../helpers/evm-test-wallet/index.js';
import { OFFLINE_NETWORKS, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';
import { freshLabel, registerOnServer } from '../core/controllers/names-controller-setup.js';

const OTHER_ADDRESS = '0x000000000000000000000000000000000000bEEF';
/** Every setupNames of the running test, stopped after it (the chain store outlives the app). */
const running: { stop(): void }[] = [];

/**
 * The app's controllers with the dev server as name service, and a names chunk loader that loads the
 * real chunk; it records each load and each profile refresh (passed through to the real controller).
 * `failLoads` loads fail first, as a chunk the network dropped.
 */
function withNames(app: AppKitFixture, { failLoads = 0 }: { failLoads?: number } = {}) {
  const controllers: AppControllers = {
    ...app.controllers,
    options: { ...app.controllers.options, apiUrl: devServerUrl(), projectId: DEV_PROJECT },
  };
  const refreshed: ChainNamespace[] = [];
  let loads = 0;
  const names = setupNames({
    controllers,
    storage: createStorage({ backend: null }),
    loadRuntime: async () => {
      loads += 1;
      if (loads <= failLoads) throw new TypeError('Failed to fetch dynamically imported module');
      const { createNamesController } = await import('../../src/client/names-runtime.js');
      // startNamesRuntime's two steps, with the controller's refreshes recorded before the watch starts.
      return {
        startNamesRuntime: (parameters) => {
          const controller = createNamesController(parameters);
          const refresh = controller.refreshProfile.bind(controller);
          controller.refreshProfile = (refreshParameters) => {
            refreshed.push(refreshParameters.namespace);
            return refresh(refreshParameters);
          };
          return { controller, stop: watchProfileNames({ names: controller }) };
        },
      };
    },
  });
  if (!names) throw new Error('setupNames did not start with an apiUrl and a projectId');
  running.push(names);
  return { names, controllers, refreshed, loads: () => loads };
}

describe('setupNames (against the dev server)', () => {
  /**
   * The connected wallet's key: a fresh one, not setupAppKit's dev account, whose address other suites
   * on a shared stack show truncated (a name registered on the server stays).
   */
  const ownerKey = generatePrivateKey();
  const owner = privateKeyToAccount(ownerKey);
  let name: string;
  let wallet: InstalledEvmTestWallet;
  let app: AppKitFixture;

  before(async () => {
    name = (await registerOnServer({ label: freshLabel(), account: owner })).name;
  });

  beforeEach(async () => {
    wallet = installEvmTestWallet({
      privateKey: ownerKey,
      chains: OFFLINE_NETWORKS.map((network) => ({ id: Number(network.id), rpcUrl: 'http://127.0.0.1:9' })),
      storageKey: 'setup-names-test-wallet',
    });
    app = await setupAppKit({ wallet: false });
  });
  afterEach(() => {
    running.splice(0).forEach((names) => names.stop());
    app.teardown();
    wallet.uninstall();
  });

  const connect = (controllers: AppControllers) => controllers.connection.connect({ connectorId: wallet.info.rdns });

  it('does nothing without an apiUrl', () => {
    expect(setupNames({ controllers: app.controllers, storage: createStorage({ backend: null }) })).to.equal(undefined);
    expect(app.controllers.names).to.equal(undefined);
  });

  it('loads nothing until an account connects, then shows its name; a new address is asked again', async () => {
    const { controllers, refreshed, loads } = withNames(app);
    expect(controllers.names).to.exist;
    expect(loads()).to.equal(0);

    await connect(controllers);
    expect(controllers.chains.getAccount('eip155').address).to.equal(owner.address);
    await waitUntil(() => expect(controllers.chains.getAccount('eip155').profileName).to.equal(name));
    expect(controllers.chains.getAccount('eip155').profileImage).to.equal(
      `${devServerUrl()}/v1/profile/avatar/${name}?projectId=${DEV_PROJECT}`,
    );
    expect(refreshed).to.deep.equal(['eip155']);

    // A balance arriving is no reason to ask again; another address (without a name) is.
    controllers.chains.patchAccount({ namespace: 'eip155', patch: { balance: '1' } });
    controllers.chains.patchAccount({ namespace: 'eip155', patch: { address: OTHER_ADDRESS } });
    await waitUntil(() => expect(controllers.chains.getAccount('eip155').profileName).to.equal(undefined));
    expect(refreshed).to.deep.equal(['eip155', 'eip155']);
    expect(loads()).to.equal(1);
  });

  it('stops watching when stopped', async () => {
    const { names, controllers, refreshed, loads } = withNames(app);
    await connect(controllers);
    await waitUntil(() => expect(controllers.chains.getAccount('eip155').profileName).to.equal(name));
    names.stop();
    controllers.chains.patchAccount({ namespace: 'eip155', patch: { address: OTHER_ADDRESS } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refreshed).to.have.length(1);
    expect(controllers.chains.getAccount('eip155').profileName).to.equal(name);
    expect(loads()).to.equal(1);
  });

  it('a view loading the controller loads the chunk once', async () => {
    const { controllers, loads } = withNames(app);
    const [first, second] = await Promise.all([controllers.names!.load(), controllers.names!.load()]);
    expect(first).to.equal(second);
    expect(loads()).to.equal(1);
  });

  it('tries a chunk that failed to load again: the next load gets it, and the name shows', async () => {
    const { controllers, refreshed, loads } = withNames(app, { failLoads: 1 });
    expect((await rejection(controllers.names!.load())).message).to.contain('dynamically imported module');

    const controller = await controllers.names!.load();
    expect(loads()).to.equal(2);
    expect(await controllers.names!.load()).to.equal(controller);
    await connect(controllers);
    await waitUntil(() => expect(controllers.chains.getAccount('eip155').profileName).to.equal(name));
    expect(refreshed).to.deep.equal(['eip155']);
    expect(loads()).to.equal(2);
  });
});
