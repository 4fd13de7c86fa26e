import { LitElement, css, html } from 'lit';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { W3mEventMap } from '../ui/emit.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-email-input.js';

/**
 * The Connect view's email field: a valid address asks the embedded wallet for a code (SPEC §4
 * "Email login"); a refusal (cooldown, rate limit) shows under the field, nothing typed is lost.
 */
export class W3mEmailLoginWidget extends LitElement {
  static override styles = css`:host { display: block; }`;

  private readonly state = new StoreController(this, $embeddedWallet);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const { loading, error, socialProvider, email } = this.state.value;
    // Back from the code view, the address typed before is still there.
    return html`<wui-email-input
      .value=${email ?? ''}
      .placeholder=${text.emailPlaceholder}
      .submitLabel=${text.emailSubmit}
      .loading=${loading && !socialProvider}
      .errorMessage=${socialProvider ? '' : (error ?? '')}
      @w3m-email-submit=${this.handleSubmit}
    ></wui-email-input>`;
  }

  private handleSubmit(event: W3mEventMap['w3m-email-submit']) {
    void this.app.controllers.embeddedWallet?.connectEmail({ email: event.detail.email });
  }
}

defineElement('w3m-email-login-widget', W3mEmailLoginWidget);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-email-login-widget': W3mEmailLoginWidget;
  }
}
