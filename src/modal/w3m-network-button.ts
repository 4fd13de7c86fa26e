import { css, html, nothing } from 'lit';
import { $isUnsupportedNetwork, $network } from '../core/stores/chain-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { AppKitNotCreatedError } from '../core/errors/app-kit-not-created-error.js';
import { requestAppShell } from './app-shell-context.js';
import { baseStyles } from '../ui/base.styles.js';
import { themeStyles } from '../ui/theme.styles.js';
import { defineElement } from '../ui/define-element.js';
import { ShellButton } from './shell-button.js';
import '../ui/wui-wallet-image.js';

/**
 * The icon set, kept out of the initial chunk (issue 14 part 1): its one icon here shows only while
 * a connected wallet is on a network the dapp did not request, which needs the core chunk first.
 */
let icons: typeof import('../ui/icons.js') | undefined;
/**
 * The server's network images (issue 20 part 6), loaded once the modal has opened: no request may
 * leave the page before the visitor acts (test/e2e/requests-before-click.e2e.test.ts), and the
 * initial chunk stays as it was. Until then only the dapp's own `assets.imageUrl` shows.
 */
let networkImages: typeof import('../core/utils/network-image-url.js') | undefined;

/**
 * The active network; a click opens the Networks view. When the wallet is on a network the dapp
 * did not request it says so and offers the switch.
 * @csspart button - the native button
 */
export class W3mNetworkButton extends ShellButton {
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
    button.unsupported { color: var(--wui-error); padding-inline-start: 12px; }
    wui-wallet-image { --wui-wallet-image-size: 28px; }
  `,
  ];

  private readonly network = new StoreController(this, $network);
  private readonly unsupported = new StoreController(this, $isUnsupportedNetwork);
  private readonly modal = new StoreController(this, $modal);

  override willUpdate() {
    if (this.unsupported.value && !icons)
      void import('../ui/icons.js').then(
        (module) => {
          icons = module;
          this.requestUpdate();
        },
        () => undefined,
      );
    if (this.modal.value.open && !networkImages)
      void import('../core/utils/network-image-url.js').then(
        (module) => {
          networkImages = module;
          this.requestUpdate();
        },
        () => undefined,
      );
  }

  override render() {
    const text = this.messages.value;
    const network = this.network.value;
    if (this.unsupported.value) {
      return html`<button part="button" class="unsupported" data-testid="network-button" @click=${this.handleClick}>
        ${icons?.renderIcon('warning') ?? nothing}<span data-testid="network-button-name">${text.switchNetwork}</span></button>`;
    }
    const name = network?.name ?? text.networks;
    return html`<button part="button" data-testid="network-button" ?disabled=${!this.modal.value.initialized}
      aria-label=${`${text.networks}: ${name}`} @click=${this.handleClick}>
      <wui-wallet-image .src=${networkImages?.networkImageUrl({ network, options: requestAppShell(this)?.options }) ?? network?.assets?.imageUrl ?? ''} .name=${name}></wui-wallet-image>
      <span data-testid="network-button-name">${name}</span>
    </button>`;
  }

  private handleClick() {
    const shell = requestAppShell(this);
    if (!shell) throw new AppKitNotCreatedError();
    const { enableNetworkSwitch, allowUnsupportedChain } = shell.options;
    const view =
      this.unsupported.value && enableNetworkSwitch !== false && !allowUnsupportedChain
        ? 'UnsupportedChain'
        : 'Networks';
    void shell.open({ view: { view, params: undefined } }).catch(reportError);
  }
}

defineElement('w3m-network-button', W3mNetworkButton);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-network-button': W3mNetworkButton;
  }
}
