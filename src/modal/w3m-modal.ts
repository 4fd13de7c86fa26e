import { LitElement, html, nothing } from 'lit';
import { $modal } from '../core/stores/modal-store.js';
import { $router } from '../core/stores/router-store.js';
import { $theme } from '../core/stores/theme-store.js';
import { $alert } from '../core/stores/alert-store.js';
import { $toast } from '../core/stores/toast-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { $account } from '../core/stores/chain-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { AppContextConsumer } from '../views/app-context.js';
import type { CloseSource } from '../core/controllers/modal-controller.js';
import type { RouteEntry } from '../core/types/views.js';
import { themeStyles } from '../ui/theme.styles.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { w3mModalStyles } from './w3m-modal.styles.js';
import { applyTheme } from './apply-theme.js';
import { deepActiveElement, findTabbables } from './focus-utils.js';
import { preloadView } from './w3m-router.js';
import '../ui/wui-icon-button.js';
import '../ui/wui-alertbar.js';
import '../ui/wui-toast.js';

/**
 * The modal shell. Behaves like a native dialog (DESIGN §5): labelled, focus kept inside, Escape
 * and the overlay ask to close (rules may refuse), page scroll locked, focus back to the opener.
 */
export class W3mModal extends LitElement {
  static override styles = [themeStyles, baseStyles, w3mModalStyles];

