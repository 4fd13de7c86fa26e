import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { $route } from '../core/stores/router-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import type { RouteEntry, ViewName } from '../core/types/views.js';
import { defineElement } from '../ui/define-element.js';
import { viewEntryFor, type ViewEntry } from './view-table.js';
import { ViewChunkLoader } from './view-chunk-loader.js';
import '../ui/wui-button.js';
import '../ui/wui-spinner.js';

/**
 * Shows the view on top of the stack; a view whose chunk is still loading shows a spinner, and one
 * whose chunk failed says so with a button that loads it again.
 */
export class W3mRouter extends LitElement {
  static override styles = css`
    :host { display: block; }
    .status { display: grid; place-items: center; align-content: center; gap: 12px; min-height: 200px; padding: 0 16px; color: var(--wui-text-secondary); text-align: center; }
  `;

  /** A route shown instead of the stack's top (the modal's idle warm-up renders the first view so). */
  @property({ attribute: false }) preview?: RouteEntry;

  private readonly route = new StoreController(this, $route);
  private readonly messages = new StoreController(this, $messages);
  private readonly chunks = new ViewChunkLoader({ onChange: () => this.requestUpdate() });

  override render() {
    const route = this.preview ?? this.route.value;
    if (!route) return null;
    const entry = this.entryFor(route);
    const state = this.chunks.stateOf(entry);
    if (state === 'ready') return entry.render(route.params as never);
    const text = this.messages.value;
    if (state === 'failed') {
      const retry = html`<wui-button variant="neutral" size="sm" data-testid="router-retry" @click=${this.handleRetry}>${text.tryAgain}</wui-button>`;
      return html`<div class="status" role="alert" data-testid="router-load-failed"><span>${text.viewLoadFailed}</span>${retry}</div>`;
    }
    return html`<div class="status"><wui-spinner .label=${text.loading}></wui-spinner></div>`;
  }

  /** The table's entry for a route (a test can stand a failing chunk in for it). */
  protected entryFor(route: RouteEntry): ViewEntry<ViewName> {
    return viewEntryFor(route);
  }

  private handleRetry() {
    this.chunks.retry();
  }
}

defineElement('w3m-router', W3mRouter);
declare global {
  interface HTMLElementTagNameMap {
    'w3m-router': W3mRouter;
  }
}
