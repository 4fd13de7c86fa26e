import { LitElement, html, nothing } from 'lit';
import { $directory } from '../core/stores/directory-store.js';
import { $connectorEntries } from '../core/stores/connector-entries-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { AppControllers } from '../core/app-context.js';
import type { DirectoryController } from '../core/controllers/directory-controller.js';
import type { Connector } from '../core/types/connector.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import { findInstalledConnector } from '../core/utils/find-installed-connector.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { moveFocusInList } from '../ui/move-focus-in-list.js';
import { RovingTabindexController } from '../ui/roving-tabindex-controller.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { w3mAllWalletsViewStyles } from './w3m-all-wallets-view.styles.js';
import { selectDirectoryWallet } from './select-directory-wallet.js';
import { visibleConnectors } from './visible-connectors.js';
import '../ui/wui-wallet-card.js';
import '../ui/wui-spinner.js';
import '../ui/wui-button.js';

const GRID_COLUMNS = 4;
const SKELETON_CARDS = 12;

/**
 * Every directory wallet in a searchable grid (SPEC §2 AllWallets): the next page of 40 loads when
 * the end of the grid scrolls into view, typing searches after 300 ms, installed wallets are
 * marked, and the arrow keys move between cards.
 */
export class W3mAllWalletsView extends LitElement {
  static override styles = [baseStyles, viewStyles, w3mAllWalletsViewStyles];

  private readonly directoryState = new StoreController(this, $directory);
  private readonly connectors = new StoreController(this, $connectorEntries);
  private readonly messages = new StoreController(this, $messages);
  // Each time the view connects with an app (or an app arrives), the directory chunk loads.
  private readonly app = new AppContextConsumer(this, (app) => this.loadDirectory(app));
  // The grid is one Tab stop (the card last focused); the arrow keys move within it.
  private readonly roving = new RovingTabindexController(this, { items: () => this.cards() });
  private directory?: DirectoryController;
  private observer?: IntersectionObserver;
  /** The directory's chunk did not arrive: the error and its retry show instead of an empty grid. */
  private directoryFailed = false;

  private loadDirectory(app: AppControllers | undefined) {
    this.directoryFailed = false;
    void app?.directory.load().then(
      (directory) => {
        if (!directory || !this.isConnected) return;
        this.directory = directory;
        if (this.directoryState.value.page === 0) void this.loadMore();
        this.requestUpdate();
      },
      () => {
        this.directoryFailed = true;
        this.requestUpdate();
      },
    );
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = undefined;
  }

