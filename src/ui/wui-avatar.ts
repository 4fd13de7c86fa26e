import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { defineElement } from './define-element.js';

/**
 * A round gradient drawn from an address, so every account has a recognisable picture without
 * fetching one.
 * @cssproperty --wui-avatar-size - diameter (default 64px)
 */
export class WuiAvatar extends LitElement {
  static override styles = css`
    :host { display: inline-flex; width: var(--wui-avatar-size, 64px); height: var(--wui-avatar-size, 64px); }
    span { width: 100%; height: 100%; border-radius: 50%; box-shadow: 0 0 0 4px var(--wui-surface, #202020); }
  `;

  @property() address = '';

  override render() {
    const hex = this.address
      .toLowerCase()
      .replace(/^0x/, '')
      .replace(/[^0-9a-f]/g, '')
      .padEnd(18, '0');
    const colors = [0, 6, 12].map((offset) => `#${hex.slice(offset, offset + 6)}`);
    return html`<span aria-hidden="true" style="background: radial-gradient(circle at 30% 30%, ${colors[0]}, ${colors[1]} 55%, ${colors[2]})"></span>`;
  }
}

defineElement('wui-avatar', WuiAvatar);
declare global {
  interface HTMLElementTagNameMap {
    'wui-avatar': WuiAvatar;
  }
}
