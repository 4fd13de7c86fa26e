import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { $directory } from '../core/stores/directory-store.js';
import { $messages } from '../core/messages/messages-store.js';
import type { Messages } from '../core/messages/en.js';
import { shownText } from '../core/messages/alert-texts.js';
import { StoreController } from '../core/stores/store-controller.js';
import { $walletConnect, type WalletConnectState } from '../core/stores/walletconnect-store.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import { isSafeImageUrl } from '../core/utils/is-safe-image-url.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import { connectingWcStyles } from './w3m-connecting-wc-view.styles.js';
import '../ui/wui-button.js';
import '../ui/wui-qr-code.js';
import '../ui/wui-spinner.js';
import '../ui/wui-wallet-image.js';

/**
 * ConnectingWalletConnect (SPEC §2): the pairing URI as a QR code drawn in the page, "Copy link",
 * and for a directory wallet its image, name, an "Open" button when it has a safe link and a way
 * to its downloads. The WalletConnectController offers and refreshes the URI while this view is
 * on screen; a declined or failed attempt shows "Try again".
 */
export class W3mConnectingWcView extends LitElement {
  static override styles = [baseStyles, viewStyles, connectingWcStyles];

  /** The directory wallet chosen, if any (any WalletConnect wallet otherwise). */
  @property({ attribute: false }) wallet?: WalletListEntry | undefined;

  private readonly pairing = new StoreController(this, $walletConnect);
  private readonly directory = new StoreController(this, $directory);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const state = this.pairing.value;
    return html`<div class="center" data-testid="connecting-wc-view" data-status=${state.status}>
      ${this.walletTemplate()}
      ${this.bodyTemplate(state, text)}
      <div class="actions">${this.actionsTemplate(state, text)}</div>
    </div>`;
  }

  private walletTemplate() {
    const wallet = this.wallet;
    if (!wallet) return nothing;
    const image = wallet.image_id ? this.directory.value.images[wallet.image_id] : undefined;
    return html`<div class="wallet" data-testid="wc-wallet">
      <wui-wallet-image .src=${isSafeImageUrl(image) ? image : ''} .name=${wallet.name}></wui-wallet-image>
      <p class="title">${wallet.name}</p>
    </div>`;
  }

  private bodyTemplate(state: WalletConnectState, text: Messages) {
    if (state.status === 'declined')
      return this.statusTemplate({ error: true, title: text.connectionDeclined, hint: text.connectionDeclinedHint });
    if (state.status === 'failed')
      return this.statusTemplate({ error: true, title: text.connectionFailed, hint: failureHint(state, text) });
    if (state.status === 'offered' && state.uri)
      return html`<wui-qr-code data-testid="wc-qr" .value=${state.uri} .label=${text.wcQrLabel}></wui-qr-code>
        <p class="secondary" role="status">${this.wallet ? text.wcScanWalletHint(this.wallet.name) : text.wcScanHint}</p>`;
    const label = state.status === 'connecting' ? text.connecting : text.wcPreparing;
    return html`<div class="placeholder"><wui-spinner data-testid="wc-loading" .label=${label}></wui-spinner></div>`;
  }

  private statusTemplate({ error, title, hint }: { error: boolean; title: string; hint: string }) {
    return html`<div class="status" role="alert">
      <p class=${error ? 'title error' : 'title'} data-testid="wc-error">${title}</p>
      <p class="secondary" data-testid="wc-error-hint">${hint}</p>
    </div>`;
  }

  private actionsTemplate(state: WalletConnectState, text: Messages) {
    const wallet = this.wallet;
    const ended = state.status === 'declined' || state.status === 'failed';
    const offered = state.status === 'offered' && state.uri;
    return html`${
      ended
        ? html`<wui-button variant="accent" full-width data-testid="wc-retry" @click=${this.handleRetry}>${text.tryAgain}</wui-button>`
        : nothing
    }${
      offered && wallet && state.link
        ? html`<wui-button variant="accent" full-width data-testid="wc-open-wallet" @click=${this.handleOpenWallet}>${text.wcOpenWallet(wallet.name)}</wui-button>`
        : nothing
    }${
      offered
        ? html`<wui-button variant="neutral" full-width data-testid="wc-copy-link" @click=${this.handleCopyLink}>${text.wcCopyLink}</wui-button>`
        : nothing
    }${
      wallet
        ? html`<wui-button variant="neutral" full-width data-testid="wc-get-wallet" @click=${this.handleGetWallet}>${text.wcGetWallet(wallet.name)}</wui-button>`
        : nothing
    }`;
  }

  private handleRetry() {
    this.app.controllers.walletConnect?.retry();
  }

  private handleOpenWallet() {
    this.app.controllers.walletConnect?.openWallet();
  }

  private async handleCopyLink() {
    const { uri } = this.pairing.value;
    if (!uri) return;
    const text = this.messages.value;
    const { toast } = this.app.controllers;
    try {
      await navigator.clipboard.writeText(uri);
      toast.show({ message: text.wcLinkCopied, variant: 'success' });
    } catch {
      toast.show({ message: text.wcLinkCopyFailed, variant: 'error' });
    }
  }

  private handleGetWallet() {
    const wallet = this.wallet;
    if (!wallet) return;
    const { events, router } = this.app.controllers;
    events.track({ event: 'CLICK_GET_WALLET', properties: { name: wallet.name } });
    router.push({ view: 'Downloads', params: { wallet } });
  }
}

function failureHint(state: WalletConnectState, text: Messages): string {
  if (state.failure === 'unsupported') return text.wcNoSupportedNetwork;
  if (state.failure === 'unreachable' || !state.errorMessage) return text.wcRelayUnreachable;
  // A relay's refusal is a SPEC §8 alert (APKT002, APKT006, APKT007): shown in the active language.
  return shownText({ message: state.errorMessage, text });
}

defineElement('w3m-connecting-wc-view', W3mConnectingWcView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-wc-view': W3mConnectingWcView;
  }
}
