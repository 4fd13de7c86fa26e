import { LitElement, html } from 'lit';
import { $messages } from '../core/messages/messages-store.js';
import type { Messages } from '../core/messages/en.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { helpViewStyles } from './help-views.styles.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-button.js';

type TextKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** The points the view makes, each a title and a sentence of the message table. */
const POINTS: ReadonlyArray<readonly [TextKey, TextKey]> = [
  ['walletHelpLoginTitle', 'walletHelpLoginText'],
  ['walletHelpAssetsTitle', 'walletHelpAssetsText'],
  ['walletHelpExploreTitle', 'walletHelpExploreText'],
];

/**
 * What a wallet is, for a visitor without one (Reown AppKit's WhatIsAWallet, opened from the
 * Connect view's help button or `open({ view: 'WhatIsAWallet' })`); "Get a wallet" lists them all.
 */
export class W3mWhatIsAWalletView extends LitElement {
  static override styles = [baseStyles, viewStyles, helpViewStyles];

  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    return html`<div class="center" data-testid="what-is-a-wallet-view">
      <ul>
        ${POINTS.map(([title, body]) => html`<li><h3>${text[title]}</h3><p class="secondary">${text[body]}</p></li>`)}
      </ul>
      <wui-button full-width data-testid="what-is-a-wallet-get" @click=${this.handleGetWallet}>${text.getAWallet}</wui-button>
    </div>`;
  }

  private handleGetWallet() {
    this.app.controllers.router.push({ view: 'AllWallets', params: undefined });
  }
}

defineElement('w3m-what-is-a-wallet-view', W3mWhatIsAWalletView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-what-is-a-wallet-view': W3mWhatIsAWalletView;
  }
}
