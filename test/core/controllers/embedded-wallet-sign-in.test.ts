import { expect } from '@open-wc/testing';
import { EmbeddedWalletController } from '../../../src/core/controllers/embedded-wallet-controller.js';
import { FrameRequestError } from '../../../src/core/errors/frame-errors.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { embeddedWalletStore } from '../../../src/core/stores/embedded-wallet-store.js';
import type { AuthClient } from '../../../src/core/types/auth-client.js';
import { setupAppKit, waitUntil, requestAppControllers, type AppKitFixture } from '../../helpers/setup-app-kit.js';

/**
 * A FAKE of the frame channel (the real one needs the full dev stack; the e2e suite drives it):
 * it records calls and answers as told.
 */
function fakeAuthClient(answers: Partial<Record<keyof AuthClient, (...args: never[]) => unknown>> = {}) {
  const calls: Array<{ method: string; parameters: unknown }> = [];
  const client = new Proxy({} as AuthClient, {
    // Not a thenable: `await loadClient()` must resolve to the client itself.
    get: (_target, method: string) =>
      method === 'then'
        ? undefined
        : async (parameters: unknown) => {
            calls.push({ method, parameters });
            const answer = answers[method as keyof AuthClient];
            return answer ? (answer as (value: unknown) => unknown)(parameters) : {};
          },
  });
  return { client, calls };
}

/** A FAKE popup window: records where it was sent and whether it was closed. */
function fakeWindow() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
  return { popup, window: { open: () => popup } as unknown as Window };
}

describe('EmbeddedWalletController (email and social sign-in steps)', () => {
  let app: AppKitFixture | undefined;
  let now = Date.parse('2030-01-01T00:00:00Z');

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  async function setup(answers: Parameters<typeof fakeAuthClient>[0] = {}) {
    app = await setupAppKit({ wallet: false });
    const controllers = requestAppControllers();
    const storage = createStorage();
    const fake = fakeAuthClient(answers);
    embeddedWalletStore.set({ loading: false });
    const controller = new EmbeddedWalletController({
      store: embeddedWalletStore,
      loadClient: async () => fake.client,
      router: controllers.router,
      modal: controllers.modal,
      connection: controllers.connection,
      events: controllers.events,
      storage,
      connectorIds: () => [],
      now: () => now,
    });
    await app.appKit.open();
    return { controller, controllers, storage, ...fake };
  }

  it('refuses an invalid address without asking the frame', async () => {
    const { controller, calls } = await setup();
    await controller.connectEmail({ email: 'ada@' });
    expect(embeddedWalletStore.get().error).to.equal('Invalid email address');
    expect(calls).to.deep.equal([]);
  });

  it('mails a code and shows EmailVerifyOtp; a second code within 30 s is refused with the seconds left', async () => {
    const { controller, controllers, calls, storage } = await setup({ connectEmail: () => ({ action: 'VERIFY_OTP' }) });
    await controller.connectEmail({ email: ' ada@example.com ' });
    expect(calls).to.deep.equal([{ method: 'connectEmail', parameters: { email: 'ada@example.com' } }]);
    expect(controllers.router.current).to.deep.equal({ view: 'EmailVerifyOtp', params: { email: 'ada@example.com' } });
    expect(storage.get('lastEmailLoginTime')).to.equal(now);
    now += 12_000;
    await controller.resendCode();
    expect(embeddedWalletStore.get().error).to.equal('Please try again after 18 seconds');
    expect(calls).to.have.length(1);
    now += 18_000;
    await controller.resendCode();
    expect(calls).to.have.length(2);
  });

  it('counts the resend down with the wait the server answered (resendAfterSeconds), not its own 30 s', async () => {
    const { controller, calls } = await setup({
      connectEmail: () => ({ action: 'VERIFY_OTP', resendAfterSeconds: 45 }),
    });
    const sentAt = now;
    await controller.connectEmail({ email: 'ada@example.com' });
    expect(embeddedWalletStore.get().resendAvailableAt).to.equal(sentAt + 45_000);
    now += 30_000;
    expect(controller.cooldownSeconds()).to.equal(15);
    await controller.resendCode();
    expect(embeddedWalletStore.get().error).to.equal('Please try again after 15 seconds');
    expect(calls).to.have.length(1);
    now += 15_000;
    await controller.resendCode();
    expect(calls).to.have.length(2);
  });

  it("shows the frame's refusal of a wrong code, then the device step, then remembers the login (SPEC §4)", async () => {
    let otpAnswer: () => unknown = () => {
      throw new FrameRequestError({ message: 'Invalid code. 4 tries left' });
    };
    const { controller, controllers, storage } = await setup({
      connectEmail: () => ({ action: 'VERIFY_OTP' }),
      connectOtp: () => otpAnswer(),
      connectDevice: () => undefined,
    });
    await controller.connectEmail({ email: 'ada@example.com' });
    await controller.submitOtp({ otp: '111111' });
    expect(embeddedWalletStore.get().error).to.equal('Invalid code. 4 tries left');
    otpAnswer = () => ({ action: 'VERIFY_DEVICE' });
    await controller.submitOtp({ otp: '222222' });
    expect(controllers.router.current).to.deep.equal({
      view: 'EmailVerifyDevice',
      params: { email: 'ada@example.com' },
    });
    await controller.submitDeviceCode({ otp: '333333' });
    expect(storage.get('emailLoginUsed')).to.equal(true);
    expect(storage.get('email')).to.equal('ada@example.com');
    expect(storage.get('lastEmailLoginTime')).to.equal(undefined);
    await waitUntil(() =>
      expect(document.querySelector('w3m-modal')!.shadowRoot!.querySelector('[data-testid="w3m-modal-card"]')).to.equal(
        null,
      ),
    );
  });

  it('opens the social popup before asking the frame, sends it to the provider, and closes it when signed in', async () => {
    const order: string[] = [];
    const { popup, window } = fakeWindow();
    const open = window.open.bind(window);
    (window as { open: Window['open'] }).open = (...args) => (order.push('open'), open(...args));
    const { controller, storage } = await setup({
      getSocialRedirectUri: () => (order.push('redirect'), 'http://127.0.0.1:9400/auth?state=x'),
      connectSocial: () => ({
        address: '0x0000000000000000000000000000000000000001',
        chainId: 'eip155:31337',
        userName: 'ada',
        email: 'ada@google.test',
      }),
    });
    await controller.connectSocial({ provider: 'google', window });
    expect(order).to.deep.equal(['open', 'redirect']);
    expect(popup.location.href).to.equal('http://127.0.0.1:9400/auth?state=x');
    expect(popup.closed).to.equal(true);
    expect(storage.get('socialUsername')).to.equal('ada');
    expect(storage.get('emailLoginUsed')).to.equal(true);
  });

  it('goes back when the visitor closes the popup before signing in', async () => {
    const { popup, window } = fakeWindow();
    const { controller, controllers } = await setup({
      getSocialRedirectUri: () => 'http://127.0.0.1:9400/auth?state=y',
      connectSocial: ({ signal }: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const pending = controller.connectSocial({ provider: 'github', window });
    await waitUntil(() => expect(controllers.router.current?.view).to.equal('ConnectingSocial'));
    popup.closed = true;
    await pending;
    expect(controllers.router.current?.view).to.equal('Connect');
    expect(embeddedWalletStore.get().error).to.equal(undefined);
  });
});
