import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { defineElement } from './define-element.js';

/**
 * A loading spinner.
 * @cssproperty --wui-spinner-size - diameter (default 20px)
 */
export class WuiSpinner extends LitElement {
  static override styles = css`
    :host { display: inline-flex; width: var(--wui-spinner-size, 20px); height: var(--wui-spinner-size, 20px); }
    svg { width: 100%; height: 100%; animation: spin 0.8s linear infinite; }
    circle { stroke: currentColor; stroke-width: 3; fill: none; stroke-linecap: round; stroke-dasharray: 40 100; }
    @keyframes spin { to { transform: rotate(360deg); } }
    @media (prefers-reduced-motion: reduce) { svg { animation-duration: 2.4s; } }
  `;

  /** Text for assistive technology; empty hides the spinner from it. */
  @property() label = '';

  override render() {
    return html`<svg viewBox="0 0 24 24" role=${this.label ? 'img' : 'presentation'} aria-label=${this.label || ''}><circle cx="12" cy="12" r="9"></circle></svg>`;
  }
}

defineElement('wui-spinner', WuiSpinner);
declare global { interface HTMLElementTagNameMap { 'wui-spinner': WuiSpinner } }