  override firstUpdated() {
    const root = this.renderRoot.querySelector<HTMLElement>('.scroll');
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void this.loadMore();
      },
      { root, rootMargin: '0px 0px 200px 0px' },
    );
    this.observeSentinel();
  }

  override render() {
    const text = this.messages.value;
    const state = this.directoryState.value;
    const searching = Boolean(state.searchQuery.trim());
    const wallets = searching ? state.searchResults : state.wallets;
    const status = this.directoryFailed ? 'error' : searching ? state.searchStatus : state.pagedStatus;
    const installed = this.visibleConnectors();
    return html`<div data-testid="all-wallets-view">
      <input type="search" data-testid="all-wallets-search" .value=${state.searchQuery} placeholder=${text.searchWallet}
        aria-label=${text.searchWallet} autocomplete="off" spellcheck="false" @input=${this.handleInput} />
      <div class="scroll" data-testid="all-wallets-scroll">
        <div class="grid" role="list" aria-label=${text.walletGridLabel} aria-busy=${status === 'pending' ? 'true' : 'false'}
          data-testid="all-wallets-grid" @keydown=${this.handleKeydown}>
          ${wallets.map((wallet) => this.cardTemplate(wallet, installed))}
          ${
            status === 'pending' && wallets.length === 0
              ? Array.from({ length: SKELETON_CARDS }, () => html`<div class="skeleton" aria-hidden="true"></div>`)
              : nothing
          }
        </div>
        ${this.statusTemplate({ status, searching, empty: wallets.length === 0 })}
        <div class="sentinel" data-testid="all-wallets-sentinel"></div>
      </div>
    </div>`;
  }

  private cardTemplate(wallet: WalletListEntry, installed: readonly Connector[]) {
    const image = wallet.image_id ? this.directoryState.value.images[wallet.image_id] : undefined;
    const isInstalled = Boolean(findInstalledConnector({ wallet, connectors: installed }));
    return html`<wui-wallet-card role="listitem" data-testid=${`all-wallets-${wallet.id}`} data-installed=${isInstalled ? 'true' : 'false'}
      .name=${wallet.name} .imageSrc=${isSafeImageUrl(image) ? image : ''} .tagLabel=${isInstalled ? this.messages.value.installed : ''}
      @click=${() => this.handleSelect(wallet)}></wui-wallet-card>`;
  }

  private statusTemplate({ status, searching, empty }: { status: string; searching: boolean; empty: boolean }) {
    const text = this.messages.value;
    if (status === 'error') {
      return html`<div class="status" role="alert" data-testid="all-wallets-error">
        <p class="secondary error">${text.walletsLoadFailed}</p>
        <wui-button variant="neutral" size="sm" data-testid="all-wallets-retry" @click=${this.handleRetry}>${text.tryAgain}</wui-button>
      </div>`;
    }
    if (status === 'pending' && !empty)
      return html`<div class="status"><wui-spinner .label=${text.loadingWallets}></wui-spinner></div>`;
    if (status === 'success' && empty && searching) {
      return html`<div class="status" role="status" data-testid="all-wallets-empty">
        <p class="title">${text.noWalletFound}</p><p class="secondary">${text.noWalletFoundHint}</p>
      </div>`;
    }
    return nothing;
  }

  private visibleConnectors(): Connector[] {
    return visibleConnectors({
      connectors: this.connectors.value,
      excluded: this.directoryState.value.excluded,
      excludedIds: this.app.value?.options.excludeWalletIds,
    });
  }

  private async loadMore() {
    const directory = this.directory;
    const state = this.directoryState.value;
    if (
      !directory ||
      state.searchQuery.trim() ||
      state.pagedStatus === 'pending' ||
      state.pagedStatus === 'error' ||
      !directory.hasMore
    )
      return;
    try {
      await directory.loadNextPage();
    } catch {
      return; // the store says error; the view shows it with a retry
    }
    await this.updateComplete;
    this.observeSentinel(); // re-observing reports the sentinel again if it is still in view
  }

  private observeSentinel() {
    const sentinel = this.renderRoot.querySelector('.sentinel');
    if (!this.observer || !sentinel) return;
    this.observer.unobserve(sentinel);
    this.observer.observe(sentinel);
  }

  private handleInput(event: Event) {
    const query = (event.target as HTMLInputElement).value;
    this.directory?.setSearchQuery({ query });
    if (!query.trim()) void this.updateComplete.then(() => this.observeSentinel());
  }

  private handleRetry() {
    if (this.directoryFailed) {
      this.loadDirectory(this.app.value);
      this.requestUpdate();
      return;
    }
    const state = this.directoryState.value;
    if (state.searchQuery.trim()) {
      void this.directory?.search({ query: state.searchQuery });
      return;
    }
    void this.directory?.loadNextPage().then(
      () => this.observeSentinel(),
      () => undefined,
    );
  }

  private handleKeydown(event: KeyboardEvent) {
    moveFocusInList({ event, items: this.cards(), columns: GRID_COLUMNS });
  }

  private cards(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll('wui-wallet-card')];
  }

  private handleSelect(wallet: WalletListEntry) {
    selectDirectoryWallet({ wallet, connectors: this.visibleConnectors(), controllers: this.app.controllers });
  }
}

defineElement('w3m-all-wallets-view', W3mAllWalletsView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-all-wallets-view': W3mAllWalletsView;
  }
}
