// The default sign-in config against the dev stack's real server (/siwx/v1/*): the modal's flow
// with the real EVM test wallet, the session token in storage, `me`, sign-out.
import { expect } from '@open-wc/testing';
import { SIWX_AUTH_TOKEN_STORAGE_KEY } from '../../../src/core/siwx/siwx-constants.js';
import { HttpError } from '../../../src/core/errors/internal-errors.js';
import { SIWX_ME_PATH } from '../../../src/core/protocol/siwx-api.js';
import { createServerSiwx } from '../../../src/core/siwx/create-server-siwx.js';
import { $modal } from '../../../src/core/stores/modal-store.js';
import { $siwx } from '../../../src/core/stores/siwx-store.js';
import { DEV_PROJECT, devApi, devServerUrl } from '../../helpers/dev-server.js';
import {
  OFFLINE_NETWORKS,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

const [chainA] = OFFLINE_NETWORKS;
const WALLET_ID = 'dev.openmodal.testwallet';
const STATEMENT = 'Sign in to the chain suite';

async function readMe(token: string) {
  return devApi().get<{ address: string; chainId: string; message: string; data: { statement?: string } }>({
    path: SIWX_ME_PATH,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function signInThroughTheModal(): Promise<AppKitFixture> {
  const fixture = await setupAppKit({
    options: { apiUrl: devServerUrl(), projectId: DEV_PROJECT, siwx: { required: true, statement: STATEMENT } },
  });
  await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
  await waitUntil(() => expect($siwx.get().status).to.equal('ready'), { timeoutMs: 5000 });
  await requestAppControllers().siwx!.sign();
  expect($siwx.get()).to.deep.equal({ status: 'idle' });
  return fixture;
}

describe('createServerSiwx: the default sign-in config (dev server)', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('the modal signs in: the server holds the session for the address and network, the token is stored', async () => {
    fixture = await signInThroughTheModal();
    expect($modal.get().open).to.equal(false);
    const token = localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY);
    expect(token).to.be.a('string');
    const me = await readMe(token!);
    expect(me.address.toLowerCase()).to.equal(fixture.wallet!.address.toLowerCase());
    expect(me.chainId).to.equal(chainA.caipNetworkId);
    expect(me.data.statement).to.equal(STATEMENT);
    expect(me.message).to.contain(`${location.host} wants you to sign in with your Ethereum account:`);
  });

  it('a new config (a reload) finds the session by network and address, EVM case-insensitively', async () => {
    fixture = await signInThroughTheModal();
    const address = fixture.wallet!.address;
    const reloaded = createServerSiwx({ apiUrl: devServerUrl(), projectId: DEV_PROJECT });
    expect(await reloaded.getSessions(chainA.caipNetworkId, address.toLowerCase())).to.have.length(1);
    expect(await reloaded.getSessions('eip155:31338', address)).to.deep.equal([]);
    expect(
      await reloaded.getSessions(chainA.caipNetworkId, '0x0000000000000000000000000000000000000001'),
    ).to.deep.equal([]);
  });

  it('revokeSession and setSessions([]) sign out: the token is forgotten and the server ends the session', async () => {
    fixture = await signInThroughTheModal();
    const token = localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)!;
    const siwx = createServerSiwx({ apiUrl: devServerUrl(), projectId: DEV_PROJECT });
    await siwx.revokeSession(chainA.caipNetworkId, fixture.wallet!.address);
    expect(localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)).to.equal(null);
    const refused = await readMe(token).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(HttpError);
    expect((refused as HttpError).status).to.equal(401);
    expect(await siwx.getSessions(chainA.caipNetworkId, fixture.wallet!.address)).to.deep.equal([]);

    fixture.teardown();
    fixture = await signInThroughTheModal();
    const second = localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)!;
    await siwx.setSessions([]);
    expect(localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)).to.equal(null);
    expect(((await readMe(second).catch((error: unknown) => error)) as HttpError).status).to.equal(401);
  });

  it('the server refuses a session whose nonce it did not issue to this config: addSession rejects', async () => {
    const siwx = createServerSiwx({ apiUrl: devServerUrl(), projectId: DEV_PROJECT });
    const message = await siwx.createMessage({
      accountAddress: '0x0000000000000000000000000000000000000001',
      chainId: chainA.caipNetworkId,
    });
    const { serializedMessage, ...data } = message;
    const other = createServerSiwx({ apiUrl: devServerUrl(), projectId: DEV_PROJECT });
    const refused = await other
      .addSession({ data, message: serializedMessage, signature: '0x00' })
      .catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(HttpError);
    expect(localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)).to.equal(null);
  });

  it('disconnecting ends the session (signOutOnDisconnect)', async () => {
    fixture = await signInThroughTheModal();
    const token = localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)!;
    await requestAppControllers().connection.disconnect();
    await waitUntil(() => expect(localStorage.getItem(SIWX_AUTH_TOKEN_STORAGE_KEY)).to.equal(null));
    await waitUntil(async () =>
      expect(((await readMe(token).catch((error: unknown) => error)) as HttpError).status).to.equal(401),
    );
  });
});
