import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { $account } from '../core/stores/chain-store.js';
import { $swap } from '../core/stores/swap-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { $swapMessages } from '../core/messages/swap-messages.js';
import type { ConvertToken } from '../core/protocol/convert-api.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { sortSwapTokens } from '../core/utils/swap-token-balance.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { moveFocusInList } from '../ui/move-focus-in-list.js';
import { RovingTabindexController } from '../ui/roving-tabindex-controller.js';
import { SwapControllerConsumer } from './swap-controller-consumer.js';
import { swapStyles } from './swap.styles.js';
import { viewStyles } from './view.styles.js';

/**
 * The tokens of one side of the swap (issue 19; AppKit's SwapSelectToken): the ones the account
 * holds first, searchable by symbol, name or address; each a button (Tab, Enter), arrows move
 * between them. Choosing one goes back to the form.
 */
export class W3mSwapSelectTokenView extends LitElement {
  private readonly swapTexts = new StoreController(this, $swapMessages);
  static override styles = [baseStyles, viewStyles, swapStyles];

  /** Which side the chosen token goes to. */
  @property() target: 'source' | 'target' = 'source';
  @state() private query = '';

  private readonly state = new StoreController(this, $swap);
  private readonly account = new StoreController(this, $account);
  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  // The token list is one Tab stop; the arrow keys move within it.
  private readonly roving = new RovingTabindexController(this, { items: () => this.options() });
  private readonly swap = new SwapControllerConsumer(this, (swap) => {
    if (!swap.state.tokens.length) void swap.open();
  });

  override render() {
    const rows = sortSwapTokens({
      tokens: this.state.value.tokens,
      balances: this.tokenBalances.value.balances,
      account: this.account.value,
      query: this.query,
    });
    return html`<div class="column" data-testid="swap-select-token-view">
      <input type="search" data-testid="swap-token-search" .value=${this.query} placeholder=${this.swapTexts.value.searchToken}
        aria-label=${this.swapTexts.value.searchToken} autocomplete="off" @input=${this.handleInput} />
      ${rows.length === 0 ? html`<p class="secondary" data-testid="swap-token-empty">${this.swapTexts.value.noTokenFound}</p>` : null}
      <div class="column" role="list" @keydown=${this.handleKey}>
        ${rows.map(
          ({
            token,
            balance,
          }) => html`<div role="listitem"><button type="button" class="token-option" data-testid="swap-token-option"
            data-symbol=${token.symbol} @click=${() => this.handleSelect(token)}>
            ${isSafeImageUrl(token.logoUri) ? html`<img src=${token.logoUri} alt="" />` : null}
            <span class="name"><span>${token.symbol}</span><span class="secondary">${token.name}</span></span>
            <span class="secondary">${balance ?? ''}</span>
          </button></div>`,
        )}
      </div>
    </div>`;
  }

  private handleInput(event: Event) {
    this.query = (event.target as HTMLInputElement).value;
  }

  // Up and down move between the options, as in a listbox; Tab still walks them too.
  private handleKey(event: KeyboardEvent) {
    moveFocusInList({ event, items: this.options() });
  }

  private options(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.token-option')];
  }

  private handleSelect(token: ConvertToken) {
    this.swap.value?.setToken({ side: this.target, token });
    this.swap.app.controllers.router.goBack();
  }
}

defineElement('w3m-swap-select-token-view', W3mSwapSelectTokenView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-swap-select-token-view': W3mSwapSelectTokenView;
  }
}
