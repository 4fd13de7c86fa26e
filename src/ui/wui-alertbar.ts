import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiAlertbarStyles } from './wui-alertbar.styles.js';
import { defineElement } from './define-element.js';
import { emit } from './emit.js';
import { renderIcon, type IconName } from './icons.js';
import './wui-spinner.js';

const VARIANT_ICONS: Record<'info' | 'error' | 'success', IconName> = {
  info: 'info',
  error: 'warning',
  success: 'check',
};

/**
 * The alert banner at the top of the modal. Errors are announced assertively.
 * @event w3m-alert-close - the close button was pressed; no detail
 */
export class WuiAlertbar extends LitElement {
  static override styles = [baseStyles, wuiAlertbarStyles];

  @property() message = '';
  @property() variant: 'info' | 'error' | 'success' | 'loading' = 'info';
  @property({ attribute: 'close-label' }) closeLabel = 'Close';

  override render() {
    const icon =
      this.variant === 'loading' ? html`<wui-spinner></wui-spinner>` : renderIcon(VARIANT_ICONS[this.variant]);
    return html`<div class="bar ${this.variant}" role=${this.variant === 'error' ? 'alert' : 'status'} data-testid="alertbar">
      ${icon}<span class="message">${this.message}</span>
      <button aria-label=${this.closeLabel} @click=${this.handleClose}>${renderIcon('close')}</button>
    </div>`;
  }

  private handleClose() {
    emit({ host: this, name: 'w3m-alert-close', detail: null });
  }
}

defineElement('wui-alertbar', WuiAlertbar);
declare global {
  interface HTMLElementTagNameMap {
    'wui-alertbar': WuiAlertbar;
  }
}
