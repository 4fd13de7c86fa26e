import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { $history } from '../core/stores/history-store.js';
import { $messages } from '../core/messages/messages-store.js';
import type { LocaleCode } from '../core/messages/locale-codes.js';
import { intlLocale, localizeDecimal } from '../core/messages/intl-locale.js';
import { $locale } from '../core/messages/locale-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { HistoryController } from '../core/controllers/history-controller.js';
import type { Transaction } from '../core/protocol/transactions-page.js';
import { formatRelativeTime } from '../core/utils/format-relative-time.js';
import { formatSignedAmount } from '../core/utils/format-signed-amount.js';
import { sortedKeysDescending } from '../core/utils/group-transactions-by-date.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import { accountPanelsStyles } from './w3m-account-panels.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

// Rows left below the fold when the next history page is asked for.
const LOAD_MORE_THRESHOLD_PX = 48;
const monthFormats = new Map<LocaleCode, Intl.DateTimeFormat>();
/** "November 2026" in the modal's language. */
const monthFormat = (locale: LocaleCode) => {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format;
};

/**
 * The Account view's Activity panel: `$history` by month, newest first (operation, status, signed
 * amount, relative time), a spinner while a page loads, "No activity" when there is none, and the
 * next page on "Load more" or when the list is scrolled to its end. The Account view gives the host
 * its tabpanel role, id and label; the host is the panel's scroll box, so it listens to its own scroll.
 */
export class W3mAccountActivity extends LitElement {
  static override styles = [baseStyles, viewStyles, accountPanelsStyles];

  /** The history controller of the account-features chunk; undefined until the chunk arrived. */
  @property({ attribute: false }) historyController: Pick<HistoryController, 'loadMore'> | undefined;

  private readonly history = new StoreController(this, $history);
  private readonly messages = new StoreController(this, $messages);

  constructor() {
    super();
    // Scroll does not bubble, and the host is what scrolls: listen here, not in the Account view.
    this.addEventListener('scroll', () => this.handleScroll());
  }

  override render() {
    const text = this.messages.value;
    const { transactionsByYear, loading, empty, next } = this.history.value;
    const groups = sortedKeysDescending({ record: transactionsByYear }).flatMap((year) =>
      sortedKeysDescending({ record: transactionsByYear[year] ?? {} }).map((month) => ({
        year,
        month,
        transactions: transactionsByYear[year]?.[month] ?? [],
      })),
    );
    if (!groups.length) {
      return empty && !loading
        ? html`<p class="secondary status" data-testid="activity-empty">${text.noActivity}</p>`
        : html`<div class="status" data-testid="activity-loading"><wui-spinner .label=${text.loading}></wui-spinner></div>`;
    }
    const now = Date.now();
    return html`${groups.map(
      ({ year, month, transactions }) => html`<section data-testid="activity-month">
        <h3 class="month">${monthFormat($locale.get()).format(Date.UTC(year, month, 1))}</h3>
        ${transactions.map((transaction) => this.renderTransaction({ transaction, now }))}
      </section>`,
    )}
      ${loading ? html`<div class="status" data-testid="activity-loading"><wui-spinner .label=${text.loading}></wui-spinner></div>` : nothing}
      ${next && !loading ? html`<wui-button variant="neutral" size="sm" full-width data-testid="activity-load-more" @click=${this.loadMore}>${text.loadMore}</wui-button>` : nothing}`;
  }

  private renderTransaction({ transaction, now }: { transaction: Transaction; now: number }) {
    const { operationType, minedAt, status } = transaction.metadata;
    const transfer = transaction.transfers.find((candidate) => candidate.fungible_info) ?? transaction.transfers[0];
    const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
    return html`<div class="row" data-testid="activity-row" data-operation=${operationType}>
      <span class="main"><span class="name">${operationType.charAt(0).toUpperCase()}${operationType.slice(1)}</span>
        <span class="sub">${status}</span></span>
      <span class="end">
        <span data-testid="activity-amount">${transfer ? `${localizeDecimal({ value: formatSignedAmount({ operationType, quantity: transfer.quantity.numeric }), locale: $locale.get() })} ${symbol}` : ''}</span>
        <span class="sub" data-testid="activity-time">${formatRelativeTime({ date: minedAt, now, locale: $locale.get() })}</span>
      </span>
    </div>`;
  }

  private handleScroll() {
    if (this.scrollTop + this.clientHeight >= this.scrollHeight - LOAD_MORE_THRESHOLD_PX) this.loadMore();
  }

  private loadMore() {
    void this.historyController?.loadMore();
  }
}

defineElement('w3m-account-activity', W3mAccountActivity);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-activity': W3mAccountActivity;
  }
}
