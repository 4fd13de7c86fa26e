import { html, type TemplateResult } from 'lit';
import type { Messages } from '../core/messages/en.js';
import type { Connector } from '../core/types/connector.js';
import type { RouteEntry, ViewName, ViewParams } from '../core/types/views.js';
import '../views/w3m-connect-view.js';

/** What a view's title may read: the message table, the route's params, the connectors' names. */
export interface ViewTitleParameters<V extends ViewName> {
  text: Messages;
  params: ViewParams[V];
  connectors: readonly Pick<Connector, 'id' | 'name'>[];
}

/** One view: its element, its chunk, how to render it and what the modal's header calls it. */
export interface ViewEntry<V extends ViewName> {
  tag: string;
  /** Loads the view's chunk; views in the initial chunk have none. */
  load?: () => Promise<unknown>;
  render: (params: ViewParams[V]) => TemplateResult;
  /** The modal header's title while the view is on screen. */
  title: (parameters: ViewTitleParameters<V>) => string;
}

// The embedded wallet's views share one chunk.
function loadEmbeddedWalletViews(): Promise<unknown> {
  return import('../views/embedded-wallet-views.js');
}

// The sign-in's two email views (email capture) share one chunk.
function loadSiwxEmailViews(): Promise<unknown> {
  return import('../views/siwx-email-views.js');
}

// The names views (RegisterAccountName and its success view) share one chunk.
function loadNamesViews(): Promise<unknown> {
  return import('../views/names-views.js');
}

// The three swap views share one chunk (issue 19).
function loadSwapViews(): Promise<unknown> {
  return import('../views/swap-views.js');
}

// The three send views share one chunk.
function loadSendViews(): Promise<unknown> {
  return import('../views/send-views.js');
}

// The two explainer views (WhatIsAWallet, WhatIsANetwork) share one chunk (issue 20 part 1).
function loadHelpViews(): Promise<unknown> {
  return import('../views/help-views.js');
}

/**
 * Every view, its element, its chunk and its title; typed by ViewParams so params can't be mixed
 * up and no view goes without a title.
 */
