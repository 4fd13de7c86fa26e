import { expect } from '@open-wc/testing';
import { verifyMessage } from 'viem';
import { InternalSdkError } from '../../../src/core/errors/internal-errors.js';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import { $lastEvent, type AppKitEvent } from '../../../src/core/stores/events-store.js';
import { $modal } from '../../../src/core/stores/modal-store.js';
import { $route } from '../../../src/core/stores/router-store.js';
import { $siwx } from '../../../src/core/stores/siwx-store.js';
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../../../src/core/types/siwx.js';
import {
  OFFLINE_NETWORKS,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

const [chainA, chainB] = OFFLINE_NETWORKS;
const WALLET_ID = 'dev.openmodal.testwallet';

/**
 * A dapp's own sign-in backend as a dapp would write one against the public `SiwxConfig`: nonces it
 * issued, sessions by network and address, and signatures checked with viem before a session is kept.
 */
function createDappBackend({ required = false, signOutOnDisconnect = true } = {}) {
  const sessions = new Map<string, SiwxSession>();
  const issued = new Set<string>();
  const calls = { createMessage: 0, revoked: [] as string[] };
  const key = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`;
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      calls.createMessage += 1;
      const nonce = `nonce${calls.createMessage}abcdef`;
      issued.add(nonce);
      const data = {
        accountAddress,
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1' as const,
        nonce,
        statement: 'Sign in to <b>the test dapp</b>',
        issuedAt: new Date().toISOString(),
      };
      return { ...data, serializedMessage: formatSiwxMessage({ data }) };
    },
    async addSession(session) {
      if (!issued.delete(session.data.nonce)) throw new Error('unknown nonce');
      const valid = await verifyMessage({
        address: session.data.accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      });
      if (!valid) throw new Error('bad signature');
      sessions.set(key(session.data.chainId, session.data.accountAddress), session);
    },
    async revokeSession(chainId, address) {
      calls.revoked.push(key(chainId, address));
      sessions.delete(key(chainId, address));
    },
    async setSessions(list) {
      sessions.clear();
      for (const session of list) sessions.set(key(session.data.chainId, session.data.accountAddress), session);
    },
    async getSessions(chainId, address) {
      const session = sessions.get(key(chainId, address));
      return session ? [session] : [];
    },
    getRequired: () => required,
    signOutOnDisconnect,
  };
  return { config, sessions, calls, key };
}

/** Every tracked event while `action` ran, in order. */
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

async function connectAndWaitForSignIn(): Promise<void> {
  await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
  await waitUntil(() => {
    expect($siwx.get().status).to.equal('ready');
    expect($route.get()?.view).to.equal('SIWXSignMessage');
    expect($modal.get().open).to.equal(true);
  });
}

describe('SiwxController (SPEC §4 "Sign-in with wallet")', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('asks an account without a session to sign a message naming its address and network', async () => {
    const backend = createDappBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForSignIn();
    const { message } = $siwx.get();
    expect(message?.accountAddress.toLowerCase()).to.equal(fixture.wallet!.address.toLowerCase());
    expect(message?.chainId).to.equal(chainA.caipNetworkId);
    expect(message?.serializedMessage).to.contain(`${location.host} wants you to sign in with your Ethereum account:`);
    expect(requestAppControllers().siwx?.isCloseBlocked()).to.equal(false);
  });

  it('sign(): the wallet signs, the dapp keeps a verified session, the modal closes, SIWX_AUTH_SUCCESS', async () => {
    const backend = createDappBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForSignIn();
    const events = await eventsDuring(() => requestAppControllers().siwx!.sign());
    expect(backend.sessions.has(backend.key(chainA.caipNetworkId, fixture.wallet!.address))).to.equal(true);
    expect($modal.get().open).to.equal(false);
    expect($siwx.get()).to.deep.equal({ status: 'idle' });
    expect(events).to.include('SIWX_AUTH_SUCCESS');
    expect(events).not.to.include('SIWX_AUTH_ERROR');
  });

  it('an account with a session is not asked', async () => {
    const backend = createDappBackend();
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
    expect($siwx.get().status).to.equal('idle');
    expect($route.get()?.view).not.to.equal('SIWXSignMessage');
    expect(backend.calls.createMessage).to.equal(1); // only the one above
  });

  it('a disconnect revokes the session when signOutOnDisconnect, and not otherwise', async () => {
    for (const signOutOnDisconnect of [true, false]) {
      const backend = createDappBackend({ signOutOnDisconnect });
      fixture = await setupAppKit({ options: { siwx: backend.config } });
      await connectAndWaitForSignIn();
      await requestAppControllers().siwx!.sign();
      await requestAppControllers().connection.disconnect();
      await waitUntil(() => expect($siwx.get().status).to.equal('idle'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const key = backend.key(chainA.caipNetworkId, fixture.wallet!.address);
      expect(backend.calls.revoked).to.deep.equal(signOutOnDisconnect ? [key] : []);
      expect(backend.sessions.has(key)).to.equal(!signOutOnDisconnect);
      fixture.teardown();
    }
  });

  it('a refused signature: error text, SIWX_AUTH_ERROR, the view stays; Sign again signs a fresh message', async () => {
    const backend = createDappBackend();
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForSignIn();
    fixture.wallet!.setMode('reject');
    const events = await eventsDuring(() => requestAppControllers().siwx!.sign());
    expect($siwx.get().status).to.equal('error');
    expect($siwx.get().error).to.equal('Error signing message');
    expect($siwx.get().message).to.not.equal(undefined);
    expect(events).to.include('SIWX_AUTH_ERROR');
    expect($modal.get().open).to.equal(true);
    expect($route.get()?.view).to.equal('SIWXSignMessage');

    fixture.wallet!.setMode('approve');
    await requestAppControllers().siwx!.sign();
    expect(backend.calls.createMessage).to.equal(2);
    expect($siwx.get().status).to.equal('idle');
    expect(backend.sessions.size).to.equal(1);
  });

  it('cancel while required and without a session disconnects; the close guard holds until then', async () => {
    const backend = createDappBackend({ required: true });
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForSignIn();
    const controllers = requestAppControllers();
    expect(controllers.siwx?.isCloseBlocked()).to.equal(true);
    expect(controllers.modal.requestClose('escape')).to.equal(false);
    expect($modal.get().open).to.equal(true);

    const events = await eventsDuring(() => controllers.siwx!.cancel());
    expect(events[0]).to.equal('CLICK_CANCEL_SIWX');
    expect(fixture.appKit.getAddress()).to.equal(undefined);
    expect($modal.get().open).to.equal(false);
    expect(controllers.siwx?.isCloseBlocked()).to.equal(false);
  });

  it('cancel when not required closes and stays connected', async () => {
    fixture = await setupAppKit({ options: { siwx: createDappBackend().config } });
    await connectAndWaitForSignIn();
    const events = await eventsDuring(() => requestAppControllers().siwx!.cancel());
    expect(events).to.include('CLICK_CANCEL_SIWX');
    expect($modal.get().open).to.equal(false);
    expect(fixture.appKit.getAddress()?.toLowerCase()).to.equal(fixture.wallet!.address.toLowerCase());
  });

  it('switching network without a session asks again; cancel switches back to the signed-in network', async () => {
    const backend = createDappBackend({ required: true });
    fixture = await setupAppKit({ options: { siwx: backend.config } });
    await connectAndWaitForSignIn();
    await requestAppControllers().siwx!.sign();

    void fixture.appKit.switchNetwork(chainB);
    await waitUntil(() => {
      expect($siwx.get().message?.chainId).to.equal(chainB.caipNetworkId);
      expect($route.get()?.view).to.equal('SIWXSignMessage');
      expect($modal.get().open).to.equal(true);
    });
    expect(requestAppControllers().siwx?.isCloseBlocked()).to.equal(true);

    await requestAppControllers().siwx!.cancel();
    await waitUntil(() => expect(fixture!.appKit.getCaipNetwork()?.id).to.equal(chainA.id));
    expect(fixture.appKit.getAddress()).to.not.equal(undefined); // switched back, not disconnected
    await waitUntil(() => expect($siwx.get().status).to.equal('idle'));
    expect(requestAppControllers().siwx?.isCloseBlocked()).to.equal(false);
  });

  it('a wallet on a network the dapp did not request keeps the session; back on it, nothing is asked', async () => {
    const backend = createDappBackend();
    fixture = await setupAppKit({ walletChainIds: [31337, 31338, 5], options: { siwx: backend.config } });
    await connectAndWaitForSignIn();
    await requestAppControllers().siwx!.sign();
    const { provider } = fixture.wallet!;
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] });
    await waitUntil(() => expect(fixture!.appKit.getCaipNetwork()).to.equal(undefined));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    await waitUntil(() => expect(fixture!.appKit.getCaipNetwork()?.id).to.equal(chainA.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls.revoked).to.deep.equal([]);
    expect(backend.calls.createMessage).to.equal(1);
    expect($siwx.get().status).to.equal('idle');
  });

  it('the default config without apiUrl: "SIWX is not enabled" is logged and nothing is asked', async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...values: unknown[]) => logged.push(...values);
    try {
      fixture = await setupAppKit({ options: { siwx: { required: true } } });
      await waitUntil(() =>
        expect(logged.map((value) => (value as InternalSdkError).shortMessage)).to.include('SIWX is not enabled'),
      );
    } finally {
      console.error = original;
    }
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($siwx.get().status).to.equal('idle');
    expect(requestAppControllers().siwx?.isCloseBlocked()).to.equal(false);
  });

  it('without `siwx` nothing is asked and the app context has no siwx', async () => {
    fixture = await setupAppKit();
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestAppControllers().siwx).to.equal(undefined);
    expect($siwx.get().status).to.equal('idle');
  });
});
