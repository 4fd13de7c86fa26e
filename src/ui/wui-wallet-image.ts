import { LitElement, css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { defineElement } from './define-element.js';

/**
 * A wallet's icon, or its initials on a colour when there is no usable image. The caller passes
 * only URLs it has checked (DESIGN §5); the image is decorative next to the wallet's name.
 * @cssproperty --wui-wallet-image-size - side length (default 40px)
 */
export class WuiWalletImage extends LitElement {
  static override styles = css`
    :host { display: inline-flex; width: var(--wui-wallet-image-size, 40px); height: var(--wui-wallet-image-size, 40px); flex: none; }
    img, .initials { width: 100%; height: 100%; border-radius: var(--wui-radius-md, 12px); }
    img { object-fit: cover; }
    .initials { display: grid; place-items: center; font-weight: 600; color: #fff; font-size: calc(var(--wui-wallet-image-size, 40px) * 0.38); }
  `;

  @property() src = '';
  @property() name = '';
  @state() private failed = false;

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('src')) this.failed = false;
  }

  override render() {
    if (this.src && !this.failed) {
      return html`<img src=${this.src} alt="" draggable="false" referrerpolicy="no-referrer" @error=${this.handleError} />`;
    }
    const initials =
      this.name
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map((word) => word[0]?.toUpperCase())
        .join('') || '?';
    return html`<span class="initials" aria-hidden="true" style="background:${colorFor(this.name)}">${initials}</span>`;
  }

  private handleError() {
    this.failed = true;
  }
}

/** A stable hue per name, so a wallet without an icon keeps the same colour. */
function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 28%)`; // dark enough for white initials at 4.5:1 on every hue
}

defineElement('wui-wallet-image', WuiWalletImage);
declare global {
  interface HTMLElementTagNameMap {
    'wui-wallet-image': WuiWalletImage;
  }
}
