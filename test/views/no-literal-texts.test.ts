import { expect } from '@open-wc/testing';
import { en } from '../../src/core/messages/en.js';
import { coreTranslationStore } from '../../src/core/messages/locale-store.js';
import { $connectors } from '../../src/core/stores/connectors-store.js';
import { embeddedWalletSecurityEn } from '../../src/core/messages/embedded-wallet-security-en.js';
import { namesEn } from '../../src/core/messages/names-en.js';
import { siwxEmailCaptureEn } from '../../src/core/messages/siwx-email-capture-en.js';
import { smartAccountEn } from '../../src/core/messages/smart-account-en.js';
import { swapEn } from '../../src/core/messages/swap-en.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';
import { OPEN, literalLeft, literalsIn, pseudoTable } from '../helpers/pseudo-texts.js';

// Issue 20 part 3: "a view renders no literal". The modal runs on a pseudo table that wraps every
// text in ⟦…⟧; every text node and every aria-label, title, placeholder and alt in the modal's
// shadow roots must then be marked text, or data (network and wallet names, addresses, amounts).
// The features' own views run on pseudo tables too: no-literal-feature-texts.test.ts and
// no-literal-embedded-wallet-texts.test.ts.

/**
 * The feature tables' texts (names, swap, …) count as table texts: their stores follow the locale
 * and show English here. A literal is a text in no table at all.
 */
function tableStrings(table: object): string[] {
  return Object.values(table).flatMap((value) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? tableStrings(value as object) : [],
  );
}
const FEATURE_TEXTS = [embeddedWalletSecurityEn, namesEn, siwxEmailCaptureEn, smartAccountEn, swapEn].flatMap((table) =>
  tableStrings(table),
);

function expectNoLiteral(fixture: AppKitFixture, data: readonly string[], view: string) {
  expect(literalsIn({ root: fixture.modal.shadowRoot!, data, view })).to.deep.equal([]);
}

describe('the modal’s views show only texts of the table (issue 20 part 3)', () => {
  let fixture: AppKitFixture;
  let data: string[];

  beforeEach(async () => {
    fixture = await setupAppKit();
    coreTranslationStore.set(pseudoTable(en));
    const names = [
      ...OFFLINE_NETWORKS.map((network) => network.name),
      ...$connectors.get().map((connector) => connector.name),
    ];
    // Names and their initials (a network's placeholder icon) are data, not texts of the table.
    const initials = names.map((name) =>
      name
        .split(/\s+/)
        .map((word) => word[0])
        .join('')
        .toUpperCase(),
    );
    data = ['ETH', ...FEATURE_TEXTS, ...names, ...initials];
  });

  afterEach(() => {
    coreTranslationStore.set(undefined);
    fixture.teardown();
  });

  const settle = async (testId: string) => {
    await waitUntil(() => expect(queryDeep(testId, fixture.modal.shadowRoot!)).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('Connect, All Wallets and Networks', async () => {
    await fixture.appKit.open();
    await settle('w3m-modal-card');
    expect(
      fixture.modal.shadowRoot!.getElementById('w3m-modal-title')!.textContent,
      'the pseudo table is in use',
    ).to.contain(OPEN);
    expectNoLiteral(fixture, data, 'Connect');
    await fixture.appKit.open({ view: 'AllWallets' });
    await settle('w3m-modal-card');
    expectNoLiteral(fixture, data, 'AllWallets');
    await fixture.appKit.open({ view: 'Networks' });
    await settle('networks-view');
    expectNoLiteral(fixture, data, 'Networks');
  });

  it('Account, with a connected wallet', async () => {
    await requestAppControllers().connection.connect({ connectorId: 'dev.openmodal.testwallet' });
    await fixture.appKit.open({ view: 'Account' });
    await settle('account-view');
    expectNoLiteral(fixture, data, 'Account');
    for (const [view, testId] of [
      ['WalletReceive', 'receive-view'],
      ['WalletSend', 'send-view'],
      ['WalletSendSelectToken', 'send-select-token-view'],
    ] as const) {
      requestAppControllers().router.push({ view, params: undefined });
      await settle(testId);
      expectNoLiteral(fixture, data, view);
    }
  });

  it('the alert bar: a SPEC §8 alert in the table’s words, not the error’s English', async () => {
    await fixture.appKit.open();
    await settle('w3m-modal-card');
    requestAppControllers().alert.open({ code: 'APKT004', variant: 'error' });
    await waitUntil(() => expect(queryDeep('alertbar', fixture.modal.shadowRoot!)).to.exist);
    expect(queryDeep('alertbar', fixture.modal.shadowRoot!)!.textContent).to.contain(`${OPEN}Wallet Request Timeout`);
    expectNoLiteral(fixture, data, 'Connect with an alert');
  });

  it('sees a literal when there is one (the check itself)', () => {
    expect(literalLeft({ text: '⟦Connect Wallet⟧ now', data: [] })).to.equal('now');
    expect(literalLeft({ text: '⟦Send to 0xabc…123⟧ Localchain A 1.234 ETH', data: ['Localchain A', 'ETH'] })).to.equal(
      '',
    );
  });
});
