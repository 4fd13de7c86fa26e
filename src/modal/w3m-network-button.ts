import { LitElement, css, html } from 'lit';
import { $isUnsupportedNetwork, $network } from '../core/stores/chain-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { $theme } from '../core/stores/theme-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { AppContextConsumer } from '../views/app-context.js';
import { baseStyles } from '../ui/base.styles.js';
import { themeStyles } from '../ui/theme.styles.js';
import { defineElement } from '../ui/define-element.js';
import { renderIcon } from '../ui/icons.js';
import { applyTheme } from './apply-theme.js';
import '../ui/wui-wallet-image.js';

/**
 * The active network; a click opens the Networks view. When the wallet is on a network the dapp
 * did not request it says so and offers the switch.
 * @csspart button - the native button
 */
export class W3mNetworkButton extends LitElement {
  static override styles = [
    themeStyles,
    baseStyles,
    css`
    :host { display: inline-flex; vertical-align: middle; }
    button {
      display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 14px 0 6px;
      border-radius: 999px; background: var(--wui-surface); color: var(--wui-text); font-size: var(--wui-text-md); font-weight: 500;
      border: 1px solid var(--wui-border);
    }
    button:hover:not(:disabled) { background: var(--wui-surface-hover); }
    button.unsupported { color: var(--wui-error); padding-left: 12px; }
    wui-wallet-image { --wui-wallet-image-size: 28px; }
  `,
  ];

  private readonly network = new StoreController(this, $network);
  private readonly unsupported = new StoreController(this, $isUnsupportedNetwork);
  private readonly modal = new StoreController(this, $modal);
  private readonly theme = new StoreController(this, $theme);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override updated() {
    applyTheme(this, this.theme.value);
  }

  override render() {
    const text = this.messages.value;
    const network = this.network.value;
    if (this.unsupported.value) {
      return html`<button part="button" class="unsupported" data-testid="network-button" @click=${this.handleClick}>
        ${renderIcon('warning')}<span data-testid="network-button-name">${text.switchNetwork}</span></button>`;
    }
    const name = network?.name ?? text.networks;
    return html`<button part="button" data-testid="network-button" ?disabled=${!this.modal.value.initialized}
      aria-label=${`${text.networks}: ${name}`} @click=${this.handleClick}>
      <wui-wallet-image .src=${network?.assets?.imageUrl ?? ''} .name=${name}></wui-wallet-image>
      <span data-testid="network-button-name">${name}</span>
    </button>`;
  }

  private handleClick() {
    const app = this.app.controllers;
    app.modal.open({
      view:
        this.unsupported.value && app.options.enableNetworkSwitch !== false && !app.options.allowUnsupportedChain
          ? { view: 'UnsupportedChain', params: undefined }
          : { view: 'Networks', params: undefined },
    });
  }
}

defineElement('w3m-network-button', W3mNetworkButton);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-network-button': W3mNetworkButton;
  }
}
