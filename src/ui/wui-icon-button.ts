import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';
import { renderIcon, type IconName } from './icons.js';

/**
 * A square button showing only an icon; `label` is its accessible name.
 * @csspart button - the native button
 */
export class WuiIconButton extends LitElement {
  static override styles = [
    baseStyles,
    css`
    :host { display: inline-flex; }
    button {
      display: grid; place-items: center; width: 32px; height: 32px; border-radius: var(--wui-radius-md);
      color: var(--wui-text-secondary); transition: background-color 0.15s, color 0.15s;
    }
    button:hover { background: var(--wui-surface-hover); color: var(--wui-text); }
  `,
  ];

  @property() icon: IconName = 'close';
  @property() label = '';

  override render() {
    return html`<button part="button" aria-label=${this.label} title=${this.label}>${renderIcon(this.icon)}</button>`;
  }
}

defineElement('wui-icon-button', WuiIconButton);
declare global {
  interface HTMLElementTagNameMap {
    'wui-icon-button': WuiIconButton;
  }
}
