import { expect, fixture, html } from '@open-wc/testing';
import type { AppControllers } from '../../src/core/app-context.js';
import { en } from '../../src/core/messages/en.js';
import { coreTranslationStore } from '../../src/core/messages/locale-store.js';
import { namesEn } from '../../src/core/messages/names-en.js';
import { $namesMessages } from '../../src/core/messages/names-messages.js';
import { siwxEmailCaptureEn } from '../../src/core/messages/siwx-email-capture-en.js';
import { $siwxEmailCaptureMessages } from '../../src/core/messages/siwx-email-capture-messages.js';
import { swapEn } from '../../src/core/messages/swap-en.js';
import { $swapMessages } from '../../src/core/messages/swap-messages.js';
import type { NamesController } from '../../src/core/controllers/names-controller.js';
import { DEFAULT_NAME_ZONE } from '../../src/core/protocol/names-api.js';
import type { ConvertQuote, ConvertToken } from '../../src/core/protocol/convert-api.js';
import { INITIAL_SIWX_EMAIL_STATE, siwxEmailStore } from '../../src/core/stores/siwx-email-store.js';
import { EMPTY_SWAP_STATE, swapStore, type SwapState } from '../../src/core/stores/swap-store.js';
import type { SiwxAccess } from '../../src/core/types/siwx.js';
import { provideAppControllers } from '../../src/views/app-context.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
} from '../helpers/setup-app-kit.js';
import { literalsIn, pseudoTable, usePseudoFeatureTable } from '../helpers/pseudo-texts.js';
import '../../src/views/swap-views.js';
import '../../src/views/w3m-data-capture-view.js';
import '../../src/views/w3m-data-capture-otp-confirm-view.js';

// Issue 20 part 3, "a view renders no literal", for the lazy features' views (no-literal-texts.test.ts
// does the modal's own): their stores and the core table are on pseudo tables, so any text left
// unmarked is a literal. Token symbols and names, amounts and emails are data.

const eth: ConvertToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
};
const dev: ConvertToken = {
  name: 'Dev Token',
  symbol: 'DEV',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  decimals: 18,
  logoUri: '',
};
const quote: ConvertQuote = {
  id: null,
  fromAmount: '100000000000000000',
  fromAccount: eth.address,
  toAmount: '199400000000000000000',
  toAccount: dev.address,
  toAmountMin: '197406000000000000000',
  priceImpact: 0.31,
  gas: '120000',
};
const ready: Partial<SwapState> = {
  chainId: 'eip155:31337',
  tokens: [eth, dev],
  tokensStatus: 'ready',
  sourceToken: eth,
  targetToken: dev,
  sourceAmount: '0.1',
  quotes: [quote],
  quoteStatus: 'ready',
  gasPrice: '1000000000',
};
const EMAIL = 'ada@example.com';
const DATA = [eth.name, eth.symbol, dev.name, dev.symbol, EMAIL, ...OFFLINE_NETWORKS.map((network) => network.name)];

