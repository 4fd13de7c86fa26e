import { svg, type SVGTemplateResult } from 'lit';

/** Small inline icons drawn in code, so nothing is fetched at run time. */
export const icons = {
  close: svg`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" fill="none"/>`,
  back: svg`<path d="M10 3L5 8l5 5" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  forward: svg`<path d="M3 8h10M9 4l4 4-4 4" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  copy: svg`<rect x="5" y="5" width="8" height="8" rx="1.5" stroke="currentColor" stroke-width="1.4" fill="none"/><path d="M3 10.5V4a1 1 0 011-1h6.5" stroke="currentColor" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
  external: svg`<path d="M9 3h4v4M13 3L7.5 8.5M11 9.5V12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1h2.5" stroke="currentColor" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  disconnect: svg`<path d="M6 3H4a1 1 0 00-1 1v8a1 1 0 001 1h2M10 11l3-3-3-3M13 8H6" stroke="currentColor" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  warning: svg`<path d="M8 2l6.5 11.5h-13L8 2z" stroke="currentColor" stroke-width="1.4" fill="none" stroke-linejoin="round"/><path d="M8 6.5v3M8 11.5v.2" stroke="currentColor" stroke-width="1.4" stroke-linecap="round"/>`,
  check: svg`<path d="M3.5 8.5l3 3 6-7" stroke="currentColor" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  info: svg`<circle cx="8" cy="8" r="6" stroke="currentColor" stroke-width="1.4" fill="none"/><path d="M8 7.5v3.5M8 5v.2" stroke="currentColor" stroke-width="1.4" stroke-linecap="round"/>`,
} satisfies Record<string, SVGTemplateResult>;

export type IconName = keyof typeof icons;

// Icons that point along the line of text: mirrored in a right-to-left language (base.styles.ts).
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'forward']);

/** Wraps an icon in a 16×16 SVG that screen readers skip. */
export function renderIcon(name: IconName) {
  return svg`<svg class=${DIRECTIONAL.has(name) ? 'directional' : ''} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">${icons[name]}</svg>`;
}
