import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import type { FrameScreenName } from '../core/controllers/embedded-wallet-controller.js';
import { $embeddedWalletSecurityMessages } from '../core/messages/embedded-wallet-security-messages.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { AppContextConsumer } from './app-context.js';
import { FrameSlotController } from './frame-slot-controller.js';
import { viewStyles } from './view.styles.js';

/**
 * EmbeddedWalletRecoveryKey and EmbeddedWalletRecoveryMethod: a box the embedded wallet's frame
 * is laid over while it shows one of its own screens (the recovery key is typed only there, on
 * the frame's origin, never into the dapp's page). Leaving the view aborts the screen.
 */
export class W3mFrameScreenView extends LitElement {
  private readonly texts = new StoreController(this, $embeddedWalletSecurityMessages);
  static override styles = [
    baseStyles,
    viewStyles,
    css`
    .slot { height: 480px; border-radius: var(--wui-radius-lg, 16px); }
  `,
  ];

  @property() screen: FrameScreenName = 'unlock';

  private readonly state = new StoreController(this, $embeddedWallet);
  private readonly app = new AppContextConsumer(this);
  private abort: AbortController | undefined;
  readonly frameSlot = new FrameSlotController(this, {
    find: () => this.renderRoot.querySelector('.slot'),
    place: (rect) => void this.app.value?.embeddedWallet?.positionFrame(rect),
  });

  override connectedCallback() {
    super.connectedCallback();
    this.abort = new AbortController();
    void this.app.value?.embeddedWallet?.runFrameScreen({ screen: this.screen, signal: this.abort.signal });
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.abort?.abort();
  }

  override render() {
    const { error } = this.state.value;
    const label =
      this.screen === 'unlock' ? this.texts.value.frameScreenLabel : this.texts.value.frameScreenMethodLabel;
    // A named region (a bare div may not carry a name): screen readers meet what the frame laid over it asks for.
    return html`<div class="column" data-testid=${`frame-screen-${this.screen}`}>
      <div class="slot" role="region" aria-label=${label} data-testid="frame-screen-slot"></div>
      ${error ? html`<p class="secondary error" role="alert" data-testid="frame-screen-error">${error}</p>` : null}
    </div>`;
  }
}

defineElement('w3m-frame-screen-view', W3mFrameScreenView);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-frame-screen-view': W3mFrameScreenView;
  }
}
