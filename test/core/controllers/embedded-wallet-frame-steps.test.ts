import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { EmbeddedWalletController } from '../../../src/core/controllers/embedded-wallet-controller.js';
import { FrameRequestError } from '../../../src/core/errors/frame-errors.js';
import { embeddedWalletSecurityEn } from '../../../src/core/messages/embedded-wallet-security-en.js';
import { OTP_RESEND_COOLDOWN_MS } from '../../../src/core/protocol/otp-resend-cooldown.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { embeddedWalletStore } from '../../../src/core/stores/embedded-wallet-store.js';
import type { EmbeddedWalletSecurityState } from '../../../src/core/stores/embedded-wallet-security-store.js';
import type { AuthClient } from '../../../src/core/types/auth-client.js';
import { setupAppKit, requestAppControllers, type AppKitFixture } from '../../helpers/setup-app-kit.js';

/** A FAKE of the frame channel: records the methods called and answers as told ({} by default). */
function fakeAuthClient(answers: Partial<Record<keyof AuthClient, (...args: never[]) => unknown>>) {
  const calls: string[] = [];
  const client = new Proxy({} as AuthClient, {
    // Not a thenable: `await loadClient()` must resolve to the client itself.
    get: (_target, method: string) =>
      method === 'then'
        ? undefined
        : async (parameters: unknown) => {
            calls.push(method);
            const answer = answers[method as keyof AuthClient];
            return answer ? (answer as (value: unknown) => unknown)(parameters) : {};
          },
  });
  return { client, calls };
}

const cancelled = () => Object.assign(new FrameRequestError({ message: 'User rejected the request.' }), { code: 4001 });

// The modal stays closed: the router's stack is checked, no view renders (and none runs a step of its own).
describe('EmbeddedWalletController (recovery-key screens, social steps, Security load)', () => {
  let app: AppKitFixture | undefined;
  const now = Date.parse('2030-01-01T00:00:00Z');

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  async function setup(answers: Parameters<typeof fakeAuthClient>[0] = {}, { loadFails = false } = {}) {
    app = await setupAppKit({ wallet: false });
    const controllers = requestAppControllers();
    const storage = createStorage();
    const fake = fakeAuthClient(answers);
    const toasts: string[] = [];
    const securityStore = map<EmbeddedWalletSecurityState>({ loading: false });
    embeddedWalletStore.set({ loading: false });
    const controller = new EmbeddedWalletController({
      store: embeddedWalletStore,
      loadClient: async () => {
        if (loadFails) throw new FrameRequestError({ message: 'The wallet frame did not load' });
        return fake.client;
      },
      router: controllers.router,
      modal: controllers.modal,
      connection: controllers.connection,
      events: controllers.events,
      storage,
      connectorIds: () => [],
      toast: { show: ({ message }) => toasts.push(message) },
      now: () => now,
      securityStore,
    });
    controllers.router.reset({ view: 'Connect', params: undefined });
    return { controller, router: controllers.router, storage, toasts, securityStore, ...fake };
  }

  it("unlocks with the recovery key on the frame's screen, then ends the sign-in", async () => {
    const { controller, storage, calls } = await setup();
    embeddedWalletStore.setKey('email', 'ada@example.com');
    await controller.runFrameScreen({ screen: 'unlock', signal: new AbortController().signal });
    expect(calls).to.deep.equal(['unlockWithRecoveryKey']);
    expect(storage.get('emailLoginUsed')).to.equal(true);
    expect(storage.get('email')).to.equal('ada@example.com');
    expect(embeddedWalletStore.get().loading).to.equal(false);
  });

  it('changes how the recovery key is kept: the Security state learns it, a toast says so, Security shows again', async () => {
    const { controller, router, toasts, securityStore } = await setup({ setRecoveryMethod: () => 'passphrase' });
    controller.openRecoveryMethod();
    expect(router.current?.view).to.equal('EmbeddedWalletRecoveryMethod');
    await controller.runFrameScreen({ screen: 'recovery-method', signal: new AbortController().signal });
    expect(securityStore.get().recoveryMethod).to.equal('passphrase');
    expect(toasts).to.deep.equal([embeddedWalletSecurityEn.recoveryChanged]);
    expect(router.current?.view).to.equal('Connect');
  });

  it("goes back on Cancel in the frame's screen, words a refusal in the modal's terms, and stays quiet once left", async () => {
    let unlock: () => unknown = () => {
      throw cancelled();
    };
    const { controller, router, calls } = await setup({ unlockWithRecoveryKey: () => unlock() });
    router.push({ view: 'EmbeddedWalletRecoveryKey', params: undefined });
    await controller.runFrameScreen({ screen: 'unlock', signal: new AbortController().signal });
    expect(router.current?.view).to.equal('Connect');
    expect(embeddedWalletStore.get().error).to.equal(undefined);

    unlock = () => {
      throw new FrameRequestError({ message: 'invalid key', reason: 'RECOVERY_KEY_INVALID' });
    };
    await controller.runFrameScreen({ screen: 'unlock', signal: new AbortController().signal });
    expect(embeddedWalletStore.get().error).to.equal(embeddedWalletSecurityEn.recoveryKeyInvalid);

    embeddedWalletStore.setKey('error', undefined);
    const leaving = new AbortController();
    unlock = () => {
      leaving.abort();
      throw new FrameRequestError({ message: 'aborted' });
    };
    await controller.runFrameScreen({ screen: 'unlock', signal: leaving.signal });
    expect(calls).to.include('abortRpcRequests');
    expect(embeddedWalletStore.get().error).to.equal(undefined);
    expect(embeddedWalletStore.get().loading).to.equal(false);
  });

  it('sends a social sign-in that needs a device code to that code, with the resend wait started', async () => {
    const popup = {
      closed: false,
      location: { href: 'about:blank' },
      close() {
        this.closed = true;
      },
    };
    const { controller, router } = await setup({
      getSocialRedirectUri: () => 'http://127.0.0.1:9400/auth?state=z',
      connectSocial: () => ({ action: 'VERIFY_DEVICE', emailHint: 'a***@example.com' }),
    });
    await controller.connectSocial({ provider: 'google', popup: popup as unknown as Window });
    expect(router.current).to.deep.equal({
      view: 'EmailVerifyDevice',
      params: { email: 'a***@example.com', social: true },
    });
    expect(embeddedWalletStore.get().resendAvailableAt).to.equal(now + OTP_RESEND_COOLDOWN_MS);
    expect(popup.closed).to.equal(true);
  });

  it('says so when the browser blocked the social popup, without asking the frame', async () => {
    const { controller, calls } = await setup();
    await controller.connectSocial({ provider: 'github', popup: undefined });
    expect(embeddedWalletStore.get().error).to.equal(
      'The sign-in window was blocked: allow popups for this site and try again',
    );
    expect(embeddedWalletStore.get().loading).to.equal(false);
    expect(calls).to.deep.equal([]);
  });

  it("turns a Security step whose frame did not load into the Security view's error", async () => {
    const { controller, securityStore } = await setup({}, { loadFails: true });
    await controller.loadSecurity();
    expect(securityStore.get()).to.deep.include({ loading: false, error: 'The wallet frame did not load' });
  });
});
