import { expect } from '@open-wc/testing';
import { map, type MapStore } from 'nanostores';
import { EmbeddedWalletController } from '../../../src/core/controllers/embedded-wallet-controller.js';
import { createStorage, type AppStorage } from '../../../src/core/storage/storage.js';
import type { EmbeddedWalletState } from '../../../src/core/stores/embedded-wallet-store.js';
import { $router } from '../../../src/core/stores/router-store.js';
import { $toast } from '../../../src/core/stores/toast-store.js';
import { FAKE_CODES, createFakeFrameChannel, type FakeFrameChannel } from '../../helpers/fake-frame-channel.js';
import { setupAppKit, requestAppControllers, type AppKitFixture } from '../../helpers/setup-app-kit.js';

const CURRENT = 'ada@example.test';
const NEW = 'ada@new.example';

interface Setup {
  controller: EmbeddedWalletController;
  store: MapStore<EmbeddedWalletState>;
  channel: FakeFrameChannel;
  storage: AppStorage;
}

/** The real controller with the app's real router, modal, connection, events and toast; the frame is the fake channel. */
function setup({ email = CURRENT as string | null } = {}): Setup {
  const app = requestAppControllers();
  const channel = createFakeFrameChannel({ email, signedIn: true });
  const storage = createStorage({ backend: null });
  if (email) storage.set('email', email);
  const store = map<EmbeddedWalletState>({ loading: false });
  const controller = new EmbeddedWalletController({
    store,
    loadClient: async () => channel,
    router: app.router,
    modal: app.modal,
    connection: app.connection,
    events: app.events,
    storage,
    connectorIds: () => [],
    toast: app.toast,
  });
  app.router.reset({ view: 'Account', params: undefined });
  return { controller, store, channel, storage };
}

const views = () => $router.get().history.map((entry) => ({ view: entry.view, params: entry.params }));

describe('EmbeddedWalletController: email update', () => {
  let fixture: AppKitFixture | undefined;
  beforeEach(async () => {
    fixture = await setupAppKit({ wallet: false });
  });
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('refuses an invalid or unchanged address without asking the frame', async () => {
    const { controller, store, channel } = setup();
    expect(store.get().email, 'the stored email of the sign-in').to.equal(CURRENT);
    await controller.updateEmail({ email: 'not-an-email' });
    expect(store.get().error).to.equal('Invalid email address');
    await controller.updateEmail({ email: ` ${CURRENT.toUpperCase()} ` });
    expect(store.get().error).to.equal('This is already your email address');
    expect(store.get().loading).to.equal(false);
    expect(channel.requests).to.deep.equal([]);
    expect(views().map((entry) => entry.view)).to.deep.equal(['Account']);
  });

  it('walks current-address code → new-address code → Account with the new email stored and a success toast', async () => {
    const { controller, store, channel, storage } = setup();
    controller.openUpdateEmail();
    expect(views().at(-1)).to.deep.equal({ view: 'UpdateEmailWallet', params: { email: CURRENT } });

    await controller.updateEmail({ email: ` ${NEW} ` });
    expect(views().at(-1)).to.deep.equal({ view: 'UpdateEmailPrimaryOtp', params: { email: CURRENT } });
    expect(store.get().newEmail).to.equal(NEW);
    expect(store.get().resendAvailableAt).to.be.greaterThan(Date.now());

    await controller.submitUpdatePrimaryOtp({ otp: '999999' });
    expect(store.get().error).to.equal('Invalid code. 4 tries left');
    expect(views().at(-1)!.view).to.equal('UpdateEmailPrimaryOtp');

    await controller.submitUpdatePrimaryOtp({ otp: FAKE_CODES.primary });
    expect(store.get().error).to.equal(undefined);
    // The second code replaces the first one's view: Back leads to the address field.
    expect(views().map((entry) => entry.view)).to.deep.equal([
      'Account',
      'UpdateEmailWallet',
      'UpdateEmailSecondaryOtp',
    ]);
    expect(views().at(-1)!.params).to.deep.equal({ email: NEW });

    await controller.submitUpdateSecondaryOtp({ otp: FAKE_CODES.secondary });
    expect(views()).to.deep.equal([{ view: 'Account', params: undefined }]);
    expect(store.get()).to.include({ email: NEW, newEmail: undefined, loading: false, error: undefined });
    expect(storage.get('email')).to.equal(NEW);
    expect($toast.get()).to.deep.equal({ open: true, message: 'Email updated', variant: 'success' });
    expect(channel.email).to.equal(NEW);
    expect(channel.requests).to.deep.equal([
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ]);
  });

  it('goes straight to the new-address code for a user without an email (social sign-in)', async () => {
    const { controller, store } = setup({ email: null });
    controller.openUpdateEmail();
    expect(views().at(-1)).to.deep.equal({ view: 'UpdateEmailWallet', params: { email: '' } });
    await controller.updateEmail({ email: NEW });
    expect(views().at(-1)).to.deep.equal({ view: 'UpdateEmailSecondaryOtp', params: { email: NEW } });
    await controller.submitUpdateSecondaryOtp({ otp: FAKE_CODES.secondary });
    expect(store.get().email).to.equal(NEW);
  });

  it('resends the first code from its view without stacking it twice, and shows a frame refusal as it is', async () => {
    const { controller, store, channel } = setup();
    controller.openUpdateEmail();
    await controller.updateEmail({ email: NEW });
    await controller.resendUpdateEmail();
    expect(channel.requests).to.deep.equal(['UPDATE_EMAIL', 'UPDATE_EMAIL']);
    expect(views().map((entry) => entry.view)).to.deep.equal(['Account', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);

    await controller.submitUpdateSecondaryOtp({ otp: FAKE_CODES.secondary });
    expect(store.get().error, 'the second code before the first').to.equal('Request a code first');
    expect(store.get().email).to.equal(CURRENT);
  });
});
