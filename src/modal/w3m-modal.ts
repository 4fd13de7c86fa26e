import { LitElement, html, nothing } from 'lit';
import { $modal } from '../core/stores/modal-store.js';
import { $router } from '../core/stores/router-store.js';
import { $theme } from '../core/stores/theme-store.js';
import { $alert } from '../core/stores/alert-store.js';
import { $toast } from '../core/stores/toast-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { $account } from '../core/stores/chain-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { $locale } from '../core/messages/locale-store.js';
import { textDirection } from '../core/messages/text-direction.js';
import { alertText } from '../core/messages/alert-texts.js';
import { StoreController } from '../core/stores/store-controller.js';
import { AppContextConsumer } from '../views/app-context.js';
import type { CloseSource } from '../core/controllers/modal-controller.js';
import type { RouteEntry } from '../core/types/views.js';
import { modalThemeStyles } from '../ui/modal-theme.styles.js';
import { themeStyles } from '../ui/theme.styles.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { w3mModalStyles } from './w3m-modal.styles.js';
import { applyTheme } from './apply-theme.js';
import { FocusTrapController } from './focus-trap-controller.js';
import { ScrollLockController } from './scroll-lock-controller.js';
import { WarmUpController } from './warm-up-controller.js';
import { afterNextPaint } from './after-next-paint.js';
import { preloadView, titleForRoute } from './view-table.js';
import './w3m-router.js';
import '../ui/wui-icon-button.js';
import '../ui/wui-alertbar.js';
import '../ui/wui-toast.js';

/** What the warm-up renders: the view a first open shows. */
const WARM_UP_ROUTE: RouteEntry = { view: 'Connect', params: undefined };

/**
 * The modal shell. Behaves like a native dialog (DESIGN §5): labelled, focus kept inside, Escape
 * and the overlay ask to close (rules may refuse), page scroll locked, focus back to the opener.
 */
export class W3mModal extends LitElement {
  static override styles = [themeStyles, modalThemeStyles, baseStyles, w3mModalStyles];

  private readonly modal = new StoreController(this, $modal);
  private readonly router = new StoreController(this, $router);
  private readonly theme = new StoreController(this, $theme);
  private readonly alert = new StoreController(this, $alert);
  private readonly toast = new StoreController(this, $toast);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly account = new StoreController(this, $account);
  private readonly messages = new StoreController(this, $messages);
  private readonly locale = new StoreController(this, $locale);
  private readonly app = new AppContextConsumer(this);
  // Both let go by themselves when the modal leaves the page; open again, it takes them back.
  private readonly focusTrap = new FocusTrapController(this, {
    container: () => this.card,
    onEscape: () => this.requestClose('escape'),
  });
  private readonly scrollLock = new ScrollLockController(this);
  // The first open's one-time costs, paid while idle: the click only shows (issue 14 part 2).
  private readonly warmUp = new WarmUpController(this, { isWanted: () => !this.modal.value.open });

  override updated() {
    applyTheme(this, this.theme.value);
    const open = this.modal.value.open;
    if (open && !this.focusTrap.active) this.handleOpened();
    if (!open && this.focusTrap.active) this.handleClosed();
    // Focus was in the embedded wallet's frame during an approval; when the view leaves, the dialog takes it back.
    const view = this.router.value.history.at(-1)?.view;
    if (open && this.lastView === 'ApproveTransaction' && view !== 'ApproveTransaction') this.card?.focus();
    else if (open && view !== this.lastView) void this.catchLostFocus();
    this.lastView = view;
  }

  private lastView: string | undefined;

