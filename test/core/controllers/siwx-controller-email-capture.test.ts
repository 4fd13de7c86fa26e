import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { verifyMessage } from 'viem';
import type { ChainController } from '../../../src/core/controllers/chain-controller.js';
import type { ModalController } from '../../../src/core/controllers/modal-controller.js';
import { SiwxController } from '../../../src/core/controllers/siwx-controller.js';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import { embeddedWalletStore } from '../../../src/core/stores/embedded-wallet-store.js';
import { $lastEvent, type AppKitEvent } from '../../../src/core/stores/events-store.js';
import { $modal } from '../../../src/core/stores/modal-store.js';
import { $route, $router } from '../../../src/core/stores/router-store.js';
import {
  $siwxEmail,
  INITIAL_SIWX_EMAIL_STATE,
  type SiwxEmailState,
} from '../../../src/core/stores/siwx-email-store.js';
import { $siwx, INITIAL_SIWX_STATE, type SiwxState } from '../../../src/core/stores/siwx-store.js';
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../../src/core/types/siwx.js';
import {
  OFFLINE_NETWORKS,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

// SPEC §4 "Sign-in with wallet" with email capture: DataCapture → DataCaptureOtpConfirm →
// SIWXSignMessage, against a dapp backend written to the public SiwxConfig.
const [chainA] = OFFLINE_NETWORKS;
const WALLET_ID = 'dev.openmodal.testwallet';
const EMAIL = 'ada@example.com';
const CODE = '123456';

/** An error as the server's refusals reach a config: a `code` the modal turns into words. */
const refusal = (code: string) => Object.assign(new Error(code), { code });

/**
 * A dapp backend with email capture: it mails (records) a code per request, accepts only that
 * code, and keeps the verified email on the session it adds, as the reference server does.
 */
function createEmailBackend({ required = false, withEmailCalls = true } = {}) {
  const sessions = new Map<string, SiwxSession & { email?: string }>();
  const calls = { createMessage: 0, otp: [] as Array<{ email: string; account: string }>, confirm: [] as string[] };
  const failures = { otp: [] as Error[], confirm: [] as Error[], addSession: [] as Error[] };
  let pending: { email: string; account: string } | undefined;
  let verified: { email: string; account: string } | undefined;
  const key = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`;
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      calls.createMessage += 1;
      const data = {
        accountAddress,
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1' as const,
        nonce: `nonce${calls.createMessage}abcdef`,
        issuedAt: new Date().toISOString(),
      };
      return { ...data, serializedMessage: formatSiwxMessage({ data }) };
    },
    async addSession(session) {
      const failure = failures.addSession.shift();
      if (failure) throw failure;
      const valid = await verifyMessage({
        address: session.data.accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      });
      if (!valid) throw new Error('bad signature');
      const account = `${session.data.chainId}:${session.data.accountAddress}`;
      const email = verified?.account === account ? verified.email : undefined;
      sessions.set(key(session.data.chainId, session.data.accountAddress), { ...session, ...(email ? { email } : {}) });
    },
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    async getSessions(chainId, address) {
      const session = sessions.get(key(chainId, address));
      return session ? [session] : [];
    },
    getRequired: () => required,
    emailCapture: true,
    ...(withEmailCalls
      ? {
          async requestEmailOtp(parameters: { email: string; account: string }) {
            calls.otp.push(parameters);
            const failure = failures.otp.shift();
            if (failure) throw failure;
            pending = parameters;
          },
          async confirmEmailOtp({ code }: { code: string }) {
            calls.confirm.push(code);
            const failure = failures.confirm.shift();
            if (failure) throw failure;
            if (!pending) throw refusal('CODE_EXPIRED');
            if (code !== CODE) throw refusal('CODE_INVALID');
            verified = pending;
            pending = undefined;
          },
        }
      : {}),
  };
  return { config, sessions, calls, failures, key };
}

async function eventsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = $lastEvent.listen((event?: AppKitEvent) => event && seen.push(event.data.event));
  try {
    await action();
  } finally {
    stop();
  }
  return seen;
}

async function connectAndWaitForDataCapture(): Promise<void> {
  await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
  await waitUntil(() => {
    expect($route.get()?.view).to.equal('DataCapture');
    expect($modal.get().open).to.equal(true);
  });
}

describe('SiwxController with email capture (SPEC §4 DataCapture)', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('email → code → message → signature: the session holds the verified email', async () => {
    const backend = createEmailBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForDataCapture();
    const address = fixture.wallet!.address;
    // No message yet: its nonce would age while the visitor reads their mail.
    expect(backend.calls.createMessage).to.equal(0);
    expect($siwx.get().message).to.equal(undefined);
    expect($siwxEmail.get().email).to.equal('', 'an injected wallet has no email to prefill');
    const siwx = requestAppControllers().siwx!;

    await siwx.submitEmail({ email: EMAIL });
    expect(backend.calls.otp).to.deep.equal([{ email: EMAIL, account: `${chainA.caipNetworkId}:${address}` }]);
    expect($router.get().history.map((entry) => entry.view)).to.deep.equal(['DataCapture', 'DataCaptureOtpConfirm']);

    await siwx.submitEmailCode({ code: '000000' });
    expect($siwxEmail.get()).to.include({ email: EMAIL, status: 'idle', error: 'CODE_INVALID' });
    expect($route.get()?.view).to.equal('DataCaptureOtpConfirm');
    expect(backend.calls.createMessage).to.equal(0);

    await siwx.submitEmailCode({ code: CODE });
    expect($route.get()?.view).to.equal('SIWXSignMessage');
    expect($router.get().history).to.have.length(1, 'Back does not lead into the email step again');
    await waitUntil(() => expect($siwx.get().status).to.equal('ready'));
    expect($siwx.get().message?.accountAddress.toLowerCase()).to.equal(address.toLowerCase());
    expect($siwxEmail.get().error).to.equal(undefined);

    const events = await eventsDuring(() => siwx.sign());
    expect(events).to.include('SIWX_AUTH_SUCCESS');
    expect($modal.get().open).to.equal(false);
    expect(backend.sessions.get(backend.key(chainA.caipNetworkId, address))?.email).to.equal(EMAIL);
  });

  it('an account that has a session is asked for nothing, neither email nor signature', async () => {
    const backend = createEmailBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    const earlier = await backend.config.createMessage({
      accountAddress: fixture.wallet!.address,
      chainId: chainA.caipNetworkId,
    });
    backend.sessions.set(backend.key(chainA.caipNetworkId, fixture.wallet!.address), {
      data: earlier,
      message: earlier.serializedMessage,
      signature: '0x00',
    });
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect($route.get()?.view).not.to.be.oneOf(['DataCapture', 'DataCaptureOtpConfirm', 'SIWXSignMessage']);
    expect(backend.calls.otp).to.deep.equal([]);
  });

  it('while required, neither email view closes; cancel on DataCaptureOtpConfirm disconnects', async () => {
    const backend = createEmailBackend({ required: true });
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForDataCapture();
    const controllers = requestAppControllers();
    expect(controllers.modal.requestClose('escape')).to.equal(false);
    await controllers.siwx!.submitEmail({ email: EMAIL });
    expect($route.get()?.view).to.equal('DataCaptureOtpConfirm');
    expect(controllers.modal.requestClose('overlay')).to.equal(false);
    expect($modal.get().open).to.equal(true);

    const events = await eventsDuring(() => controllers.siwx!.cancel());
    expect(events[0]).to.equal('CLICK_CANCEL_SIWX');
    expect(fixture.appKit.getAddress()).to.equal(undefined);
    expect($modal.get().open).to.equal(false);
    expect(backend.sessions.size).to.equal(0);
  });

  it('cancel on DataCapture when not required closes and stays connected', async () => {
    fixture = await setupAppKit({ options: { siwx: createEmailBackend().config } });
    await connectAndWaitForDataCapture();
    expect(requestAppControllers().modal.requestClose('escape')).to.equal(true, 'not required: it may close');
    requestAppControllers().modal.open({ view: { view: 'DataCapture', params: undefined } });
    await requestAppControllers().siwx!.cancel();
    expect($modal.get().open).to.equal(false);
    expect(fixture.appKit.getAddress()?.toLowerCase()).to.equal(fixture.wallet!.address.toLowerCase());
  });

  it('a refused or failed mail stays on DataCapture with the reason; Continue again sends it', async () => {
    const backend = createEmailBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForDataCapture();
    const siwx = requestAppControllers().siwx!;
    backend.failures.otp.push(refusal('RATE_LIMITED'), new TypeError('Failed to fetch'));
    await siwx.submitEmail({ email: EMAIL });
    expect($siwxEmail.get()).to.deep.equal({ email: EMAIL, status: 'idle', error: 'RATE_LIMITED' });
    await siwx.submitEmail({ email: EMAIL });
    expect($siwxEmail.get().error).to.equal('SEND_FAILED');
    expect($route.get()?.view).to.equal('DataCapture');
    await siwx.submitEmail({ email: EMAIL });
    expect($siwxEmail.get().error).to.equal(undefined);
    expect($route.get()?.view).to.equal('DataCaptureOtpConfirm');
    expect(backend.calls.otp).to.have.length(3);
  });

  it('the verified email refused at sign-in (expired): back to DataCapture, the address kept', async () => {
    const backend = createEmailBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForDataCapture();
    const siwx = requestAppControllers().siwx!;
    await siwx.submitEmail({ email: EMAIL });
    await siwx.submitEmailCode({ code: CODE });
    await waitUntil(() => expect($siwx.get().status).to.equal('ready'));
    backend.failures.addSession.push(refusal('EMAIL_TOKEN_INVALID'));
    const events = await eventsDuring(() => siwx.sign());
    expect(events).to.include('SIWX_AUTH_ERROR');
    expect($route.get()?.view).to.equal('DataCapture');
    expect($siwxEmail.get()).to.include({ email: EMAIL, error: 'EMAIL_TOKEN_INVALID' });
    // sign() from a stale button does not sign without the email.
    await siwx.sign();
    expect(backend.sessions.size).to.equal(0);
  });

  it('a config with emailCapture but without the two email calls asks for the signature alone', async () => {
    const backend = createEmailBackend({ withEmailCalls: false });
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await waitUntil(() => expect($route.get()?.view).to.equal('SIWXSignMessage'));
  });
});

describe('SiwxController with email capture and the embedded wallet', () => {
  afterEach(() => embeddedWalletStore.set({ loading: false }));

  /** The controller over fake chains: EVM connected through `connectorId`, the active namespace. */
  function setup({ connectorId }: { connectorId: string }) {
    const opened: unknown[] = [];
    const emailStore = map<SiwxEmailState>({ ...INITIAL_SIWX_EMAIL_STATE });
    const account = { status: 'connected', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', connectorId };
    const chains = {
      namespaces: ['eip155'],
      activeNamespace: 'eip155',
      getAccount: () => account,
      getActiveNetwork: () => ({ caipNetworkId: 'eip155:1' }),
      findNetwork: (id: string) => (id === 'eip155:1' ? { caipNetworkId: id } : undefined),
    } as never as ChainController;
    const { config } = createEmailBackend();
    const controller = new SiwxController({
      store: map<SiwxState>({ ...INITIAL_SIWX_STATE }),
      emailStore,
      config,
      chains,
      modal: {
        open: (parameters: unknown) => void opened.push(parameters),
        addCloseGuard: () => () => undefined,
      } as never as ModalController,
      router: { push: () => undefined },
      signMessage: async () => '0x',
      disconnect: async () => undefined,
      switchNetwork: async () => undefined,
      track: () => undefined,
    });
    return { controller, emailStore, opened };
  }

  it('no in-frame sign-in message: the email step comes first', async () => {
    const { controller } = setup({ connectorId: 'ID_AUTH' });
    expect(await controller.createEmbeddedMessage({ chainId: 'eip155:1' })).to.equal(undefined);
  });

  it("DataCapture is prefilled with the embedded wallet's email, and only for that wallet", async () => {
    embeddedWalletStore.set({ loading: false, email: 'wallet@example.com' });
    for (const [connectorId, expected] of [
      ['ID_AUTH', 'wallet@example.com'],
      ['io.metamask', ''],
    ] as const) {
      const { controller, emailStore, opened } = setup({ connectorId });
      const stop = controller.start();
      await waitUntil(() => expect(opened.at(-1)).to.deep.equal({ view: { view: 'DataCapture', params: undefined } }));
      expect(emailStore.get().email, connectorId).to.equal(expected);
      stop();
    }
  });
});