  private readonly modal = new StoreController(this, $modal);
  private readonly router = new StoreController(this, $router);
  private readonly theme = new StoreController(this, $theme);
  private readonly alert = new StoreController(this, $alert);
  private readonly toast = new StoreController(this, $toast);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly account = new StoreController(this, $account);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);
  private wasOpen = false;
  private opener?: HTMLElement;
  private previousOverflow = '';

  override disconnectedCallback() {
    super.disconnectedCallback();
    if (this.wasOpen) this.handleClosed();
  }

  override updated() {
    applyTheme(this, this.theme.value);
    const open = this.modal.value.open;
    if (open && !this.wasOpen) this.handleOpened();
    if (!open && this.wasOpen) this.handleClosed();
    // Focus was in the embedded wallet's frame during an approval; when the view leaves, the dialog takes it back.
    const view = this.router.value.history.at(-1)?.view;
    if (open && this.lastView === 'ApproveTransaction' && view !== 'ApproveTransaction') this.card?.focus();
    this.lastView = view;
  }

  private lastView: string | undefined;

  override render() {
    if (!this.modal.value.open) return nothing;
    const text = this.messages.value;
    const { history } = this.router.value;
    const route = history[history.length - 1];
    const canGoBack = history.length > 1 || (route?.view === 'Connect' && this.account.value.status === 'connected');
    const alert = this.alert.value;
    const toast = this.toast.value;
    return html`<div class="overlay" data-testid="w3m-overlay" @click=${this.handleOverlayClick}>
      <div class="card" role="dialog" aria-modal="true" aria-labelledby="w3m-modal-title" tabindex="-1" data-testid="w3m-modal-card">
        <span tabindex="0" @focus=${this.focusLast}></span>
        <header>
          ${canGoBack ? html`<wui-icon-button icon="back" .label=${text.back} data-testid="w3m-back" @click=${this.handleBack}></wui-icon-button>` : html`<span></span>`}
          <h2 id="w3m-modal-title">${this.titleFor(route)}</h2>
          <wui-icon-button icon="close" .label=${text.close} data-testid="w3m-close" @click=${this.handleCloseButton}></wui-icon-button>
        </header>
        ${alert.open ? html`<div class="alert"><wui-alertbar .message=${alert.message} .variant=${alert.variant} .closeLabel=${text.close} @wui-close=${this.handleAlertClose}></wui-alertbar></div>` : nothing}
        <div class="body"><w3m-router></w3m-router></div>
        ${toast.open ? html`<wui-toast class="toast" .message=${toast.message} .variant=${toast.variant}></wui-toast>` : nothing}
        <span tabindex="0" @focus=${this.focusFirst}></span>
      </div>
    </div>`;
  }

  private titleFor(route: RouteEntry | undefined): string {
    const text = this.messages.value;
    if (route?.view === 'Account') return text.account;
    if (route?.view === 'ConnectingExternal') {
      return this.connectors.value.find((connector) => connector.id === route.params.connectorId)?.name ?? text.connectWallet;
    }
    if (route?.view === 'Networks') return text.networks;
    if (route?.view === 'SwitchNetwork') return route.params.network.name;
    if (route?.view === 'SwitchActiveChain' || route?.view === 'UnsupportedChain') return text.switchNetwork;
    if (route?.view === 'ConnectingMultiChain') return text.chooseNamespace;
    if (route?.view === 'AllWallets') return text.allWallets;
    if (route?.view === 'Downloads') return route.params.wallet.name;
    if (route?.view === 'WalletReceive') return text.receiveTitle;
    if (route?.view === 'WalletSend') return text.send;
    if (route?.view === 'WalletSendSelectToken') return text.sendSelectToken;
    if (route?.view === 'WalletSendPreview') return text.sendPreviewTitle;
    if (route?.view === 'EmailVerifyOtp') return text.otpTitle;
    if (route?.view === 'EmailVerifyDevice') return text.deviceTitle;
    if (route?.view === 'UpdateEmailWallet') return text.updateEmailTitle;
    if (route?.view === 'UpdateEmailPrimaryOtp') return text.updateEmailPrimaryTitle;
    if (route?.view === 'UpdateEmailSecondaryOtp') return text.updateEmailSecondaryTitle;
    if (route?.view === 'ApproveTransaction') return text.approveTitle;
    if (route?.view === 'EmbeddedWalletSecurity') return text.security;
    if (route?.view === 'EmbeddedWalletRecoveryKey' || route?.view === 'EmbeddedWalletRecoveryMethod') return text.recoveryKeyTitle;
    if (route?.view === 'EmbeddedWalletDevicePending') return text.devicePendingTitle;
    return text.connectWallet;
  }

  private handleOpened() {
    this.wasOpen = true;
    this.opener = deepActiveElement();
    this.previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    window.addEventListener('keydown', this.handleKeydown, true);
    document.addEventListener('focusin', this.handleFocusIn);
    preloadView(this.account.value.status === 'connected' ? 'Account' : 'ConnectingExternal');
    void this.updateComplete.then(() => this.card?.focus());
  }

  private handleClosed() {
    this.wasOpen = false;
    document.documentElement.style.overflow = this.previousOverflow;
    window.removeEventListener('keydown', this.handleKeydown, true);
    document.removeEventListener('focusin', this.handleFocusIn);
    const opener = this.opener;
    this.opener = undefined;
    if (opener?.isConnected) opener.focus();
  }

  private get card(): HTMLElement | null {
    return this.renderRoot.querySelector('.card');
  }

  private requestClose(source: CloseSource) {
    this.app.controllers.modal.requestClose(source);
  }

  private readonly handleKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.requestClose('escape');
  };

  // Focus that lands outside (a click on the page behind, a script) is pulled back into the dialog.
  private readonly handleFocusIn = (event: FocusEvent) => {
    if (!event.composedPath().includes(this)) this.card?.focus();
  };

  private handleOverlayClick(event: MouseEvent) {
    if (event.target === event.currentTarget) this.requestClose('overlay');
  }

  private handleCloseButton() {
    this.requestClose('close-button');
  }

  private handleBack() {
    this.app.controllers.router.goBack();
  }

  private handleAlertClose() {
    this.app.controllers.alert.close();
  }

  private focusFirst() {
    this.tabbables().at(0)?.focus();
  }

  private focusLast() {
    this.tabbables().at(-1)?.focus();
  }

  private tabbables(): HTMLElement[] {
    const card = this.card;
    if (!card) return [];
    return findTabbables(card).filter((element) => element.parentElement !== card || element.tagName !== 'SPAN');
  }
}

defineElement('w3m-modal', W3mModal);
declare global { interface HTMLElementTagNameMap { 'w3m-modal': W3mModal } }