  override render() {
    const open = this.modal.value.open;
    if (!open && !this.warmUp.active) return nothing;
    // Closed, this is the idle warm-up: the first open's shell and view, hidden and inert, and
    // without the dialog's role and test ids (nothing here is a dialog). One template for both, so
    // the warm-up prepares the very template the click renders.
    const text = this.messages.value;
    const { history } = this.router.value;
    const route = open ? history[history.length - 1] : WARM_UP_ROUTE;
    const canGoBack =
      open && (history.length > 1 || (route?.view === 'Connect' && this.account.value.status === 'connected'));
    const alert = this.alert.value;
    const toast = this.toast.value;
    return html`<div class=${open ? 'overlay' : 'overlay warm-up'} lang=${this.locale.value} dir=${textDirection(this.locale.value)} ?inert=${!open} data-testid=${open ? 'w3m-overlay' : nothing} @click=${this.handleOverlayClick}>
      <div class="card" role=${open ? 'dialog' : nothing} aria-modal=${open ? 'true' : nothing} aria-labelledby="w3m-modal-title" tabindex="-1" data-testid=${open ? 'w3m-modal-card' : nothing}>
        ${this.focusTrap.sentinel({ edge: 'start' })}
        <header>
          ${
            canGoBack
              ? html`<wui-icon-button icon="back" .label=${text.back} data-testid="w3m-back" @click=${this.handleBack}></wui-icon-button>`
              : open && route?.view === 'Connect'
                ? html`<wui-icon-button icon="info" .label=${text.whatIsAWalletTitle} data-testid="w3m-help" @click=${this.handleHelp}></wui-icon-button>`
                : html`<span></span>`
          }
          <h2 id="w3m-modal-title">${titleForRoute({ route, text, connectors: this.connectors.value })}</h2>
          <wui-icon-button icon="close" .label=${text.close} data-testid="w3m-close" @click=${this.handleCloseButton}></wui-icon-button>
        </header>
        ${open && alert.open ? html`<div class="alert"><wui-alertbar .message=${alertText({ alert, text })} .variant=${alert.variant} .closeLabel=${text.close} @w3m-alert-close=${this.handleAlertClose}></wui-alertbar></div>` : nothing}
        <div class="body"><w3m-router .preview=${open ? undefined : WARM_UP_ROUTE}></w3m-router></div>
        ${open ? html`<wui-toast class="toast" .message=${toast.open ? toast.message : ''} .variant=${toast.variant}></wui-toast>` : nothing}
        ${this.focusTrap.sentinel({ edge: 'end' })}
      </div>
    </div>`;
  }

  // The focused control left with the previous view: focus fell to the page's body, where a screen
  // reader would be lost and Tab would start from the page. The dialog takes it (the new view may
  // still focus its own first field, as the code view does).
  private async catchLostFocus() {
    await this.renderRoot.querySelector('w3m-router')?.updateComplete;
    const active = document.activeElement;
    if (this.modal.value.open && (!active || active === document.body)) this.card?.focus();
  }

  private handleOpened() {
    this.warmUp.cancel();
    this.scrollLock.activate();
    this.focusTrap.activate();
    // The likely next view's chunk, requested after the open has painted: not part of the click's frame.
    const next = this.account.value.status === 'connected' ? 'Account' : 'ConnectingExternal';
    afterNextPaint(() => preloadView(next));
  }

  private handleClosed() {
    this.scrollLock.deactivate();
    this.focusTrap.deactivate();
  }

  private get card(): HTMLElement | null {
    return this.renderRoot.querySelector('.card');
  }

  private requestClose(source: CloseSource) {
    // The guards decide (SPEC §2: UnsupportedChain; SIWXSignMessage while sign-in is required, the siwx controller's).
    if (!this.app.controllers.modal.requestClose(source)) this.shakeCard();
  }

  // A refused close answers visibly, as AppKit's modal shakes; skipped for visitors who asked for less motion.
  private shakeCard() {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const offsets = ['0', '-6px', '6px', '0'];
    this.card?.animate(
      offsets.map((offset) => ({ transform: `translateX(${offset})` })),
      { duration: 240, easing: 'ease-in-out' },
    );
  }

  private handleOverlayClick(event: MouseEvent) {
    if (event.target === event.currentTarget) this.requestClose('overlay');
  }

  private handleCloseButton() {
    this.requestClose('close-button');
  }

  private handleBack() {
    this.app.controllers.router.goBack();
  }

  // The Connect view's help (issue 20 part 1), where Reown AppKit puts it: the header's free corner.
  private handleHelp() {
    this.app.controllers.router.push({ view: 'WhatIsAWallet', params: undefined });
  }

  private handleAlertClose() {
    this.app.controllers.alert.close();
  }
}

defineElement('w3m-modal', W3mModal);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-modal': W3mModal;
  }
}