describe('the features’ views show only texts of their tables (issue 20 part 3)', () => {
  const restores: Array<() => void> = [];

  beforeEach(() => {
    coreTranslationStore.set(pseudoTable(en));
    restores.push(
      usePseudoFeatureTable({ store: $swapMessages, en: swapEn }),
      usePseudoFeatureTable({ store: $namesMessages, en: namesEn }),
      usePseudoFeatureTable({ store: $siwxEmailCaptureMessages, en: siwxEmailCaptureEn }),
    );
  });

  afterEach(() => {
    coreTranslationStore.set(undefined);
    while (restores.length) restores.pop()!();
    swapStore.set(EMPTY_SWAP_STATE);
    siwxEmailStore.set({ ...INITIAL_SIWX_EMAIL_STATE });
  });

  it('the feature stores are on the pseudo table (the check has marks to see)', () => {
    expect($swapMessages.get().pay).to.equal(`⟦${swapEn.pay}⟧`);
    expect($namesMessages.get().registerError('ada.test')).to.match(/^⟦.*ada\.test.*⟧$/);
  });

  it('Swap, its token list and its preview', async () => {
    swapStore.set({ ...EMPTY_SWAP_STATE, ...ready });
    const form = await fixture(html`<w3m-swap-view></w3m-swap-view>`);
    expect(literalsIn({ root: form.shadowRoot!, data: DATA, view: 'Swap' })).to.deep.equal([]);
    swapStore.set({ ...EMPTY_SWAP_STATE, ...ready, quoteStatus: 'no-liquidity', quotes: [], noQuoteReason: 'NO_POOL' });
    await (form as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(literalsIn({ root: form.shadowRoot!, data: DATA, view: 'Swap (no pool)' })).to.deep.equal([]);
    const list = await fixture(html`<w3m-swap-select-token-view .target=${'target'}></w3m-swap-select-token-view>`);
    expect(literalsIn({ root: list.shadowRoot!, data: DATA, view: 'SwapSelectToken' })).to.deep.equal([]);
    swapStore.set({ ...EMPTY_SWAP_STATE, ...ready, previewError: $swapMessages.get().swapRejected });
    const preview = await fixture(html`<w3m-swap-preview-view></w3m-swap-preview-view>`);
    expect(literalsIn({ root: preview.shadowRoot!, data: DATA, view: 'SwapPreview' })).to.deep.equal([]);
  });

  it('the sign-in’s email capture and its code', async () => {
    const siwx = {
      isCloseBlocked: () => false,
      submitEmail: async () => undefined,
      submitEmailCode: async () => undefined,
      resendEmailCode: async () => undefined,
    } as unknown as SiwxAccess;
    const controllers = {
      options: { metadata: { name: 'Demo dapp', description: '', url: location.origin, icons: [] } },
      siwx,
      router: { goBack: () => undefined },
    } as unknown as AppControllers;
    const stop = provideAppControllers({ controllers });
    try {
      siwxEmailStore.set({ ...INITIAL_SIWX_EMAIL_STATE, email: EMAIL, error: 'SEND_FAILED' });
      const capture = await fixture(html`<w3m-data-capture-view></w3m-data-capture-view>`);
      expect(
        literalsIn({ root: capture.shadowRoot!, data: [...DATA, 'Demo dapp'], view: 'DataCapture' }),
      ).to.deep.equal([]);
      siwxEmailStore.set({ email: EMAIL, status: 'idle', error: 'CODE_INVALID' });
      const code = await fixture(html`<w3m-data-capture-otp-confirm-view></w3m-data-capture-otp-confirm-view>`);
      expect(literalsIn({ root: code.shadowRoot!, data: DATA, view: 'DataCaptureOtpConfirm' })).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('the help views and RegisterAccountName, in the modal', async () => {
    const app = await setupAppKit();
    try {
      const root = app.modal.shadowRoot!;
      const settle = async (testId: string) => {
        await waitUntil(() => expect(queryDeep(testId, root), testId).to.exist);
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await app.appKit.open({ view: 'WhatIsAWallet' });
      await settle('what-is-a-wallet-view');
      expect(literalsIn({ root, data: DATA, view: 'WhatIsAWallet' })).to.deep.equal([]);
      await app.appKit.open({ view: 'WhatIsANetwork' });
      await settle('what-is-a-network-view');
      expect(literalsIn({ root, data: DATA, view: 'WhatIsANetwork' })).to.deep.equal([]);
      // A stand-in name service: every label free (the names view's own tests drive the real one).
      app.controllers.names = {
        load: async () =>
          ({
            zone: DEFAULT_NAME_ZONE,
            getSuggestions: async ({ label }: { label: string }) => [
              { name: `${label}.${DEFAULT_NAME_ZONE}`, registered: false },
            ],
          }) as unknown as NamesController,
      };
      await requestAppControllers().connection.connect({ connectorId: 'dev.openmodal.testwallet' });
      await app.appKit.open({ view: 'Account' });
      await settle('account-view');
      app.controllers.router.push({ view: 'RegisterAccountName', params: undefined });
      await settle('register-name-view');
      expect(literalsIn({ root, data: [...DATA, DEFAULT_NAME_ZONE], view: 'RegisterAccountName' })).to.deep.equal([]);
    } finally {
      app.teardown();
    }
  });
});
