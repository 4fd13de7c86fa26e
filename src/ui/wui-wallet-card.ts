import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';
import './wui-wallet-image.js';

/**
 * A tile of the wallet grid: icon, name (one line, ellipsis) and an optional tag ("Installed").
 * Focus goes to the inner button, so a grid can move focus between cards with the arrow keys.
 * @csspart button - the card's native button
 */
export class WuiWalletCard extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = [baseStyles, css`
    :host { display: block; min-width: 0; }
    button {
      display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; padding: 10px 4px 8px;
      border-radius: var(--wui-radius-md); background: var(--wui-surface); transition: background-color 0.15s;
    }
    button:hover { background: var(--wui-surface-hover); }
    wui-wallet-image { --wui-wallet-image-size: 48px; }
    .name { max-width: 100%; font-size: var(--wui-text-sm); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .tag {
      font-size: calc(var(--wui-font-size) * 1); font-weight: 600; padding: 1px 6px; border-radius: var(--wui-radius-sm);
      color: var(--wui-accent); background: color-mix(in srgb, var(--wui-accent) 15%, transparent);
    }
    .tag.empty { visibility: hidden; }
  `];

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
declare global { interface HTMLElementTagNameMap { 'wui-wallet-card': WuiWalletCard } }
