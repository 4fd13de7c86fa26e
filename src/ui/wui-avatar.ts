import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { defineElement } from './define-element.js';
import { isDisplayableImageUrl } from './is-displayable-image-url.js';

/**
 * A round picture of an account: its image when it has one (a name's avatar), else a gradient
 * drawn from the address, so every account has a recognisable picture without fetching one. An
 * unsafe URL or an image that fails to load shows the gradient.
 * @csspart image - the account's image, when shown
 * @cssproperty --wui-avatar-size - diameter (default 64px)
 */
export class WuiAvatar extends LitElement {
  static override styles = css`
    :host { display: inline-flex; width: var(--wui-avatar-size, 64px); height: var(--wui-avatar-size, 64px); }
    span, img { width: 100%; height: 100%; border-radius: 50%; box-shadow: 0 0 0 4px var(--wui-surface, #202020); object-fit: cover; }
  `;

  @property() address = '';
  /** The account's image (https, loopback http or data:image); decorative, so its alt text is empty. */
  @property({ attribute: 'image-url' }) imageUrl: string | undefined;
  /** The image URL that failed to load (a new one is tried). */
  private failedImageUrl: string | undefined;

  override render() {
    const { imageUrl } = this;
    if (isDisplayableImageUrl(imageUrl) && imageUrl !== this.failedImageUrl)
      return html`<img part="image" src=${imageUrl} alt="" referrerpolicy="no-referrer" @error=${this.handleImageError} />`;
    const hex = this.address
      .toLowerCase()
      .replace(/^0x/, '')
      .replace(/[^0-9a-f]/g, '')
      .padEnd(18, '0');
    const colors = [0, 6, 12].map((offset) => `#${hex.slice(offset, offset + 6)}`);
    return html`<span aria-hidden="true" style="background: radial-gradient(circle at 30% 30%, ${colors[0]}, ${colors[1]} 55%, ${colors[2]})"></span>`;
  }

  private handleImageError() {
    this.failedImageUrl = this.imageUrl;
    this.requestUpdate();
  }
}

defineElement('wui-avatar', WuiAvatar);
declare global {
  interface HTMLElementTagNameMap {
    'wui-avatar': WuiAvatar;
  }
}
