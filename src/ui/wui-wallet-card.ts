import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { wuiWalletCardStyles } from './wui-wallet-card.styles.js';
import { defineElement } from './define-element.js';
import './wui-wallet-image.js';

/**
 * A tile of the wallet grid: icon, name (one line, ellipsis) and an optional tag ("Installed").
 * Focus goes to the inner button, so a grid can move focus between cards with the arrow keys.
 * @csspart button - the card's native button
 */
export class WuiWalletCard extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = [baseStyles, wuiWalletCardStyles];

  @property() name = '';
  /** An image URL the caller has checked with isSafeImageUrl; empty shows the initials. */
  @property({ attribute: 'image-src' }) imageSrc = '';
  @property({ attribute: 'tag-label' }) tagLabel = '';

  override render() {
    return html`<button part="button" title=${this.name}>
      <wui-wallet-image .src=${this.imageSrc} .name=${this.name}></wui-wallet-image>
      <span class="name">${this.name}</span>
      <span class="tag ${this.tagLabel ? '' : 'empty'}" aria-hidden=${this.tagLabel ? nothing : 'true'}>${this.tagLabel || '\u00a0'}</span>
    </button>`;
  }
}

defineElement('wui-wallet-card', WuiWalletCard);
declare global {
  interface HTMLElementTagNameMap {
    'wui-wallet-card': WuiWalletCard;
  }
}
