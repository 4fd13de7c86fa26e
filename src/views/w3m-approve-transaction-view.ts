import { LitElement, css, html } from 'lit';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';

/**
 * ApproveTransaction: a box the embedded wallet's frame is laid over while it shows a signing
 * request (the frame renders the request itself, so nothing the dapp page does can change what
 * the visitor approves). The frame follows the box when the page scrolls or resizes.
 */
export class W3mApproveTransactionView extends LitElement {
  static override styles = css`
    :host { display: block; }
    .slot { height: 520px; border-radius: var(--wui-radius-lg, 16px); }
  `;

  private readonly app = new AppContextConsumer(this);
  private readonly messages = new StoreController(this, $messages);
  private readonly observer = new ResizeObserver(() => this.place());
  private readonly onViewportChange = () => this.place();

  override render() {
    return html`<div class="slot" role="region" data-testid="approve-transaction-view" aria-label=${this.messages.value.approveRegionLabel}></div>`;
  }

  protected override firstUpdated() {
    const slot = this.renderRoot.querySelector('.slot');
    if (slot) this.observer.observe(slot);
    window.addEventListener('resize', this.onViewportChange);
    window.addEventListener('scroll', this.onViewportChange, true);
    this.place();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.observer.disconnect();
    window.removeEventListener('resize', this.onViewportChange);
    window.removeEventListener('scroll', this.onViewportChange, true);
    void this.app.value?.embeddedWallet?.positionFrame(undefined);
  }

  private place() {
    const slot = this.renderRoot.querySelector('.slot');
    if (!slot || !this.isConnected) return;
    const { top, left, width, height } = slot.getBoundingClientRect();
    void this.app.value?.embeddedWallet?.positionFrame({ top, left, width, height });
  }
}

defineElement('w3m-approve-transaction-view', W3mApproveTransactionView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-approve-transaction-view': W3mApproveTransactionView;
  }
}
