import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';
import { renderIcon, type IconName } from './icons.js';
import './wui-spinner.js';

const VARIANT_ICONS: Record<'info' | 'error' | 'success', IconName> = { info: 'info', error: 'warning', success: 'check' };

/**
 * The alert banner at the top of the modal. Errors are announced assertively.
 * @event wui-close - the close button was pressed
 */
export class WuiAlertbar extends LitElement {
  static override styles = [baseStyles, css`
    :host { display: block; }
    .bar {
      display: flex; align-items: center; gap: 8px; padding: 8px 8px 8px 12px; border-radius: var(--wui-radius-lg);
      font-size: var(--wui-text-sm); font-weight: 500; background: var(--wui-surface); border: 1px solid var(--wui-border);
    }
    .bar.error { color: var(--wui-error); border-color: color-mix(in srgb, var(--wui-error) 40%, transparent); }
    .bar.success { color: var(--wui-success); }
    .bar.info, .bar.loading { color: var(--wui-text); }
    .message { flex: 1; color: var(--wui-text); }
    button { display: grid; place-items: center; width: 24px; height: 24px; border-radius: var(--wui-radius-sm); color: var(--wui-text-secondary); }
    wui-spinner { --wui-spinner-size: 16px; }
  `];

  @property() message = '';
  @property() variant: 'info' | 'error' | 'success' | 'loading' = 'info';
  @property({ attribute: 'close-label' }) closeLabel = 'Close';

  override render() {
    const icon = this.variant === 'loading' ? html`<wui-spinner></wui-spinner>` : renderIcon(VARIANT_ICONS[this.variant]);
    return html`<div class="bar ${this.variant}" role=${this.variant === 'error' ? 'alert' : 'status'} data-testid="alertbar">
      ${icon}<span class="message">${this.message}</span>
      <button aria-label=${this.closeLabel} @click=${this.handleClose}>${renderIcon('close')}</button>
    </div>`;
  }

  private handleClose() {
    this.dispatchEvent(new CustomEvent('wui-close', { bubbles: true, composed: true }));
  }
}

defineElement('wui-alertbar', WuiAlertbar);
declare global { interface HTMLElementTagNameMap { 'wui-alertbar': WuiAlertbar } }
