import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import type { W3mEventMap } from '../ui/emit.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-email-input.js';

/**
 * UpdateEmailWallet: the embedded wallet user's new email (SPEC §4 "Email update"). The field
 * starts with the current address; the field submits only a valid address, and the controller
 * refuses the unchanged one. A refusal (unchanged, cooldown, rate limit) shows under the field
 * and keeps what was typed.
 */
export class W3mUpdateEmailWalletView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .column { gap: 16px; padding: 8px 4px; }
  `,
  ];

  /** The current email, prefilled. */
  @property() email = '';

  private readonly state = new StoreController(this, $embeddedWallet);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const { loading, error } = this.state.value;
    return html`<div class="column" data-testid="update-email-view">
      <p class="secondary">${text.updateEmailText}</p>
      <wui-email-input
        .value=${this.email}
        .placeholder=${text.emailPlaceholder}
        .submitLabel=${text.emailSubmit}
        .loading=${loading}
        .errorMessage=${error ?? ''}
        @w3m-email-submit=${this.handleSubmit}
      ></wui-email-input>
    </div>`;
  }

  private handleSubmit(event: W3mEventMap['w3m-email-submit']) {
    void this.app.controllers.embeddedWallet?.updateEmail({ email: event.detail.email });
  }
}

defineElement('w3m-update-email-wallet-view', W3mUpdateEmailWalletView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-update-email-wallet-view': W3mUpdateEmailWalletView;
  }
}
