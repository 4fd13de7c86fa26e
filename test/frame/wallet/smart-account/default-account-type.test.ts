import { expect } from '@open-wc/testing';
import { getAddress, pad } from 'viem';
import { authHandlers } from '../../../../frame/src/handlers/auth-handlers.js';
import { networkHandlers } from '../../../../frame/src/handlers/network-handlers.js';
import { createTestFrameContext, type TestFrameContext } from '../../helpers/create-test-frame-context.js';

// The default EVM account kind (issue 17, SPEC §9): a visitor who never chose gets the smart
// account where the network has one, unless their wallet predates smart accounts (the server's
// defaultAccountType 'eoa') or the dapp's default says EOA; the visitor's choice always wins.
// The server and the factory are stubbed: the chain side is smart-account-handlers.chain.test.ts.
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';
const FACTORY = getAddress('0x00000000000000000000000000000000000fac70');
const SMART = getAddress('0x00000000000000000000000000000000005a5a01');
const LOCAL = 'eip155:31337';

let frame: TestFrameContext | undefined;
let restoreFetch: (() => void) | undefined;
afterEach(() => {
  frame?.remove();
  frame = undefined;
  restoreFetch?.();
  restoreFetch = undefined;
});

/** The frame's server: smart accounts on the local chain only, the factory's address, no code yet. */
function stubServer(): void {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/v1/bundler/networks')
      return json({ networks: [{ chainId: LOCAL, entryPoint: ENTRY_POINT, accountFactory: FACTORY }] });
    const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string };
    const result = method === 'eth_call' ? pad(SMART) : method === 'eth_getCode' ? '0x' : null;
    return json({ jsonrpc: '2.0', id, result });
  };
  restoreFetch = () => (window.fetch = original);
}

async function signedIn({
  eip155 = LOCAL,
  defaultAccountType,
}: { eip155?: string; defaultAccountType?: 'eoa' | 'smartAccount' } = {}): Promise<TestFrameContext> {
  frame = await createTestFrameContext({
    networks: { eip155 },
    serverOrigin: 'https://frame-server.example',
    ...(defaultAccountType ? { defaultAccountType } : {}),
  });
  const user = { id: 'user-1', email: 'ada@example.com' };
  Object.defineProperty(frame.context, 'session', { value: { user, start: async () => undefined } });
  stubServer();
  return frame;
}

describe('the EVM account a GET_USER without the visitor’s choice makes active', () => {
  it('a new wallet on a network with smart accounts: the smart account, with the EOA listed too', async () => {
    const context = await signedIn();
    const user = await authHandlers.GET_USER(context.context, { chainId: LOCAL });
    expect(user).to.deep.include({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(user.accounts).to.deep.equal([
      { address: context.addresses.evmAddress, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ]);
    expect(context.context.accountType).to.equal('smartAccount');
  });

  it('the dapp’s default EOA: the EOA, the smart account still listed to switch to', async () => {
    const context = await signedIn();
    const user = await authHandlers.GET_USER(context.context, { defaultAccountType: 'eoa' });
    expect(user).to.deep.include({ address: context.addresses.evmAddress, preferredAccountType: 'eoa' });
    expect(user.accounts?.map(({ type }) => type)).to.deep.equal(['eoa', 'smartAccount']);
  });

  it('a wallet older than smart accounts keeps its EOA, whatever the dapp’s default', async () => {
    const context = await signedIn({ defaultAccountType: 'eoa' });
    const user = await authHandlers.GET_USER(context.context, { defaultAccountType: 'smartAccount' });
    expect(user).to.deep.include({ address: context.addresses.evmAddress, preferredAccountType: 'eoa' });
    expect(context.context.accountType).to.equal('eoa');
  });

  it('a wallet whose server does not say: the dapp’s default, else the smart account', async () => {
    const context = await signedIn();
    Object.defineProperty(context.context.vault, 'defaultAccountType', { value: undefined });
    expect((await authHandlers.GET_USER(context.context, {})).address).to.equal(SMART);
  });

  it('on a network without smart accounts the EOA acts, and the default comes back with the network', async () => {
    const context = await signedIn({ eip155: 'eip155:1' });
    const user = await authHandlers.GET_USER(context.context, {});
    expect(user).to.deep.include({ address: context.addresses.evmAddress, preferredAccountType: 'eoa' });
    expect(user.accounts).to.deep.equal([{ address: context.addresses.evmAddress, type: 'eoa' }]);
    expect((await authHandlers.GET_USER(context.context, { chainId: LOCAL })).address).to.equal(SMART);
  });
});

describe('the visitor’s own choice wins over the default', () => {
  it('passed by the page: the smart account of an old wallet, the EOA of a new one', async () => {
    const old = await signedIn({ defaultAccountType: 'eoa' });
    expect((await authHandlers.GET_USER(old.context, { preferredAccountType: 'smartAccount' })).address).to.equal(
      SMART,
    );
    old.remove();
    const fresh = await signedIn();
    const user = await authHandlers.GET_USER(fresh.context, {
      preferredAccountType: 'eoa',
      defaultAccountType: 'smartAccount',
    });
    expect(user).to.deep.include({ address: fresh.addresses.evmAddress, preferredAccountType: 'eoa' });
  });

  it('made in this frame session (SET_PREFERRED_ACCOUNT): a later GET_USER without a choice keeps it', async () => {
    const context = await signedIn();
    expect((await authHandlers.GET_USER(context.context, {})).address).to.equal(SMART);
    await networkHandlers.SET_PREFERRED_ACCOUNT(context.context, { type: 'eoa' });
    const user = await authHandlers.GET_USER(context.context, {});
    expect(user).to.deep.include({ address: context.addresses.evmAddress, preferredAccountType: 'eoa' });
  });
});

describe('CONNECT_SOCIAL takes the same default', () => {
  async function connectSocial(context: TestFrameContext, payload: { defaultAccountType?: 'eoa' | 'smartAccount' }) {
    const connected = { action: 'CONNECT', user: { id: 'user-1', email: null }, session: {}, isNewUser: true };
    Object.defineProperty(context.context, 'social', {
      value: { waitForResult: async () => ({ attemptId: 'a', attemptSecret: 's', callbackToken: 't' }) },
    });
    Object.assign(context.context.vault, { ensureDevice: async () => ({ deviceId: 'device-1' }) });
    Object.assign(context.context.api, { completeOauth: async () => connected });
    return authHandlers.CONNECT_SOCIAL(context.context, { uri: 'https://frame-server.example/callback', ...payload });
  }

  it('a new wallet gets its smart account; the dapp’s default EOA keeps the EOA', async () => {
    const context = await signedIn();
    expect(await connectSocial(context, {})).to.deep.include({ address: SMART, preferredAccountType: 'smartAccount' });
    context.remove();
    const eoa = await signedIn();
    expect(await connectSocial(eoa, { defaultAccountType: 'eoa' })).to.deep.include({
      address: eoa.addresses.evmAddress,
      preferredAccountType: 'eoa',
    });
  });
});
