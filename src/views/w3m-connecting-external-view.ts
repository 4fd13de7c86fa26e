import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { $connectAttempt } from '../core/stores/connect-attempt-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { shownText } from '../core/messages/alert-texts.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import { AppContextConsumer } from './app-context.js';
import '../ui/wui-wallet-image.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

const USER_REJECTED = 4001;

/** Waiting for a browser wallet to approve; shows a declined request with a retry. */
export class W3mConnectingExternalView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    wui-wallet-image { --wui-wallet-image-size: 72px; }
    .status { min-height: 48px; display: flex; flex-direction: column; gap: 4px; align-items: center; }
  `,
  ];

  @property({ attribute: 'connector-id' }) connectorId = '';

  private readonly connectors = new StoreController(this, $connectors);
  private readonly attempt = new StoreController(this, $connectAttempt);
  private readonly messages = new StoreController(this, $messages);
  private readonly app = new AppContextConsumer(this);

  override render() {
    const text = this.messages.value;
    const connector = this.connectors.value.find((candidate) => candidate.id === this.connectorId);
    const name = connector?.name ?? '';
    const attempt = this.attempt.value;
    const failed = attempt.status === 'error' && attempt.connectorId === this.connectorId;
    const declined = failed && attempt.errorCode === USER_REJECTED;
    return html`<div class="center" data-testid="connecting-external">
      <wui-wallet-image .src=${connector?.imageUrl ?? ''} .name=${name}></wui-wallet-image>
      <div class="status" role=${failed ? 'alert' : 'status'}>
        ${
          failed
            ? html`<p class="title error" data-testid="connecting-error">${declined ? text.connectionDeclined : text.connectionFailed}</p>
              <p class="secondary">${declined ? text.connectionDeclinedHint : shownText({ message: attempt.errorMessage ?? '', text })}</p>`
            : html`<p class="title">${text.continueIn(name)}</p><p class="secondary">${text.acceptInWallet}</p>`
        }
      </div>
      ${
        failed
          ? html`<wui-button variant="neutral" data-testid="connecting-retry" @click=${this.handleRetry}>${text.tryAgain}</wui-button>`
          : html`<wui-spinner .label=${text.connecting}></wui-spinner>`
      }
    </div>`;
  }

  private handleRetry() {
    void this.app.controllers.connectFlow.connectWallet({ connectorId: this.connectorId });
  }
}

defineElement('w3m-connecting-external-view', W3mConnectingExternalView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-external-view': W3mConnectingExternalView;
  }
}
