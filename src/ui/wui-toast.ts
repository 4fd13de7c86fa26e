import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiToastStyles } from './wui-toast.styles.js';
import { defineElement } from './define-element.js';
import { renderIcon } from './icons.js';
import './wui-spinner.js';

/** A short message near the bottom of the modal, announced politely. */
export class WuiToast extends LitElement {
  static override styles = [baseStyles, wuiToastStyles];

  @property() message = '';
  @property() variant: 'success' | 'error' | 'loading' = 'success';

  override render() {
    const icon =
      this.variant === 'loading'
        ? html`<wui-spinner></wui-spinner>`
        : renderIcon(this.variant === 'success' ? 'check' : 'warning');
    return html`<div class="toast ${this.variant}" role="status" aria-live="polite" data-testid="toast">${icon}<span>${this.message}</span></div>`;
  }
}

defineElement('wui-toast', WuiToast);
declare global {
  interface HTMLElementTagNameMap {
    'wui-toast': WuiToast;
  }
}
