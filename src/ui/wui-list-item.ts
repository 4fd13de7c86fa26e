import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiListItemStyles } from './wui-list-item.styles.js';
import { defineElement } from './define-element.js';
import './wui-wallet-image.js';
import './wui-spinner.js';

/**
 * A row of the wallet list: icon, name and an optional tag ("Installed", "Recent").
 * @csspart button - the row's native button
 */
export class WuiListItem extends LitElement {
  // A list moves focus between rows by focusing the row: the inner button takes it.
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = [baseStyles, wuiListItemStyles];

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
declare global {
  interface HTMLElementTagNameMap {
    'wui-list-item': WuiListItem;
  }
}
