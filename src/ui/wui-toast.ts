import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';
import { renderIcon } from './icons.js';
import './wui-spinner.js';

/** A short message near the bottom of the modal, announced politely. */
export class WuiToast extends LitElement {
  static override styles = [baseStyles, css`
    :host { display: flex; justify-content: center; pointer-events: none; }
    .toast {
      display: inline-flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px;
      background: var(--wui-surface); border: 1px solid var(--wui-border); box-shadow: 0 6px 20px rgba(0, 0, 0, 0.2);
      font-size: var(--wui-text-sm); font-weight: 500; animation: rise 0.15s ease-out;
    }
    .success svg { color: var(--wui-success); }
    .error svg { color: var(--wui-error); }
    wui-spinner { --wui-spinner-size: 14px; }
    @keyframes rise { from { opacity: 0; transform: translateY(6px); } }
  `];

  @property() message = '';
  @property() variant: 'success' | 'error' | 'loading' = 'success';

  override render() {
    const icon = this.variant === 'loading' ? html`<wui-spinner></wui-spinner>` : renderIcon(this.variant === 'success' ? 'check' : 'warning');
    return html`<div class="toast ${this.variant}" role="status" aria-live="polite" data-testid="toast">${icon}<span>${this.message}</span></div>`;
  }
}

defineElement('wui-toast', WuiToast);
declare global { interface HTMLElementTagNameMap { 'wui-toast': WuiToast } }
