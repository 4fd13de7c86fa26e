import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { SocialProvider } from '../core/types/auth-client.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { renderSocialIcon, socialProviderName } from '../ui/social-icons.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

/** Waiting for the social provider's window; a refusal shows with a retry (which opens a new window). */
export class W3mConnectingSocialView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .icon { width: 72px; height: 72px; display: grid; place-items: center; }
    .icon svg { width: 56px; height: 56px; }
  `,
  ];

  @property() provider: SocialProvider = 'google';

  private readonly state = new StoreController(this, $embeddedWallet);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const { error, loading, authenticating } = this.state.value;
    const name = socialProviderName(this.provider);
    return html`<div class="center" data-testid="connecting-social">
      <div class="icon" aria-hidden="true">${renderSocialIcon(this.provider)}</div>
      ${
        error && !loading
          ? html`<div role="alert"><p class="title error" data-testid="social-error">${error}</p></div>
            <wui-button variant="neutral" data-testid="social-retry" @click=${this.handleRetry}>${text.tryAgain}</wui-button>`
          : authenticating
            ? html`<p class="title" data-testid="social-authenticating">${text.authenticating}</p><wui-spinner .label=${text.authenticating}></wui-spinner>`
            : html`<p class="title">${text.socialWaiting(name)}</p><p class="secondary">${text.socialHint}</p><wui-spinner .label=${text.connecting}></wui-spinner>`
      }
    </div>`;
  }

  private handleRetry() {
    void this.app.controllers.embeddedWallet?.connectSocial({ provider: this.provider });
  }
}

defineElement('w3m-connecting-social-view', W3mConnectingSocialView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-social-view': W3mConnectingSocialView;
  }
}
