import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { $account, $chains, DISCONNECTED_ACCOUNT } from '../core/stores/chain-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { ChainNamespace } from '../core/types/caip.js';
import { requestAppShell } from './app-shell-context.js';
import { themeStyles } from '../ui/theme.styles.js';
import { defineElement } from '../ui/define-element.js';
import { ShellButton } from './shell-button.js';
import '../ui/wui-button.js';

/**
 * The connected look, kept out of the initial chunk (issue 14 part 1): a connection needs the core
 * chunk first, and this loads as soon as one starts, so it is defined by the time it shows.
 */
let accountTemplate: typeof import('./account-button-template.js') | undefined;

/**
 * The dapp's entry point: "Connect Wallet" while disconnected, the account (balance, and its name
 * with its avatar or else the truncated address) while connected. Either opens the modal.
 * Attribute names are Reown AppKit's (`charsStart` and `loadingLabel` are case-insensitive in HTML).
 * @attr size - 'md' (default) or 'sm'
 * @attr label - text of the connect button
 * @attr loadingLabel - text while connecting (also `loading-label`)
 * @attr balance - 'show' (default) or 'hide'
 * @attr disabled - neither look can be clicked
 * @attr namespace - shows that namespace's account, and opens the Connect view for its wallets only
 * @attr charsStart - characters of the address kept after `0x` (default 4)
 * @attr charsEnd - characters kept at its end (default 6)
 */
export class W3mButton extends ShellButton {
  static override styles = [themeStyles, css`:host { display: inline-flex; vertical-align: middle; }`];

  @property({ reflect: true }) size: 'sm' | 'md' = 'md';
  @property() label?: string;
  @property() loadingLabel?: string;
  /** This element's former attribute name for `loadingLabel`, still read. */
  @property({ attribute: 'loading-label' }) loadingLabelAttribute?: string;
  @property() balance: 'show' | 'hide' = 'show';
  @property({ type: Boolean }) disabled = false;
  @property() namespace?: ChainNamespace;
  @property({ type: Number }) charsStart = 4;
  @property({ type: Number }) charsEnd = 6;

  /** Which looks this element shows: both (<w3m-button>), or one (<w3m-connect-button>, <w3m-account-button>). */
  protected readonly looks: 'both' | 'connect' | 'account' = 'both';

  private readonly activeAccount = new StoreController(this, $account);
  private readonly chains = new StoreController(this, $chains);
  private readonly modal = new StoreController(this, $modal);

  /** The account shown: the `namespace` attribute's, else the active namespace's. */
  private get account() {
    return this.namespace
      ? (this.chains.value[this.namespace]?.account ?? DISCONNECTED_ACCOUNT)
      : this.activeAccount.value;
  }

  override willUpdate() {
    if (this.account.status !== 'disconnected' && this.looks !== 'connect' && !accountTemplate)
      void import('./account-button-template.js').then(
        (module) => {
          accountTemplate = module;
          this.requestUpdate();
        },
        () => undefined,
      );
  }

  override render() {
    const account = this.account;
    const text = this.messages.value;
    if (this.looks !== 'connect' && account.status === 'connected' && account.address)
      return (
        accountTemplate?.renderAccountButton({
          account,
          address: account.address,
          size: this.size,
          balance: this.balance,
          charsStart: this.charsStart,
          charsEnd: this.charsEnd,
          disabled: this.disabled,
          text,
          onClick: () => this.handleClick(),
        }) ?? nothing
      );
    if (this.looks === 'account') return nothing;
    const busy = account.status === 'reconnecting' || (account.status === 'connecting' && this.modal.value.open);
    const label = busy
      ? (this.loadingLabel ?? this.loadingLabelAttribute ?? text.connecting)
      : (this.label ?? text.connectWallet);
    // One line: the build does not minify templates.
    return html`<wui-button data-testid="connect-button" .size=${this.size} .loading=${busy} .disabled=${this.disabled} @click=${this.handleClick}>${label}</wui-button>`;
  }

  private handleClick() {
    if (this.disabled) return;
    const parameters = this.namespace ? { namespace: this.namespace } : {};
    const shell = requestAppShell(this);
    if (shell) {
      void shell.open(parameters).catch(reportError);
      return;
    }
    // Clicked before createAppKit ran (it may still be loading): open as soon as it has. This runs
    // inside createAppKit, so it must not throw: a button taken off the page meanwhile has no app
    // (it hears no provider) and simply does not open.
    const stop = $modal.subscribe(({ initialized }) => {
      if (!initialized) return;
      queueMicrotask(() => stop());
      void requestAppShell(this)?.open(parameters).catch(reportError);
    });
  }
}

defineElement('w3m-button', W3mButton);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-button': W3mButton;
  }
}
