import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiButtonStyles } from './wui-button.styles.js';
import { defineElement } from './define-element.js';
import './wui-spinner.js';

/**
 * A button. Clicks bubble from the host as usual.
 * @slot - the label
 * @csspart button - the native button
 */
export class WuiButton extends LitElement {
  static override styles = [baseStyles, wuiButtonStyles];

  @property({ reflect: true }) variant: 'accent' | 'neutral' | 'danger' = 'accent';
  @property({ reflect: true }) size: 'sm' | 'md' = 'md';
  @property({ type: Boolean }) loading = false;
  @property({ type: Boolean }) disabled = false;
  @property({ type: Boolean, attribute: 'full-width', reflect: true }) fullWidth = false;
  /** Accessible name when the visible label is not enough. */
  @property({ attribute: 'accessible-label' }) accessibleLabel = '';

  override render() {
    return html`<button
      part="button"
      class=${this.variant}
      ?disabled=${this.disabled || this.loading}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-label=${this.accessibleLabel || nothing}
    >${this.loading ? html`<wui-spinner></wui-spinner>` : null}<slot></slot></button>`;
  }
}

defineElement('wui-button', WuiButton);
declare global {
  interface HTMLElementTagNameMap {
    'wui-button': WuiButton;
  }
}
