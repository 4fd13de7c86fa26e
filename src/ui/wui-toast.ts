import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiToastStyles } from './wui-toast.styles.js';
import { defineElement } from './define-element.js';
import { renderIcon } from './icons.js';
import './wui-spinner.js';

/**
 * A short message near the bottom of the modal, announced politely; an error assertively. Both live
 * regions stay on the page while the host does (empty without a message): a screen reader announces
 * text that changes inside a region it already knows, not always a region that arrives with its text.
 */
export class WuiToast extends LitElement {
  static override styles = [baseStyles, wuiToastStyles];

  @property() message = '';
  @property() variant: 'success' | 'error' | 'loading' = 'success';

  override render() {
    const icon =
      this.variant === 'loading'
        ? html`<wui-spinner></wui-spinner>`
        : renderIcon(this.variant === 'success' ? 'check' : 'warning');
    const pill = this.message
      ? html`<div class="toast ${this.variant}" data-testid="toast">${icon}<span>${this.message}</span></div>`
      : nothing;
    const isError = this.variant === 'error';
    return html`<div role="status" aria-live="polite" data-testid="toast-polite">${isError ? nothing : pill}</div>
      <div role="alert" aria-live="assertive" data-testid="toast-assertive">${isError ? pill : nothing}</div>`;
  }
}

defineElement('wui-toast', WuiToast);
declare global {
  interface HTMLElementTagNameMap {
    'wui-toast': WuiToast;
  }
}
