import { createHash } from 'node:crypto';
import { escapeXml } from './escape-xml.js';

export interface RenderInitialsSvgParameters {
  /** Picks the colour: the same seed always gives the same picture. */
  seed: string;
  /** Up to 4 graphemes drawn in the middle (initials, a symbol). */
  text: string;
  /** The accessible name (e.g. the wallet's name). */
  title: string;
}

const SIZE = 96;

/**
 * A square SVG icon: `text` in white on a two-tone gradient whose hue comes from a sha-256 of
 * `seed`. Deterministic and self-contained (no fonts, links or scripts); all text is escaped.
 *
 * @example
 * renderInitialsSvg({ seed: walletId, text: 'TW', title: 'Trust Wallet' });
 */
export function renderInitialsSvg({ seed, text, title }: RenderInitialsSvgParameters): string {
  const digest = createHash('sha256').update(seed).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const shift = 25 + (digest[2]! % 40);
  const from = `hsl(${hue}, 62%, 50%)`;
  const to = `hsl(${(hue + shift) % 360}, 58%, 36%)`;
  const length = [...text].length;
  const fontSize = length <= 1 ? 48 : length === 2 ? 38 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${escapeXml({ text: title })}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, -apple-system, sans-serif" ` +
    `font-size="${fontSize}" font-weight="600">${escapeXml({ text })}</text></svg>`
  );
}
