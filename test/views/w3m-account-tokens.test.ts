import { expect, fixture, html } from '@open-wc/testing';
import '../../src/views/w3m-account-tokens.js';
import type { W3mAccountTokens } from '../../src/views/w3m-account-tokens.js';
import { EMPTY_TOKEN_BALANCES, tokenBalancesStore } from '../../src/core/stores/token-balances-store.js';
import type { TokenBalance } from '../../src/core/protocol/token-balance.js';

const token = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'Dev Token',
  symbol: 'DEV',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '1.5' },
  ...overrides,
});

async function setup({ started }: { started: boolean }) {
  const element = await fixture<W3mAccountTokens>(html`<w3m-account-tokens .started=${started}></w3m-account-tokens>`);
  if (!element.shadowRoot) throw new Error('<w3m-account-tokens> has no shadow root');
  const byTestId = (testId: string) => element.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  return { element, byTestId };
}

describe('<w3m-account-tokens>', () => {
  afterEach(() => tokenBalancesStore.set(EMPTY_TOKEN_BALANCES));

  it('shows the spinner, not "No tokens", until the token-balance controller runs', async () => {
    const { element, byTestId } = await setup({ started: false });
    expect(byTestId('tokens-loading')).to.exist;
    expect(byTestId('tokens-empty')).to.equal(null);
    element.started = true;
    await element.updateComplete;
    expect(byTestId('tokens-loading')).to.equal(null);
    expect(byTestId('tokens-empty')!.textContent).to.equal('No tokens yet');
  });

  it('shows the spinner while a started controller fetches an empty list', async () => {
    tokenBalancesStore.set({ balances: [], loading: true });
    const { byTestId } = await setup({ started: true });
    expect(byTestId('tokens-loading')).to.exist;
  });

  it('says \'Token Balance Unavailable\', not "No tokens", when the last fetch failed (e.g. the frame did not answer in time)', async () => {
    tokenBalancesStore.set({ balances: [], loading: true });
    const { element, byTestId } = await setup({ started: true });
    expect(byTestId('tokens-loading')).to.exist;
    // What TokenBalanceController.fail leaves: an empty list, loading over, the retry block started.
    tokenBalancesStore.set({ balances: [], loading: false, lastRetry: Date.now() });
    await element.updateComplete;
    expect(byTestId('tokens-loading')).to.equal(null);
    expect(byTestId('tokens-empty')).to.equal(null);
    expect(byTestId('tokens-unavailable')!.textContent).to.equal('Token Balance Unavailable');
    // The next fetch after the block lists the tokens again.
    tokenBalancesStore.set({ balances: [token({})], loading: false });
    await element.updateComplete;
    expect(byTestId('tokens-unavailable')).to.equal(null);
    expect(byTestId('token-row-DEV')).to.exist;
  });

  it("offers Try again with 'Token Balance Unavailable', which asks for the balances again", async () => {
    tokenBalancesStore.set({ balances: [], loading: false, lastRetry: Date.now() });
    const { element, byTestId } = await setup({ started: true });
    let retries = 0;
    element.retry = () => void retries++;
    await element.updateComplete;
    const retry = byTestId('tokens-retry')!;
    expect(retry.textContent).to.equal('Try again');
    retry.click();
    expect(retries).to.equal(1);
  });

  it('follows $tokenBalances: one row per token with its quantity and dollar value', async () => {
    const { element, byTestId } = await setup({ started: true });
    tokenBalancesStore.set({
      balances: [
        token({ price: 2 }),
        token({ name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '0.25' } }),
      ],
      loading: false,
    });
    await element.updateComplete;
    const dev = byTestId('token-row-DEV')!;
    expect(dev.querySelector('[data-testid="token-quantity"]')!.textContent).to.equal('1.500 DEV');
    expect(dev.querySelector('[data-testid="token-value"]')!.textContent).to.equal('$3.00');
    // Neither value nor price: no dollar amount rather than a made-up $0.00.
    expect(byTestId('token-row-ETH')!.querySelector('[data-testid="token-value"]')!.textContent).to.equal('');
    expect(byTestId('tokens-empty')).to.equal(null);
  });

  it("shows each token's icon from the server's image endpoint, and none for a missing or unsafe URL", async () => {
    const { element, byTestId } = await setup({ started: true });
    const iconUrl = 'http://localhost:3000/public/getTokenImage/USDL?projectId=demo-project';
    tokenBalancesStore.set({
      balances: [
        token({ name: 'Local USD', symbol: 'USDL', iconUrl }),
        token({ iconUrl: 'javascript:alert(1)' }),
        token({ name: 'Ether', symbol: 'ETH' }),
      ],
      loading: false,
    });
    await element.updateComplete;
    const icon = byTestId('token-row-USDL')!.querySelector<HTMLImageElement>('[data-testid="token-icon"]')!;
    expect(icon.getAttribute('src')).to.equal(iconUrl);
    expect(icon.alt).to.equal('');
    expect(byTestId('token-row-DEV')!.querySelector('[data-testid="token-icon"]')).to.equal(null);
    expect(byTestId('token-row-ETH')!.querySelector('[data-testid="token-icon"]')).to.equal(null);
  });
});
