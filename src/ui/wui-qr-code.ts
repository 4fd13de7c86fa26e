import { LitElement, css, html, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { encode } from 'uqr';
import { baseStyles } from './base.styles.js';
import { defineElement } from './define-element.js';

/**
 * A QR code generated in the page (no network) with `uqr`, drawn as one SVG path of the dark
 * modules through a lit `svg` template: the value only ever reaches an attribute, never markup.
 * `label` is the accessible name. Colours follow `--w3m-qr-color` (DESIGN §5).
 */
export class WuiQrCode extends LitElement {
  static override styles = [
    baseStyles,
    css`
    :host { display: inline-block; }
    .frame { padding: 12px; border-radius: var(--wui-radius-lg); background: #fff; line-height: 0; }
    svg { width: var(--wui-qr-size, 200px); height: var(--wui-qr-size, 200px); }
    path { fill: var(--w3m-qr-color, #000); }
  `,
  ];

  @property() value = '';
  @property() label = '';

  override render() {
    const { size, data } = encode(this.value, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return html`<div class="frame">${svg`<svg role="img" aria-label=${this.label} viewBox=${`0 0 ${size} ${size}`} shape-rendering="crispEdges" data-modules=${size}><path d=${d}></path></svg>`}</div>`;
  }
}

defineElement('wui-qr-code', WuiQrCode);
declare global {
  interface HTMLElementTagNameMap {
    'wui-qr-code': WuiQrCode;
  }
}