const VIEWS: { [V in ViewName]: ViewEntry<V> } = {
  Connect: {
    tag: 'w3m-connect-view',
    render: () => html`<w3m-connect-view></w3m-connect-view>`,
    title: ({ text }) => text.connectWallet,
  },
  ConnectingExternal: {
    tag: 'w3m-connecting-external-view',
    load: () => import('../views/w3m-connecting-external-view.js'),
    render: ({ connectorId }) =>
      html`<w3m-connecting-external-view .connectorId=${connectorId}></w3m-connecting-external-view>`,
    title: ({ text, params, connectors }) =>
      connectors.find((connector) => connector.id === params.connectorId)?.name ?? text.connectWallet,
  },
  ConnectingWalletConnect: {
    tag: 'w3m-connecting-wc-view',
    load: () => import('../views/w3m-connecting-wc-view.js'),
    render: ({ wallet }) => html`<w3m-connecting-wc-view .wallet=${wallet}></w3m-connecting-wc-view>`,
    title: ({ text, params }) => params.wallet?.name ?? text.walletConnect,
  },
  Account: {
    tag: 'w3m-account-view',
    load: () => import('../views/w3m-account-view.js'),
    render: () => html`<w3m-account-view></w3m-account-view>`,
    title: ({ text }) => text.account,
  },
  Networks: {
    tag: 'w3m-networks-view',
    load: () => import('../views/w3m-networks-view.js'),
    render: () => html`<w3m-networks-view></w3m-networks-view>`,
    title: ({ text }) => text.networks,
  },
  SwitchNetwork: {
    tag: 'w3m-switch-network-view',
    load: () => import('../views/w3m-switch-network-view.js'),
    render: ({ network }) => html`<w3m-switch-network-view .network=${network}></w3m-switch-network-view>`,
    title: ({ params }) => params.network.name,
  },
  SwitchActiveChain: {
    tag: 'w3m-switch-active-chain-view',
    load: () => import('../views/w3m-switch-active-chain-view.js'),
    render: ({ network }) => html`<w3m-switch-active-chain-view .network=${network}></w3m-switch-active-chain-view>`,
    title: ({ text }) => text.switchNetwork,
  },
  UnsupportedChain: {
    tag: 'w3m-unsupported-chain-view',
    load: () => import('../views/w3m-unsupported-chain-view.js'),
    render: () => html`<w3m-unsupported-chain-view></w3m-unsupported-chain-view>`,
    title: ({ text }) => text.switchNetwork,
  },
  ConnectingMultiChain: {
    tag: 'w3m-connecting-multi-chain-view',
    load: () => import('../views/w3m-connecting-multi-chain-view.js'),
    render: ({ connectorId }) =>
      html`<w3m-connecting-multi-chain-view .connectorId=${connectorId}></w3m-connecting-multi-chain-view>`,
    title: ({ text }) => text.chooseNamespace,
  },
  AllWallets: {
    tag: 'w3m-all-wallets-view',
    load: () => import('../views/w3m-all-wallets-view.js'),
    render: () => html`<w3m-all-wallets-view></w3m-all-wallets-view>`,
    title: ({ text }) => text.allWallets,
  },
  Downloads: {
    tag: 'w3m-downloads-view',
    load: () => import('../views/w3m-downloads-view.js'),
    render: ({ wallet }) => html`<w3m-downloads-view .wallet=${wallet}></w3m-downloads-view>`,
    title: ({ params }) => params.wallet.name,
  },
  WalletReceive: {
    tag: 'w3m-receive-view',
    load: () => import('../views/w3m-receive-view.js'),
    render: () => html`<w3m-receive-view></w3m-receive-view>`,
    title: ({ text }) => text.receiveTitle,
  },
  WalletSend: {
    tag: 'w3m-wallet-send-view',
    load: loadSendViews,
    render: () => html`<w3m-wallet-send-view></w3m-wallet-send-view>`,
    title: ({ text }) => text.send,
  },
  WalletSendSelectToken: {
    tag: 'w3m-wallet-send-select-token-view',
    load: loadSendViews,
    render: () => html`<w3m-wallet-send-select-token-view></w3m-wallet-send-select-token-view>`,
    title: ({ text }) => text.sendSelectToken,
  },
  WalletSendPreview: {
    tag: 'w3m-wallet-send-preview-view',
    load: loadSendViews,
    render: () => html`<w3m-wallet-send-preview-view></w3m-wallet-send-preview-view>`,
    title: ({ text }) => text.sendPreviewTitle,
  },
  EmailVerifyOtp: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-email-otp-view .email=${email} purpose="login"></w3m-email-otp-view>`,
    title: ({ text }) => text.otpTitle,
  },
  EmailVerifyDevice: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email, social }) =>
      html`<w3m-email-otp-view .email=${email} purpose=${social ? 'social-device' : 'device'}></w3m-email-otp-view>`,
    title: ({ text }) => text.deviceTitle,
  },
  UpdateEmailWallet: {
    tag: 'w3m-update-email-wallet-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-update-email-wallet-view .email=${email}></w3m-update-email-wallet-view>`,
    title: ({ text }) => text.updateEmailTitle,
  },
  UpdateEmailPrimaryOtp: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-email-otp-view .email=${email} purpose="update-primary"></w3m-email-otp-view>`,
    title: ({ text }) => text.updateEmailPrimaryTitle,
  },
  UpdateEmailSecondaryOtp: {
    tag: 'w3m-email-otp-view',
    load: loadEmbeddedWalletViews,
    render: ({ email }) => html`<w3m-email-otp-view .email=${email} purpose="update-secondary"></w3m-email-otp-view>`,
    title: ({ text }) => text.updateEmailSecondaryTitle,
  },
  ConnectingSocial: {
    tag: 'w3m-connecting-social-view',
    load: loadEmbeddedWalletViews,
    render: ({ provider }) => html`<w3m-connecting-social-view .provider=${provider}></w3m-connecting-social-view>`,
    // The view names the provider's window itself; the header stays the generic one.
    title: ({ text }) => text.connectWallet,
  },
  ApproveTransaction: {
    tag: 'w3m-approve-transaction-view',
    load: loadEmbeddedWalletViews,
    render: () => html`<w3m-approve-transaction-view></w3m-approve-transaction-view>`,
    title: ({ text }) => text.approveTitle,
  },
  EmbeddedWalletSecurity: {
    tag: 'w3m-wallet-security-view',
    load: loadEmbeddedWalletViews,
    render: () => html`<w3m-wallet-security-view></w3m-wallet-security-view>`,
    title: ({ text }) => text.security,
  },
  EmbeddedWalletRecoveryKey: {
    tag: 'w3m-frame-screen-view',
    load: loadEmbeddedWalletViews,
    render: () => html`<w3m-frame-screen-view screen="unlock"></w3m-frame-screen-view>`,
    title: ({ text }) => text.recoveryKeyTitle,
  },
  EmbeddedWalletRecoveryMethod: {
    tag: 'w3m-frame-screen-view',
    load: loadEmbeddedWalletViews,
    render: () => html`<w3m-frame-screen-view screen="recovery-method"></w3m-frame-screen-view>`,
    title: ({ text }) => text.recoveryKeyTitle,
  },
  EmbeddedWalletDevicePending: {
    tag: 'w3m-device-pending-view',
    load: loadEmbeddedWalletViews,
    render: ({ releaseAt }) => html`<w3m-device-pending-view .releaseAt=${releaseAt}></w3m-device-pending-view>`,
    title: ({ text }) => text.devicePendingTitle,
  },
  SIWXSignMessage: {
    tag: 'w3m-siwx-sign-message-view',
    load: () => import('../views/w3m-siwx-sign-message-view.js'),
    render: () => html`<w3m-siwx-sign-message-view></w3m-siwx-sign-message-view>`,
    title: ({ text }) => text.siwxTitle,
  },
  DataCapture: {
    tag: 'w3m-data-capture-view',
    load: loadSiwxEmailViews,
    render: () => html`<w3m-data-capture-view></w3m-data-capture-view>`,
    title: ({ text }) => text.dataCaptureTitle,
  },
  DataCaptureOtpConfirm: {
    tag: 'w3m-data-capture-otp-confirm-view',
    load: loadSiwxEmailViews,
    render: () => html`<w3m-data-capture-otp-confirm-view></w3m-data-capture-otp-confirm-view>`,
    title: ({ text }) => text.dataCaptureOtpTitle,
  },
  RegisterAccountName: {
    tag: 'w3m-register-account-name-view',
    load: loadNamesViews,
    render: () => html`<w3m-register-account-name-view></w3m-register-account-name-view>`,
    title: ({ text }) => text.registerNameTitle,
  },
  RegisterAccountNameSuccess: {
    tag: 'w3m-register-account-name-success-view',
    load: loadNamesViews,
    render: ({ name }) =>
      html`<w3m-register-account-name-success-view .name=${name}></w3m-register-account-name-success-view>`,
    title: ({ text }) => text.registerNameSuccessTitle,
  },
  Swap: {
    tag: 'w3m-swap-view',
    load: loadSwapViews,
    render: () => html`<w3m-swap-view></w3m-swap-view>`,
    title: ({ text }) => text.swapTitle,
  },
  SwapSelectToken: {
    tag: 'w3m-swap-select-token-view',
    load: loadSwapViews,
    render: ({ target }) => html`<w3m-swap-select-token-view .target=${target}></w3m-swap-select-token-view>`,
    title: ({ text }) => text.swapSelectTokenTitle,
  },
  SwapPreview: {
    tag: 'w3m-swap-preview-view',
    load: loadSwapViews,
    render: () => html`<w3m-swap-preview-view></w3m-swap-preview-view>`,
    title: ({ text }) => text.swapPreviewTitle,
  },
  WhatIsAWallet: {
    tag: 'w3m-what-is-a-wallet-view',
    load: loadHelpViews,
    render: () => html`<w3m-what-is-a-wallet-view></w3m-what-is-a-wallet-view>`,
    title: ({ text }) => text.whatIsAWalletTitle,
  },
  WhatIsANetwork: {
    tag: 'w3m-what-is-a-network-view',
    load: loadHelpViews,
    render: () => html`<w3m-what-is-a-network-view></w3m-what-is-a-network-view>`,
    title: ({ text }) => text.whatIsANetworkTitle,
  },
};

/** The table's entry for a route's view, widened so it can take that route's params. */
export function viewEntryFor(route: RouteEntry): ViewEntry<ViewName> {
  return VIEWS[route.view] as ViewEntry<ViewName>;
}

export interface TitleForRouteParameters {
  /** The route on screen; none gets the Connect view's title. */
  route: RouteEntry | undefined;
  text: Messages;
  connectors: ViewTitleParameters<ViewName>['connectors'];
}

/**
 * The modal header's title for a route, from the view's own entry.
 * @example titleForRoute({ route: { view: 'Networks', params: undefined }, text: en, connectors: [] }); // 'Networks'
 */
export function titleForRoute({ route, text, connectors }: TitleForRouteParameters): string {
  if (!route) return text.connectWallet;
  return viewEntryFor(route).title({ text, params: route.params as never, connectors });
}

/** Starts loading a view's chunk early, e.g. when the modal opens. */
export function preloadView(view: ViewName): void {
  // A failed preload is not an error yet: the router loads again when the view is shown, and says so if that fails.
  VIEWS[view].load?.().catch(() => undefined);
}
