import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $account } from '../core/stores/chain-store.js';
import { $namesMessages } from '../core/messages/names-messages.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-avatar.js';
import '../ui/wui-button.js';

/**
 * RegisterAccountNameSuccess (SPEC §2, §4 "show RegisterAccountNameSuccess"): the name just
 * registered with its avatar (the account's profile image, which the names controller set from
 * the service's avatar endpoint), what it changes, and "Back to account".
 */
export class W3mRegisterAccountNameSuccessView extends LitElement {
  private readonly texts = new StoreController(this, $namesMessages);
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .center { gap: 16px; padding: 16px 4px 8px; }
      .title { overflow-wrap: anywhere; }
      wui-button { align-self: stretch; }
    `,
  ];

  /** The full name registered, `alice.reown.id`. */
  @property() name = '';

  private readonly account = new StoreController(this, $account);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const { address, profileImage } = this.account.value;
    return html`<div class="center" data-testid="register-name-success-view">
      <wui-avatar .address=${address ?? ''} .imageUrl=${profileImage}></wui-avatar>
      <p class="title" data-testid="register-name-success">${this.texts.value.successHeading(this.name)}</p>
      <p class="secondary">${this.texts.value.successText}</p>
      <wui-button variant="accent" data-testid="register-name-success-back" @click=${this.handleBack}>${this.texts.value.backToAccount}</wui-button>
    </div>`;
  }

  private handleBack() {
    this.app.controllers.router.reset({ view: 'Account', params: undefined });
  }
}

defineElement('w3m-register-account-name-success-view', W3mRegisterAccountNameSuccessView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-register-account-name-success-view': W3mRegisterAccountNameSuccessView;
  }
}
