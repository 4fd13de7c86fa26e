import { expect } from '@open-wc/testing';
import { createWalletClient, defineChain, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions';
import { map } from 'nanostores';
import { TokenBalanceController } from '../../../src/core/controllers/token-balance-controller.js';
import { BALANCE_RETRY_MS } from '../../../src/core/constants.js';
import { $lastEvent } from '../../../src/core/stores/events-store.js';
import { $history } from '../../../src/core/stores/history-store.js';
import { $toast } from '../../../src/core/stores/toast-store.js';
import {
  $tokenBalances,
  EMPTY_TOKEN_BALANCES,
  type TokenBalancesState,
} from '../../../src/core/stores/token-balances-store.js';
import type { TokenBalance } from '../../../src/core/protocol/token-balance.js';
import type { TransactionsPage } from '../../../src/core/protocol/transactions-page.js';
import { defineEvmNetwork } from '../../../src/index.js';
import { DEV_PROJECT, devApi, devServerUrl } from '../../helpers/dev-server.js';
import {
  TEST_DEV_KEY,
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../../helpers/setup-app-kit.js';

const WALLET_ID = 'dev.openmodal.testwallet';

function devChainA() {
  const chain = window.__APPKIT_DEV__!.chains[0]!;
  return { chain, network: defineEvmNetwork({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl }) };
}

async function connectedAccountView({ projectId = DEV_PROJECT }: { projectId?: string } = {}): Promise<AppKitFixture> {
  const { chain, network } = devChainA();
  const fixture = await setupAppKit({
    walletChainIds: [chain.id],
    options: { networks: [network], apiUrl: devServerUrl(), projectId },
  });
  await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
  await fixture.appKit.open({ view: 'Account' });
  await waitUntil(() => expect(queryDeep('account-view', fixture.modal.shadowRoot!)).to.exist);
  return fixture;
}

const balanceRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/balance?')).length;

/** A TokenBalanceController of its own whose balance requests fail, on a clock the test moves. */
function failingTokenBalances() {
  const clock = { now: 1_000_000 };
  const toasts: string[] = [];
  const controller = new TokenBalanceController({
    store: map<TokenBalancesState>(EMPTY_TOKEN_BALANCES),
    api: devApi({ projectId: 'no-such-project' }),
    toast: { show: ({ message }) => toasts.push(message) },
    now: () => clock.now,
  });
  return { controller, clock, toasts };
}

describe('account features against the dev server', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it("the tokens tab total equals the sum of quantity × price of the server's answer", async () => {
    fixture = await connectedAccountView();
    const address = fixture.appKit.getAddress()!;
    const { chain } = devChainA();
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() => expect(queryDeep('token-row-ETH', root)).to.exist, { timeoutMs: 8000 });
    await waitUntil(() => expect(queryDeep(`token-row-${chain.token.symbol}`, root)).to.exist, { timeoutMs: 8000 });
    // The server's answer, read independently of the controller.
    const { balances } = await devApi().get<{ balances: TokenBalance[] }>({
      path: `/v1/account/${address}/balance`,
      params: { currency: 'usd', chainId: `eip155:${chain.id}` },
    });
    const cents = Math.round(
      balances.reduce((sum, token) => sum + Number(token.quantity.numeric) * (token.price ?? 0), 0) * 100,
    );
    expect(cents).to.be.greaterThan(0);
    const expected = `$${Math.floor(cents / 100)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
    expect(queryDeep('account-total', root)!.textContent).to.equal(expected);
    expect(
      $tokenBalances
        .get()
        .balances.map((token) => token.symbol)
        .sort(),
    ).to.deep.equal(balances.map((token) => token.symbol).sort());
    const eth = balances.find((token) => token.symbol === 'ETH')!;
    const [whole = '', fraction = ''] = eth.quantity.numeric.split('.');
    expect(queryDeep('token-row-ETH', root)!.textContent).to.contain(
      `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`,
    );
  });

  it('on failure shows Token Balance Unavailable and does not fetch again within 30 s', async () => {
    // The page loaded hundreds of modules: make room so the balance requests are recorded.
    performance.setResourceTimingBufferSize(100_000);
    performance.clearResourceTimings();
    // A project the server does not know: the balance endpoint answers with an error.
    fixture = await connectedAccountView({ projectId: 'no-such-project' });
    await waitUntil(() => expect($toast.get().message).to.equal('Token Balance Unavailable'), { timeoutMs: 8000 });
    expect($tokenBalances.get().balances).to.deep.equal([]);
    expect($tokenBalances.get().lastRetry).to.be.a('number');
    const requests = balanceRequests();
    expect(requests).to.be.greaterThan(0);
    await requestAppControllers().tokenBalances!.refresh();
    await requestAppControllers().tokenBalances!.refresh({ forceUpdate: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(balanceRequests()).to.equal(requests);
  });

  it('fetches again once BALANCE_RETRY_MS has passed (a controller with its own clock)', async () => {
    fixture = await connectedAccountView({ projectId: 'no-such-project' });
    const { controller, clock, toasts } = failingTokenBalances();
    await controller.refresh();
    expect(toasts).to.deep.equal(['Token Balance Unavailable']);
    clock.now += BALANCE_RETRY_MS - 1;
    await controller.refresh();
    expect(toasts).to.have.length(1);
    clock.now += 1;
    await controller.refresh();
    expect(toasts).to.have.length(2);
  });

  it("the visitor's Try again fetches at once, inside the retry block", async () => {
    fixture = await connectedAccountView({ projectId: 'no-such-project' });
    const { controller, clock, toasts } = failingTokenBalances();
    await controller.refresh();
    clock.now += 1;
    await controller.refresh({ forceUpdate: true });
    expect(toasts).to.have.length(1);
    await controller.refresh({ forceUpdate: true, retry: true });
    expect(toasts).to.deep.equal(['Token Balance Unavailable', 'Token Balance Unavailable']);
  });

  it('the activity tab shows a native send with - once the server indexed it', async () => {
    const { chain } = devChainA();
    const account = privateKeyToAccount(TEST_DEV_KEY);
    const viemChain = defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const client = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
    const receiver = window.__APPKIT_DEV__!.devAccounts.find(
      (dev) => dev.address.toLowerCase() !== account.address.toLowerCase(),
    )!.address;
    const hash = await sendTransaction(client, { to: receiver, value: parseEther('0.001'), account, chain: viemChain });
    await waitForTransactionReceipt(client, { hash });
    // Wait for the indexer, reading the endpoint directly.
    await waitUntil(
      async () => {
        const page = await devApi().get<TransactionsPage>({
          path: `/v1/account/${account.address}/history`,
          params: { chainId: `eip155:${chain.id}` },
        });
        expect(
          page.data.some((transaction) => transaction.metadata.hash === hash || transaction.id.includes(hash)),
        ).to.equal(true);
      },
      { timeoutMs: 15000, intervalMs: 250 },
    );

    fixture = await connectedAccountView();
    const root = fixture.modal.shadowRoot!;
    queryDeep('account-tab-activity', root)!.click();
    await waitUntil(() => expect(queryDeep('activity-row', root)).to.exist, { timeoutMs: 8000 });
    const sent = $history
      .get()
      .transactions.find((transaction) => transaction.metadata.hash === hash || transaction.id.includes(hash));
    expect(sent?.metadata.operationType).to.equal('send');
    expect(
      $history.get().transactions.every((transaction) => transaction.metadata.chain === `eip155:${chain.id}`),
    ).to.equal(true);
    const firstRow = queryDeep('activity-row', root)!;
    expect(queryDeep('activity-month', root)).to.exist;
    const rowOfSend = firstRow.getAttribute('data-operation') === 'send' ? firstRow : undefined;
    expect(rowOfSend, 'the newest row is our send').to.exist;
    expect(rowOfSend!.querySelector('[data-testid="activity-amount"]')!.textContent).to.match(/^-0\.001 ETH$/);
  });

  it('loads the next history page when the activity list is scrolled to its end', async () => {
    const { chain } = devChainA();
    const account = privateKeyToAccount(TEST_DEV_KEY);
    const viemChain = defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const client = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
    const receiver = window.__APPKIT_DEV__!.devAccounts.find(
      (dev) => dev.address.toLowerCase() !== account.address.toLowerCase(),
    )!.address;
    // More than one server page (20) of sends.
    let last: `0x${string}` = '0x';
    for (let index = 0; index < 21; index += 1)
      last = await sendTransaction(client, { to: receiver, value: 1n, account, chain: viemChain });
    await waitForTransactionReceipt(client, { hash: last });
    await waitUntil(
      async () => {
        const page = await devApi().get<TransactionsPage>({
          path: `/v1/account/${account.address}/history`,
          params: { chainId: `eip155:${chain.id}` },
        });
        expect(page.data[0]?.metadata.hash ?? page.data[0]?.id).to.contain(last);
      },
      { timeoutMs: 15000, intervalMs: 250 },
    );

    fixture = await connectedAccountView();
    const root = fixture.modal.shadowRoot!;
    queryDeep('account-tab-activity', root)!.click();
    await waitUntil(() => expect($history.get().transactions).to.have.length(20), { timeoutMs: 8000 });
    expect($history.get().next).to.be.a('string');
    const panel = queryDeep('account-panel', root)!;
    await waitUntil(() => expect(queryDeep('activity-load-more', root)).to.exist);
    panel.scrollTop = panel.scrollHeight;
    panel.dispatchEvent(new Event('scroll'));
    await waitUntil(() => expect($history.get().transactions.length).to.be.greaterThan(20), { timeoutMs: 8000 });
    const ids = $history.get().transactions.map((transaction) => transaction.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('a history failure shows Failed to fetch transactions, an empty list and tracks ERROR_FETCH_TRANSACTIONS', async () => {
    fixture = await connectedAccountView({ projectId: 'no-such-project' });
    const root = fixture.modal.shadowRoot!;
    // The token list fails too, with its own toast: let it finish first, so the toast checked below is the history's.
    await waitUntil(() => expect($tokenBalances.get().lastRetry).to.be.a('number'), { timeoutMs: 8000 });
    queryDeep('account-tab-activity', root)!.click();
    await waitUntil(() => expect($lastEvent.get()?.data.event).to.equal('ERROR_FETCH_TRANSACTIONS'), {
      timeoutMs: 8000,
    });
    expect($toast.get().message).to.equal('Failed to fetch transactions');
    expect($history.get()).to.include({ empty: true, loading: false });
    expect($history.get().next).to.equal(undefined);
    expect($history.get().transactions).to.deep.equal([]);
    await waitUntil(() => expect(queryDeep('activity-empty', root)).to.exist);
  });
});
