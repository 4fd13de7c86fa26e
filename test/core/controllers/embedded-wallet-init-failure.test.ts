// Issue 20 part 5: how an embedded-wallet sign-in ends when the account does not arrive (SPEC §8
// 'A problem occurred while trying initialize authentication'), what the views say while it comes
// ('Authenticating...'), and a sign-in chunk that fails to load ('Unable to load email login dependency').
import { expect } from '@open-wc/testing';
import { createAuthConnectors } from '../../../src/connectors/auth/create-auth-connectors.js';
import { embeddedWalletChunks } from '../../../src/client/embedded-wallet-chunks.js';
import { EmbeddedWalletController } from '../../../src/core/controllers/embedded-wallet-controller.js';
import { EmailLoginDependencyError } from '../../../src/core/errors/email-login-dependency-error.js';
import { FrameRequestError } from '../../../src/core/errors/frame-errors.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { $account } from '../../../src/core/stores/chain-store.js';
import { embeddedWalletStore } from '../../../src/core/stores/embedded-wallet-store.js';
import { $router } from '../../../src/core/stores/router-store.js';
import { FAKE_CODES, createFakeFrameChannel } from '../../helpers/fake-frame-channel.js';
import {
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

describe('embedded-wallet sign-in: init failure, Authenticating..., chunk failures (SPEC §8)', () => {
  let fixture: AppKitFixture | undefined;
  const restores: Array<() => void> = [];
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    for (const restore of restores.splice(0)) restore();
    fixture?.teardown();
    fixture = undefined;
    embeddedWalletStore.set({ loading: false });
  });

  /** The real app, the real AUTH connector over the FAKE frame channel, the code view open. */
  async function signInUntilCode({ extraConnectorIds = [] }: { extraConnectorIds?: string[] } = {}) {
    fixture = await setupAppKit({ wallet: false });
    const app = requestAppControllers();
    const channel = createFakeFrameChannel({ email: null });
    app.connectors.add(createAuthConnectors({ client: channel, initialChainIds: { eip155: 'eip155:31337' } }).eip155);
    embeddedWalletStore.set({ loading: false });
    const controller = new EmbeddedWalletController({
      store: embeddedWalletStore,
      loadClient: async () => channel,
      router: app.router,
      modal: app.modal,
      connection: app.connection,
      events: app.events,
      storage: createStorage(),
      connectorIds: () => [
        { namespace: 'eip155', connectorId: 'ID_AUTH' },
        ...extraConnectorIds.map((connectorId) => ({ namespace: 'eip155' as const, connectorId })),
      ],
    });
    await fixture.appKit.open();
    await controller.connectEmail({ email: 'ada@example.test' });
    expect(app.router.current?.view).to.equal('EmailVerifyOtp');
    return { app, channel, controller };
  }

  it('a sign-in whose account does not arrive disconnects, resets to Connect and says so', async () => {
    const { app, channel, controller } = await signInUntilCode();
    channel.getUser = async () => {
      throw new FrameRequestError({ message: 'Something went wrong' });
    };
    await controller.submitOtp({ otp: FAKE_CODES.login });
    expect(embeddedWalletStore.get()).to.include({
      error: 'A problem occurred while trying initialize authentication',
      loading: false,
      authenticating: false,
    });
    expect(app.router.current?.view).to.equal('Connect');
    expect($router.get().history).to.have.length(1);
    expect($account.get()?.status).to.equal('disconnected');
  });

  it('undoes a half sign-in: the namespace that connected is disconnected when the next one fails', async () => {
    // The second connector does not exist: the first (the real AUTH connector) had connected by then.
    const { app, channel, controller } = await signInUntilCode({ extraConnectorIds: ['no-such-connector'] });
    await controller.submitOtp({ otp: FAKE_CODES.login });
    expect(embeddedWalletStore.get().error).to.equal('A problem occurred while trying initialize authentication');
    expect(channel.requests).to.include.members(['GET_USER', 'SIGN_OUT']);
    expect([$account.get()?.status, $account.get()?.address]).to.deep.equal(['disconnected', undefined]);
    expect(app.router.current?.view).to.equal('Connect');
  });

  it("says 'Authenticating...' in the code view while the frame works, until the account arrives", async () => {
    const { app, channel, controller } = await signInUntilCode();
    const read = channel.getUser.bind(channel);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    channel.getUser = async (parameters) => {
      await held;
      return read(parameters);
    };
    const submitted = controller.submitOtp({ otp: FAKE_CODES.login });
    const root = fixture!.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('otp-authenticating', root)?.textContent).to.equal('Authenticating...'));
    expect(embeddedWalletStore.get().authenticating).to.equal(true);
    release();
    await submitted;
    expect([embeddedWalletStore.get().authenticating, $account.get()?.status]).to.deep.equal([false, 'connected']);
    expect(app.router.current?.view).to.not.equal('Connect');
  });

  it("the social view says 'Authenticating...' once the frame has the sign-in", async () => {
    fixture = await setupAppKit({ wallet: false });
    const app = requestAppControllers();
    await fixture.appKit.open();
    embeddedWalletStore.set({ loading: true, socialProvider: 'github' });
    app.router.push({ view: 'ConnectingSocial', params: { provider: 'github' } });
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('connecting-social', root)).to.exist);
    expect(queryDeep('social-authenticating', root)).to.equal(undefined);
    embeddedWalletStore.setKey('authenticating', true);
    await waitUntil(() => expect(queryDeep('social-authenticating', root)?.textContent).to.equal('Authenticating...'));
  });

  /** Makes a sign-in chunk's next loads fail; counts every load. */
  function failChunk(name: keyof typeof embeddedWalletChunks, failures: number) {
    const original = embeddedWalletChunks[name];
    const watch = { calls: 0 };
    embeddedWalletChunks[name] = (async () => {
      watch.calls++;
      if (failures-- > 0) throw new TypeError(`Failed to fetch dynamically imported module: ${name}`);
      return original();
    }) as never;
    restores.push(() => (embeddedWalletChunks[name] = original as never));
    return watch;
  }

  it("shows 'Unable to load email login dependency' under the email field when a sign-in chunk fails, and loads it again on the next try", async () => {
    // A frame URL nothing answers on: no request may reach it in this test (the runtime chunk never loads).
    fixture = await setupAppKit({ wallet: false, options: { frameUrl: 'http://127.0.0.1:9/frame/' } });
    const app = requestAppControllers();
    const controllerChunk = failChunk('controller', 1);
    const runtimeChunk = failChunk('runtime', 2);
    await fixture.appKit.open();
    const root = fixture.modal.shadowRoot!;
    const fieldError = () =>
      (
        queryDeep('connect-embedded', root)
          ?.querySelector('w3m-email-login-widget')
          ?.shadowRoot?.querySelector('wui-email-input') as (HTMLElement & { errorMessage: string }) | null | undefined
      )?.errorMessage;
    await waitUntil(() => expect(fieldError()).to.equal(''));

    // The controller's chunk fails: the call rejects, the field says so.
    let caught: unknown;
    await app.embeddedWallet!.connectEmail({ email: 'ada@example.test' }).catch((error: unknown) => (caught = error));
    expect(caught).to.be.instanceOf(EmailLoginDependencyError);
    await waitUntil(() => expect(fieldError()).to.equal('Unable to load email login dependency'));
    expect(embeddedWalletStore.get().loading).to.equal(false);

    // The next try loads the controller again; now the frame's chunk fails, twice, and is asked for each time.
    await app.embeddedWallet!.connectEmail({ email: 'ada@example.test' });
    expect(controllerChunk.calls).to.equal(2);
    expect(embeddedWalletStore.get()).to.include({ error: 'Unable to load email login dependency', loading: false });
    await app.embeddedWallet!.connectEmail({ email: 'ada@example.test' });
    expect(runtimeChunk.calls).to.equal(2);
    expect(app.router.current?.view).to.equal('Connect');
  });
});
