import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { wuiSpinnerStyles } from './wui-spinner.styles.js';
import { defineElement } from './define-element.js';

/**
 * A loading spinner.
 * @cssproperty --wui-spinner-size - diameter (default 20px)
 */
export class WuiSpinner extends LitElement {
  static override styles = wuiSpinnerStyles;

  /** Text for assistive technology; empty hides the spinner from it. */
  @property() label = '';

  override render() {
    return html`<svg viewBox="0 0 24 24" role=${this.label ? 'img' : 'presentation'} aria-label=${this.label || ''}><circle cx="12" cy="12" r="9"></circle></svg>`;
  }
}

defineElement('wui-spinner', WuiSpinner);
declare global {
  interface HTMLElementTagNameMap {
    'wui-spinner': WuiSpinner;
  }
}
