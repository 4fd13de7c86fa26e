import { expect, fixture, html } from '@open-wc/testing';
import '../../src/views/w3m-account-activity.js';
import type { W3mAccountActivity } from '../../src/views/w3m-account-activity.js';
import { EMPTY_HISTORY, historyStore } from '../../src/core/stores/history-store.js';
import type { Transaction } from '../../src/core/protocol/transactions-page.js';
import { groupTransactionsByDate } from '../../src/core/utils/group-transactions-by-date.js';

const transaction = (index: number, minedAt: string): Transaction => ({
  id: `eip155:31337:0x${index.toString(16).padStart(64, '0')}`,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [{ direction: 'out', fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '0.001' } }],
});

/** A page of history as the HistoryController leaves it: `count` sends, the newest in November 2026. */
function setHistory({ count, next }: { count: number; next?: string }) {
  const transactions = Array.from({ length: count }, (_, index) =>
    transaction(index, index === 0 ? '2026-11-02T10:00:00Z' : '2026-10-15T10:00:00Z'),
  );
  historyStore.set({
    ...EMPTY_HISTORY,
    transactions,
    transactionsByYear: groupTransactionsByDate({ transactions }),
    ...(next ? { next } : {}),
  });
}

async function setup() {
  const calls = { loadMore: 0 };
  const historyController = { loadMore: async () => void (calls.loadMore += 1) };
  const element = await fixture<W3mAccountActivity>(
    html`<w3m-account-activity .historyController=${historyController}></w3m-account-activity>`,
  );
  if (!element.shadowRoot) throw new Error('<w3m-account-activity> has no shadow root');
  const byTestId = (testId: string) => element.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  return { element, byTestId, calls };
}

describe('<w3m-account-activity>', () => {
  afterEach(() => historyStore.set(EMPTY_HISTORY));

  it('shows the spinner while the first page loads and "No activity" once it came back empty', async () => {
    historyStore.set({ ...EMPTY_HISTORY, loading: true });
    const { element, byTestId } = await setup();
    expect(byTestId('activity-loading')).to.exist;
    historyStore.set({ ...EMPTY_HISTORY, empty: true });
    await element.updateComplete;
    expect(byTestId('activity-loading')).to.equal(null);
    expect(byTestId('activity-empty')!.textContent).to.equal('No activity yet');
  });

  it('groups rows by month, newest first, with the signed amount', async () => {
    setHistory({ count: 3 });
    const { element, byTestId } = await setup();
    const months = [...element.shadowRoot!.querySelectorAll('[data-testid="activity-month"] h3')].map(
      (heading) => heading.textContent,
    );
    expect(months).to.deep.equal(['November 2026', 'October 2026']);
    expect(element.shadowRoot!.querySelectorAll('[data-testid="activity-row"]')).to.have.length(3);
    expect(byTestId('activity-amount')!.textContent).to.equal('-0.001 ETH');
    expect(byTestId('activity-load-more'), 'no cursor, no next page').to.equal(null);
  });

  it('asks for the next page when its own scroll reaches the end, not before', async () => {
    setHistory({ count: 20, next: 'cursor-2' });
    const { element, calls } = await setup();
    expect(element.scrollHeight, 'the host is the scroll box').to.be.greaterThan(element.clientHeight);
    element.dispatchEvent(new Event('scroll'));
    expect(calls.loadMore, 'at the top').to.equal(0);
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
    expect(calls.loadMore).to.equal(1);
  });

  it('asks for the next page on "Load more"', async () => {
    setHistory({ count: 2, next: 'cursor-2' });
    const { byTestId, calls } = await setup();
    const loadMore = byTestId('activity-load-more')!;
    expect(loadMore.textContent).to.equal('Load more');
    loadMore.click();
    expect(calls.loadMore).to.equal(1);
  });
});
