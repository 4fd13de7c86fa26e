import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';
import './wui-wallet-image.js';
import './wui-spinner.js';

/**
 * A row of the wallet list: icon, name and an optional tag ("Installed", "Recent").
 * @csspart button - the row's native button
 */
export class WuiListItem extends LitElement {
  static override styles = [baseStyles, css`
    :host { display: block; }
    button {
      display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 12px 8px 8px;
      border-radius: var(--wui-radius-lg); background: var(--wui-surface); text-align: left;
      transition: background-color 0.15s;
    }
    button:hover:not(:disabled) { background: var(--wui-surface-hover); }
    .name { flex: 1; font-size: var(--wui-text-md); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .tag {
      font-size: var(--wui-text-sm); font-weight: 600; padding: 3px 8px; border-radius: var(--wui-radius-sm);
      color: var(--wui-accent); background: color-mix(in srgb, var(--wui-accent) 15%, transparent);
    }
    .tag.neutral { color: var(--wui-text-secondary); background: var(--wui-surface-hover); }
  `];

  @property() name = '';
  @property({ attribute: 'image-src' }) imageSrc = '';
  @property({ attribute: 'tag-label' }) tagLabel = '';
  @property({ attribute: 'tag-variant' }) tagVariant: 'accent' | 'neutral' = 'accent';
  @property({ type: Boolean }) loading = false;
  @property({ type: Boolean }) disabled = false;

  override render() {
    return html`<button part="button" ?disabled=${this.disabled} aria-busy=${this.loading ? 'true' : 'false'}>
      <wui-wallet-image .src=${this.imageSrc} .name=${this.name}></wui-wallet-image>
      <span class="name">${this.name}</span>
      ${this.loading ? html`<wui-spinner></wui-spinner>` : nothing}
      ${this.tagLabel ? html`<span class="tag ${this.tagVariant}">${this.tagLabel}</span>` : nothing}
    </button>`;
  }
}

defineElement('wui-list-item', WuiListItem);
declare global { interface HTMLElementTagNameMap { 'wui-list-item': WuiListItem } }
