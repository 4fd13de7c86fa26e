import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $account } from '../core/stores/chain-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { $theme } from '../core/stores/theme-store.js';
import { $buttonMessages } from '../core/messages/button-messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { requestAppShell } from './app-shell-context.js';
import { formatBalance } from '../core/utils/format-balance.js';
import { truncateAddress } from '../core/utils/truncate-address.js';
import { themeStyles } from '../ui/theme.styles.js';
import { defineElement } from '../ui/define-element.js';
import { applyTheme } from './apply-theme.js';
import '../ui/wui-button.js';

/**
 * The connected look's element, kept out of the initial chunk (issue 14 part 1): a connection needs
 * the core chunk first, and this loads as soon as one starts, so it is defined by the time it shows.
 */
const loadAccountButton = () => import('../ui/wui-account-button.js');

/**
 * The dapp's entry point: "Connect Wallet" while disconnected, the account (balance, and its name
 * with its avatar or else the truncated address) while connected. Either opens the modal.
 * @attr size - 'md' (default) or 'sm'
 * @attr label - text of the connect button
 * @attr loading-label - text while connecting
 * @attr balance - 'show' (default) or 'hide'
 */
export class W3mButton extends LitElement {
  static override styles = [themeStyles, css`:host { display: inline-flex; vertical-align: middle; }`];

  @property({ reflect: true }) size: 'sm' | 'md' = 'md';
  @property() label?: string;
  @property({ attribute: 'loading-label' }) loadingLabel?: string;
  @property() balance: 'show' | 'hide' = 'show';

  private readonly account = new StoreController(this, $account);
  private readonly modal = new StoreController(this, $modal);
  private readonly theme = new StoreController(this, $theme);
  private readonly messages = new StoreController(this, $buttonMessages);

  constructor() {
    super();
    // A click is likely: the modal's chunks start loading now, so the click finds them ready.
    for (const type of ['pointerenter', 'focusin', 'pointerdown'] as const)
      this.addEventListener(type, this.handleIntent, { passive: true });
  }

  override willUpdate() {
    if (this.account.value.status !== 'disconnected') void loadAccountButton().catch(() => undefined);
  }

  override updated() {
    applyTheme(this, this.theme.value);
  }

  override render() {
    const account = this.account.value;
    const text = this.messages.value;
    if (account.status === 'connected' && account.address) {
      const showBalance = this.balance !== 'hide';
      const balance =
        showBalance && account.balance !== undefined
          ? `${formatBalance({ value: account.balance })} ${account.balanceSymbol ?? ''}`.trim()
          : '';
      const displayAddress =
        account.profileName || truncateAddress({ address: account.address, charsStart: 4, charsEnd: 6 });
      return html`<wui-account-button
        .address=${account.address}
        .displayAddress=${displayAddress}
        .profileImage=${account.profileImage}
        .balance=${balance}
        .balanceLoading=${showBalance && Boolean(account.balanceLoading) && account.balance === undefined}
        .size=${this.size}
        .accessibleLabel=${text.accountButtonLabel(displayAddress)}
        @click=${this.handleClick}
      ></wui-account-button>`;
    }
    const busy = account.status === 'reconnecting' || (account.status === 'connecting' && this.modal.value.open);
    return html`<wui-button
      data-testid="connect-button"
      .size=${this.size}
      .loading=${busy}
      @click=${this.handleClick}
    >${busy ? (this.loadingLabel ?? text.connecting) : (this.label ?? text.connectWallet)}</wui-button>`;
  }

  private handleClick() {
    const shell = requestAppShell(this);
    if (shell) {
      void shell.open().catch(reportError);
      return;
    }
    // Clicked before createAppKit ran (it may still be loading): open as soon as it has. This runs
    // inside createAppKit, so it must not throw: a button taken off the page meanwhile has no app
    // (it hears no provider) and simply does not open.
    const stop = $modal.subscribe(({ initialized }) => {
      if (!initialized) return;
      queueMicrotask(() => stop());
      void requestAppShell(this)?.open().catch(reportError);
    });
  }

  private readonly handleIntent = () => requestAppShell(this)?.prefetch();
}

defineElement('w3m-button', W3mButton);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-button': W3mButton;
  }
}
