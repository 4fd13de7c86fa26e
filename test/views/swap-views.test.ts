import { expect, fixture, html } from '@open-wc/testing';
import type { ConvertQuote, ConvertToken } from '../../src/core/protocol/convert-api.js';
import { swapEn } from '../../src/core/messages/swap-en.js';
import { EMPTY_SWAP_STATE, swapStore, type SwapState } from '../../src/core/stores/swap-store.js';
import '../../src/views/swap-views.js';

// The swap views render the swap store; without an app they only render (no controller writes it),
// so each state can be set here and read back from the screen.
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
const usdl: ConvertToken = {
  name: 'USD Local',
  symbol: 'USDL',
  address: 'eip155:31337:0x0000000000000000000000000000000000000002',
  decimals: 6,
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
  tokens: [eth, dev, usdl],
  tokensStatus: 'ready',
  sourceToken: eth,
  targetToken: dev,
  sourceAmount: '0.1',
  quotes: [quote],
  quoteStatus: 'ready',
  gasPrice: '1000000000',
};

const byId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function swapView(state: Partial<SwapState>) {
  swapStore.set({ ...EMPTY_SWAP_STATE, ...state });
  const element = await fixture(html`<w3m-swap-view></w3m-swap-view>`);
  return element.shadowRoot!;
}

describe('<w3m-swap-view>', () => {
  afterEach(() => swapStore.set(EMPTY_SWAP_STATE));

  it('shows SPEC §8 text on a network the server does not swap on', async () => {
    const root = await swapView({ tokensStatus: 'unsupported' });
    expect(byId(root, 'swap-error')!.textContent).to.equal('Network not supported for Gas Price or Swaps');
    expect(byId(root, 'swap-amount-from')).to.equal(null);
  });

  it('shows the quote: receive amount, price, impact, fee and minimum received, then Review', async () => {
    const root = await swapView(ready);
    expect((byId(root, 'swap-amount-to') as HTMLInputElement).value).to.equal('199.4');
    expect(byId(root, 'swap-price')!.textContent).to.equal('1 ETH = 1994 DEV');
    expect(byId(root, 'swap-price-impact')!.textContent).to.equal('0.31%');
    expect(byId(root, 'swap-price-impact')!.dataset.high).to.equal('false');
    expect(byId(root, 'swap-network-fee')!.textContent).to.equal('0.00012 ETH');
    expect(byId(root, 'swap-min-received')!.textContent).to.equal('197.406 DEV');
    expect(byId(root, 'swap-token-from')!.textContent).to.equal('ETH');
    expect(byId(root, 'swap-token-to')!.textContent).to.equal('DEV');
    expect((byId(root, 'swap-review') as HTMLButtonElement & { disabled: boolean }).disabled).to.equal(false);
    expect(byId(root, 'swap-error')).to.equal(null);
  });

  it('warns above 5 % price impact', async () => {
    const root = await swapView({ ...ready, quotes: [{ ...quote, priceImpact: 7.5 }] });
    expect(byId(root, 'swap-price-impact')!.dataset.high).to.equal('true');
    expect(byId(root, 'swap-impact-warning')!.textContent).to.equal(swapEn.priceImpactWarning);
  });

  it('has its own text for no liquidity, an invalid amount and a failed request, and no Review', async () => {
    const cases: Array<[Partial<SwapState>, string]> = [
      [
        { ...ready, quotes: [], quoteStatus: 'no-liquidity', noQuoteReason: 'INSUFFICIENT_LIQUIDITY' },
        swapEn.noLiquidity,
      ],
      [{ ...ready, quotes: [], quoteStatus: 'no-liquidity', noQuoteReason: 'NO_POOL' }, swapEn.noPool],
      [{ ...ready, sourceAmount: '1.2.3', quotes: [], quoteStatus: 'idle' }, swapEn.invalidAmount],
      [{ ...ready, quoteStatus: 'error', error: swapEn.requestTimeout, quoteStale: true }, swapEn.requestTimeout],
    ];
    for (const [state, text] of cases) {
      const root = await swapView(state);
      expect(byId(root, 'swap-error')!.textContent, text).to.equal(text);
      expect((byId(root, 'swap-review') as HTMLElement & { disabled: boolean }).disabled, text).to.equal(true);
    }
  });

  it('never shows a stale quote as current: marked, Review disabled, Refresh offered', async () => {
    const root = await swapView({ ...ready, quoteStale: true });
    expect(byId(root, 'swap-details')!.classList.contains('stale')).to.equal(true);
    expect(byId(root, 'swap-error')!.textContent).to.equal(swapEn.quoteStale);
    expect((byId(root, 'swap-review') as HTMLElement & { disabled: boolean }).disabled).to.equal(true);
    expect(byId(root, 'swap-refresh')).to.exist;
  });
});

describe('<w3m-swap-select-token-view>', () => {
  afterEach(() => swapStore.set(EMPTY_SWAP_STATE));

  it('lists the tokens as buttons, searchable by symbol, name or address, arrows moving between them', async () => {
    swapStore.set({ ...EMPTY_SWAP_STATE, ...ready });
    const element = await fixture(html`<w3m-swap-select-token-view .target=${'target'}></w3m-swap-select-token-view>`);
    const root = element.shadowRoot!;
    const symbols = () =>
      [...root.querySelectorAll<HTMLElement>('[data-testid="swap-token-option"]')].map(
        (option) => option.dataset.symbol,
      );
    expect(symbols()).to.deep.equal(['ETH', 'DEV', 'USDL']);
    const search = byId(root, 'swap-token-search') as HTMLInputElement;
    search.value = 'local';
    search.dispatchEvent(new Event('input'));
    await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(symbols()).to.deep.equal(['USDL']);
    search.value = '0x5fbdb2315678';
    search.dispatchEvent(new Event('input'));
    await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(symbols()).to.deep.equal(['DEV']);
    search.value = '';
    search.dispatchEvent(new Event('input'));
    await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const options = root.querySelectorAll<HTMLButtonElement>('[data-testid="swap-token-option"]');
    expect(options[0]!.tagName).to.equal('BUTTON');
    options[0]!.focus();
    options[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    expect(root.activeElement).to.equal(options[1]);
  });
});

describe('<w3m-swap-preview-view>', () => {
  afterEach(() => swapStore.set(EMPTY_SWAP_STATE));

  it('shows what is paid and received and the error of a failed swap, the form kept', async () => {
    swapStore.set({ ...EMPTY_SWAP_STATE, ...ready, previewError: swapEn.swapRejected });
    const element = await fixture(html`<w3m-swap-preview-view></w3m-swap-preview-view>`);
    const root = element.shadowRoot!;
    expect(byId(root, 'swap-preview-pay')!.textContent).to.contain('0.1 ETH');
    expect(byId(root, 'swap-preview-receive')!.textContent).to.contain('199.4 DEV');
    expect(byId(root, 'swap-min-received')!.textContent).to.equal('197.406 DEV');
    expect(byId(root, 'swap-preview-error')!.textContent).to.equal(swapEn.swapRejected);
    expect(byId(root, 'swap-confirm')!.textContent).to.equal(swapEn.tryAgain);
  });
});
