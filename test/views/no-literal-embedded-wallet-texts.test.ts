import { expect } from '@open-wc/testing';
import { createAuthConnectors } from '../../src/connectors/auth/create-auth-connectors.js';
import { EmbeddedWalletController } from '../../src/core/controllers/embedded-wallet-controller.js';
import { SmartAccountController } from '../../src/core/controllers/smart-account-controller.js';
import { en } from '../../src/core/messages/en.js';
import { embeddedWalletSecurityEn } from '../../src/core/messages/embedded-wallet-security-en.js';
import { $embeddedWalletSecurityMessages } from '../../src/core/messages/embedded-wallet-security-messages.js';
import { coreTranslationStore } from '../../src/core/messages/locale-store.js';
import { smartAccountEn } from '../../src/core/messages/smart-account-en.js';
import { $smartAccountMessages } from '../../src/core/messages/smart-account-messages.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { embeddedWalletSecurityStore } from '../../src/core/stores/embedded-wallet-security-store.js';
import { embeddedWalletStore } from '../../src/core/stores/embedded-wallet-store.js';
import type { EmbeddedWalletDevice } from '../../src/core/types/auth-client.js';
import { FAKE_CODES } from '../helpers/fake-frame-channel.js';
import { createFakeSmartAccountFrame } from '../helpers/fake-smart-account-frame.js';
import { literalsIn, pseudoTable, usePseudoFeatureTable } from '../helpers/pseudo-texts.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

// Issue 20 part 3, "a view renders no literal", for the embedded wallet's feature texts: the Account
// view's smart-account row and security row, and the Security view, with their stores and the core
// table on pseudo tables. Device names and sites, the email and dates (Intl, in the language) are data.

const EMAIL = 'ada@example.test';
const DEVICE_NAME = 'Chrome on Linux';
const SITE = 'http://127.0.0.1:5173';
const device = (id: string, overrides: Partial<EmbeddedWalletDevice>): EmbeddedWalletDevice => ({
  id,
  name: DEVICE_NAME,
  site: SITE,
  createdAt: '2026-11-25T10:00:00.000Z',
  lastSeenAt: '2026-11-25T11:00:00.000Z',
  current: false,
  status: 'verified',
  releaseAt: null,
  ...overrides,
});
/** Dates as the views format them (Intl): data, whatever the words of the month. */
const DATES = ['2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z', '2026-11-28T10:00:00.000Z'].flatMap((iso) => {
  const date = new Date(iso);
  return [
    date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    date.toLocaleDateString('en-US', { dateStyle: 'medium' } as Intl.DateTimeFormatOptions),
  ];
});
const DATA = [EMAIL, DEVICE_NAME, SITE, 'ETH', ...DATES, ...OFFLINE_NETWORKS.map((network) => network.name)];

describe('the embedded wallet’s feature views show only texts of their tables (issue 20 part 3)', () => {
  const restores: Array<() => void> = [];
  let fixture: AppKitFixture | undefined;

  beforeEach(() => {
    coreTranslationStore.set(pseudoTable(en));
    restores.push(
      usePseudoFeatureTable({ store: $smartAccountMessages, en: smartAccountEn }),
      usePseudoFeatureTable({ store: $embeddedWalletSecurityMessages, en: embeddedWalletSecurityEn }),
    );
  });

  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
    coreTranslationStore.set(undefined);
    while (restores.length) restores.pop()!();
    embeddedWalletSecurityStore.set({ loading: false });
  });

  it('Account (smart account and security rows, a device waiting) and the Security view', async () => {
    fixture = await setupAppKit({ wallet: false });
    const app = requestAppControllers();
    const devices = [
      device('this-device-1', { current: true }),
      device('pending-device', { status: 'pending', releaseAt: '2026-11-28T10:00:00.000Z' }),
    ];
    const frame = createFakeSmartAccountFrame({ email: EMAIL, enabled: [31337], devices });
    const storage = createStorage({ backend: null });
    const auth = createAuthConnectors({ client: frame, initialChainIds: { eip155: 'eip155:31337' } });
    app.connectors.add(auth.eip155);
    const smartAccount = new SmartAccountController({
      chains: app.chains,
      storage,
      load: async () => auth.smartAccount,
    });
    const stopWatching = smartAccount.watch(auth.smartAccount);
    app.smartAccount = smartAccount;
    const controller = new EmbeddedWalletController({
      store: embeddedWalletStore,
      loadClient: async () => frame,
      router: app.router,
      modal: app.modal,
      connection: app.connection,
      events: app.events,
      storage,
      connectorIds: () => [{ namespace: 'eip155', connectorId: 'ID_AUTH' }],
      toast: app.toast,
    });
    app.embeddedWallet = controller;
    try {
      await controller.connectEmail({ email: EMAIL });
      await controller.submitOtp({ otp: FAKE_CODES.login });
      await fixture.appKit.open({ view: 'Account' });
      const root = fixture.modal.shadowRoot!;
      await waitUntil(() => expect(queryDeep('account-type-row', root)).to.exist);
      await waitUntil(() => expect(queryDeep('account-security', root)).to.exist);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(queryDeep('account-type-switch', root)!.textContent).to.contain('⟦');
      expect(literalsIn({ root, data: DATA, view: 'Account' })).to.deep.equal([]);
      queryDeep<HTMLElement>('account-security', root)!.click();
      await waitUntil(() => expect(queryDeep('security-devices', root)).to.exist);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(literalsIn({ root, data: DATA, view: 'WalletSecurity' })).to.deep.equal([]);
    } finally {
      stopWatching();
    }
  });
});
