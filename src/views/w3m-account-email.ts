import { LitElement, css, html, nothing } from 'lit';
import { $account } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { truncateEmail } from '../core/utils/truncate-email.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-button.js';

/**
 * The Account view's email row, only for an account of the embedded wallet (a connector of type
 * AUTH: ID_AUTH, ID_AUTH_SOLANA): the email, truncated for display (SPEC §9 "Email display
 * truncated at 30 characters"; the whole address in `title`), and "Update email", which opens
 * UpdateEmailWallet. A social sign-in without an email shows the action alone.
 */
export class W3mAccountEmail extends LitElement {
  static override styles = [
    baseStyles,
    css`
    :host { display: block; align-self: stretch; }
    .row {
      display: flex; align-items: center; justify-content: space-between; gap: 8px;
      padding: 8px 12px; border-radius: var(--wui-radius-lg); background: var(--wui-surface);
    }
    .email { flex: 1; min-width: 0; text-align: start; font-size: var(--wui-text-sm); }
    .email [data-testid='account-email'] { display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
    .label { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  `,
  ];

  private readonly account = new StoreController(this, $account);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly embeddedWallet = new StoreController(this, $embeddedWallet);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const { connectorId } = this.account.value;
    const connector = this.connectors.value.find((candidate) => candidate.id === connectorId);
    if (connector?.type !== 'AUTH') return nothing;
    const text = this.messages.value;
    const { email } = this.embeddedWallet.value;
    return html`<div class="row" data-testid="account-email-row">
      ${
        email
          ? html`<span class="email"><span class="label">${text.accountEmail}</span><br /><span data-testid="account-email" title=${email}>${truncateEmail({ email })}</span></span>`
          : html`<span></span>`
      }
      <wui-button variant="neutral" size="sm" data-testid="account-update-email" @click=${this.handleUpdateEmail}>${text.updateEmail}</wui-button>
    </div>`;
  }

  private handleUpdateEmail() {
    this.app.controllers.embeddedWallet?.openUpdateEmail();
  }
}

defineElement('w3m-account-email', W3mAccountEmail);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-email': W3mAccountEmail;
  }
}
