import { LitElement, html } from 'lit';
import { state } from 'lit/decorators.js';
import { $account, $network } from '../core/stores/chain-store.js';
import { $tokenBalances } from '../core/stores/token-balances-store.js';
import type { SendToken } from '../core/stores/send-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { moveFocusInList } from '../ui/move-focus-in-list.js';
import { RovingTabindexController } from '../ui/roving-tabindex-controller.js';
import { sendTokenOptions } from './send-token-options.js';
import { sendStyles } from './send.styles.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-list-item.js';

/** The tokens of the active network to send, searchable by symbol; choosing one goes back to the form. */
export class W3mWalletSendSelectTokenView extends LitElement {
  static override styles = [baseStyles, viewStyles, sendStyles];

  @state() private query = '';

  private readonly account = new StoreController(this, $account);
  private readonly network = new StoreController(this, $network);
  private readonly tokenBalances = new StoreController(this, $tokenBalances);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);
  // The list is one Tab stop; the arrow keys move within it.
  private readonly roving = new RovingTabindexController(this, { items: () => this.listItems() });

  override render() {
    const text = this.messages.value;
    const query = this.query.trim().toLowerCase();
    const tokens = sendTokenOptions({
      balances: this.tokenBalances.value.balances,
      account: this.account.value,
      network: this.network.value,
    }).filter((token) => token.symbol.toLowerCase().includes(query));
    return html`<div class="column" data-testid="send-select-token-view">
      <input type="search" data-testid="send-token-search" .value=${this.query} placeholder=${text.searchToken}
        aria-label=${text.searchToken} autocomplete="off" @input=${this.handleInput} />
      ${tokens.length === 0 ? html`<p class="secondary" data-testid="send-token-empty">${text.noTokenFound}</p>` : null}
      <div class="column" role="list" @keydown=${this.handleListKeydown}>
        ${tokens.map(
          (token) => html`<wui-list-item role="listitem" data-testid=${`send-token-${token.symbol}`}
          .name=${token.symbol} .tagLabel=${token.quantity.numeric} @click=${() => this.handleSelect(token)}></wui-list-item>`,
        )}
      </div>
    </div>`;
  }

  private handleInput(event: Event) {
    this.query = (event.target as HTMLInputElement).value;
  }

  private handleListKeydown(event: KeyboardEvent) {
    moveFocusInList({ event, items: this.listItems() });
  }

  private listItems(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('wui-list-item')];
  }

  private handleSelect(token: SendToken) {
    const { send, router } = this.app.controllers;
    send.update({ token, sendTokenAmount: undefined, error: undefined });
    router.goBack();
  }
}

defineElement('w3m-wallet-send-select-token-view', W3mWalletSendSelectTokenView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-select-token-view': W3mWalletSendSelectTokenView;
  }
}
