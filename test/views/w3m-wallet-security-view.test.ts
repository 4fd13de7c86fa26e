import { expect } from '@open-wc/testing';
import { createAuthConnectors } from '../../src/connectors/auth/create-auth-connectors.js';
import { EmbeddedWalletController } from '../../src/core/controllers/embedded-wallet-controller.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { embeddedWalletStore } from '../../src/core/stores/embedded-wallet-store.js';
import { embeddedWalletSecurityStore } from '../../src/core/stores/embedded-wallet-security-store.js';
import type { EmbeddedWalletDevice } from '../../src/core/types/auth-client.js';
import { FAKE_CODES, createFakeFrameChannel, type FakeFrameChannel } from '../helpers/fake-frame-channel.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

// A device name and site are data from the server: shown as text, never as markup (T20).
const HOSTILE = '<img src=x onerror="window.pwned=1">';
const device = (id: string, overrides: Partial<EmbeddedWalletDevice>): EmbeddedWalletDevice => ({
  id,
  name: 'Chrome on Linux',
  site: 'http://127.0.0.1:5173',
  createdAt: '2026-11-25T10:00:00.000Z',
  lastSeenAt: '2026-11-25T11:00:00.000Z',
  current: false,
  status: 'verified',
  releaseAt: null,
  ...overrides,
});

/** The real app signed in to the embedded wallet over the FAKE frame channel, Account open. */
async function openAccount(
  devices: EmbeddedWalletDevice[],
): Promise<{ fixture: AppKitFixture; channel: FakeFrameChannel; root: ShadowRoot }> {
  const fixture = await setupAppKit({ wallet: false });
  const app = requestAppControllers();
  const channel = createFakeFrameChannel({ email: null, devices });
  app.connectors.add(createAuthConnectors({ client: channel, initialChainIds: { eip155: 'eip155:31337' } }).eip155);
  const controller = new EmbeddedWalletController({
    store: embeddedWalletStore,
    loadClient: async () => channel,
    router: app.router,
    modal: app.modal,
    connection: app.connection,
    events: app.events,
    storage: createStorage(),
    connectorIds: () => [{ namespace: 'eip155', connectorId: 'ID_AUTH' }],
    toast: app.toast,
  });
  app.embeddedWallet = controller;
  await controller.connectEmail({ email: 'ada@example.test' });
  await controller.submitOtp({ otp: FAKE_CODES.login });
  await fixture.appKit.open({ view: 'Account' });
  const root = fixture.modal.shadowRoot!;
  await waitUntil(() => expect(queryDeep('account-security', root)).to.exist);
  return { fixture, channel, root };
}

describe('<w3m-account-security> and <w3m-wallet-security-view>', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
    embeddedWalletSecurityStore.set({ loading: false });
  });

  it("alerts about another device waiting for approval, by its name as text, and 'This wasn't me' removes it", async () => {
    const opened = await openAccount([
      device('this-device-1', { current: true }),
      device('pending-device', { name: HOSTILE, status: 'pending', releaseAt: '2026-11-28T10:00:00.000Z' }),
    ]);
    fixture = opened.fixture;
    await waitUntil(() => expect(queryDeep('account-pending-device', opened.root)).to.exist);
    const alert = queryDeep('account-pending-device', opened.root)!;
    expect(alert.textContent).to.contain(HOSTILE);
    expect(alert.querySelector('img')).to.equal(null);
    queryDeep<HTMLElement>('account-pending-not-me', opened.root)!.click();
    await waitUntil(() => expect(queryDeep('account-pending-device', opened.root)).to.equal(undefined));
    expect(opened.channel.requests).to.include('REVOKE_DEVICE');
    expect(opened.channel.devices.map(({ id }) => id)).to.deep.equal(['this-device-1']);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('lists every device with first and last use, marks this one, and signs out everywhere', async () => {
    const opened = await openAccount([
      device('this-device-1', { current: true }),
      device('laptop-device', { name: 'Firefox on macOS', site: HOSTILE }),
    ]);
    fixture = opened.fixture;
    queryDeep<HTMLElement>('account-security', opened.root)!.click();
    await waitUntil(() => expect(queryDeep('security-devices', opened.root)).to.exist);
    const rows = [...queryDeep('security-devices', opened.root)!.querySelectorAll('[data-testid="security-device"]')];
    expect(rows).to.have.length(2);
    expect(rows[0]!.textContent).to.contain('This device');
    expect(rows[1]!.textContent).to.contain(HOSTILE);
    expect(rows[1]!.querySelector('img')).to.equal(null);
    expect(rows[1]!.textContent)
      .to.match(/First used .+2026/)
      .and.to.match(/Last used/);
    expect(queryDeep('security-recovery-method', opened.root)!.textContent).to.contain('custodial');
    queryDeep<HTMLElement>('security-sign-out-everywhere', opened.root)!.click();
    await waitUntil(() => expect(opened.fixture.appKit.getAddress()).to.equal(undefined));
    expect(opened.channel.requests).to.include('SIGN_OUT_EVERYWHERE');
  });
});
