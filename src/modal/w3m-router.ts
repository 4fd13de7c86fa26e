import { LitElement, css, html, type TemplateResult } from 'lit';
import { $route } from '../core/stores/router-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { RouteEntry, ViewName, ViewParams } from '../core/types/views.js';
import { defineElement } from '../ui/define-element.js';
import '../ui/wui-spinner.js';
import '../views/w3m-connect-view.js';

interface ViewEntry<V extends ViewName> {
  tag: string;
  /** Loads the view's chunk; views in the initial chunk have none. */
  load?: () => Promise<unknown>;
  render: (params: ViewParams[V]) => TemplateResult;
}

// The embedded wallet's views share one chunk.
function loadEmbeddedWalletViews(): Promise<unknown> {
  return import('../views/embedded-wallet-views.js');
}

// The three send views share one chunk.
function loadSendViews(): Promise<unknown> {
  return import('../views/send-views.js');
}

/** Every view, its element and its chunk; typed by ViewParams so params can't be mixed up. */
const VIEWS: { [V in ViewName]: ViewEntry<V> } = {
  Connect: { tag: 'w3m-connect-view', render: () => html`<w3m-connect-view></w3m-connect-view>` },
  ConnectingExternal: {
    tag: 'w3m-connecting-external-view',
    load: () => import('../views/w3m-connecting-external-view.js'),
    render: ({ connectorId }) => html`<w3m-connecting-external-view .connectorId=${connectorId}></w3m-connecting-external-view>`,
  },
  Account: { tag: 'w3m-account-view', load: () => import('../views/w3m-account-view.js'), render: () => html`<w3m-account-view></w3m-account-view>` },
  Networks: { tag: 'w3m-networks-view', load: () => import('../views/w3m-networks-view.js'), render: () => html`<w3m-networks-view></w3m-networks-view>` },
  SwitchNetwork: {
    tag: 'w3m-switch-network-view',
    load: () => import('../views/w3m-switch-network-view.js'),
    render: ({ network }) => html`<w3m-switch-network-view .network=${network}></w3m-switch-network-view>`,
  },
  SwitchActiveChain: {
    tag: 'w3m-switch-active-chain-view',
    load: () => import('../views/w3m-switch-active-chain-view.js'),
    render: ({ network }) => html`<w3m-switch-active-chain-view .network=${network}></w3m-switch-active-chain-view>`,
  },
  UnsupportedChain: {
    tag: 'w3m-unsupported-chain-view',
    load: () => import('../views/w3m-unsupported-chain-view.js'),
    render: () => html`<w3m-unsupported-chain-view></w3m-unsupported-chain-view>`,
  },
  ConnectingMultiChain: {
    tag: 'w3m-connecting-multi-chain-view',
    load: () => import('../views/w3m-connecting-multi-chain-view.js'),
    render: ({ connectorId }) => html`<w3m-connecting-multi-chain-view .connectorId=${connectorId}></w3m-connecting-multi-chain-view>`,
  },
  AllWallets: { tag: 'w3m-all-wallets-view', load: () => import('../views/w3m-all-wallets-view.js'), render: () => html`<w3m-all-wallets-view></w3m-all-wallets-view>` },
  Downloads: {
    tag: 'w3m-downloads-view',
    load: () => import('../views/w3m-downloads-view.js'),
    render: ({ wallet }) => html`<w3m-downloads-view .wallet=${wallet}></w3m-downloads-view>`,
  },
  WalletReceive: { tag: 'w3m-receive-view', load: () => import('../views/w3m-receive-view.js'), render: () => html`<w3m-receive-view></w3m-receive-view>` },
  WalletSend: { tag: 'w3m-wallet-send-view', load: loadSendViews, render: () => html`<w3m-wallet-send-view></w3m-wallet-send-view>` },
  WalletSendSelectToken: {
    tag: 'w3m-wallet-send-select-token-view',
    load: loadSendViews,
    render: () => html`<w3m-wallet-send-select-token-view></w3m-wallet-send-select-token-view>`,
  },
  WalletSendPreview: { tag: 'w3m-wallet-send-preview-view', load: loadSendViews, render: () => html`<w3m-wallet-send-preview-view></w3m-wallet-send-preview-view>` },
  EmailVerifyOtp: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-email-otp-view .email=${email} purpose="login"></w3m-email-otp-view>`,
  },
  EmailVerifyDevice: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email, social }) => html`<w3m-email-otp-view .email=${email} purpose=${social ? 'social-device' : 'device'}></w3m-email-otp-view>`,
  },
  UpdateEmailWallet: {
    tag: 'w3m-update-email-wallet-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-update-email-wallet-view .email=${email}></w3m-update-email-wallet-view>`,
  },
  UpdateEmailPrimaryOtp: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-email-otp-view .email=${email} purpose="update-primary"></w3m-email-otp-view>`,
  },
  UpdateEmailSecondaryOtp: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-email-otp-view .email=${email} purpose="update-secondary"></w3m-email-otp-view>`,
  },
  ConnectingSocial: {
    tag: 'w3m-connecting-social-view',
    load: loadEmbeddedWalletViews,
    render: ({ provider }) => html`<w3m-connecting-social-view .provider=${provider}></w3m-connecting-social-view>`,
  },
  ApproveTransaction: {
    tag: 'w3m-approve-transaction-view',
    load: loadEmbeddedWalletViews,
    render: () => html`<w3m-approve-transaction-view></w3m-approve-transaction-view>`,
  },
  EmbeddedWalletSecurity: { tag: 'w3m-wallet-security-view', load: loadEmbeddedWalletViews, render: () => html`<w3m-wallet-security-view></w3m-wallet-security-view>` },
  EmbeddedWalletRecoveryKey: { tag: 'w3m-frame-screen-view', load: loadEmbeddedWalletViews, render: () => html`<w3m-frame-screen-view screen="unlock"></w3m-frame-screen-view>` },
  EmbeddedWalletRecoveryMethod: { tag: 'w3m-frame-screen-view', load: loadEmbeddedWalletViews, render: () => html`<w3m-frame-screen-view screen="recovery-method"></w3m-frame-screen-view>` },
  EmbeddedWalletDevicePending: {
    tag: 'w3m-device-pending-view',
    load: loadEmbeddedWalletViews,
    render: ({ releaseAt }) => html`<w3m-device-pending-view .releaseAt=${releaseAt}></w3m-device-pending-view>`,
  },
};

/** Starts loading a view's chunk early, e.g. when the modal opens. */
export function preloadView(view: ViewName): void {
  void VIEWS[view].load?.();
}

/** Shows the view on top of the stack; a view whose chunk is still loading shows a spinner. */
export class W3mRouter extends LitElement {
  static override styles = css`
    :host { display: block; }
    .loading { display: grid; place-items: center; min-height: 200px; color: var(--wui-text-secondary); }
  `;

  private readonly route = new StoreController(this, $route);
  private readonly messages = new StoreController(this, $messages);

  override render() {
    const route = this.route.value;
    if (!route) return null;
    const entry = VIEWS[route.view] as ViewEntry<typeof route.view>;
    if (!customElements.get(entry.tag)) {
      void entry.load?.().then(() => this.requestUpdate());
      return html`<div class="loading"><wui-spinner .label=${this.messages.value.loading}></wui-spinner></div>`;
    }
    return renderRoute(route);
  }
}

function renderRoute(route: RouteEntry): TemplateResult {
  const entry = VIEWS[route.view] as ViewEntry<ViewName>;
  return entry.render(route.params as never);
}

defineElement('w3m-router', W3mRouter);
declare global { interface HTMLElementTagNameMap { 'w3m-router': W3mRouter } }
