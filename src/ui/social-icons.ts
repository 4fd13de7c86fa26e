import { nothing, svg, type SVGTemplateResult } from 'lit';

/** Social sign-in providers a button can show (SPEC §1; §9 "Default socials"). */
export type SocialProvider = 'google' | 'x' | 'discord' | 'apple' | 'github' | 'facebook' | 'farcaster';

const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
};

// Simple glyphs drawn here on a 24×24 grid (no brand artwork copied, nothing fetched). Brand
// colours only where the mark needs them; the rest follows currentColor, so it suits both themes.
const ICONS: Record<SocialProvider, SVGTemplateResult> = {
  // A "G" of four arcs around a bar.
  google: svg`<g fill="none" stroke-width="3"><path d="M17.4 7.5A7 7 0 0 0 5.9 8.5" stroke="#ea4335"/><path d="M5.9 8.5a7 7 0 0 0 0 7" stroke="#fbbc05"/><path d="M5.9 15.5a7 7 0 0 0 11.5 1" stroke="#34a853"/><path d="M17.4 16.5A7 7 0 0 0 19 12h-7" stroke="#4285f4"/></g>`,
  // An outlined slab crossed by a thin broken stroke.
  x: svg`<path d="M4.5 4.5H9l10.5 15H15z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><path d="M19 4.5l-5.6 6.4m-2.8 3.2L5 19.5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>`,
  // A round face with two eyes on blurple.
  discord: svg`<rect width="24" height="24" rx="6" fill="#5865f2"/><path d="M7 8q5-2 10 0l1.5 7.5q-6.5 3-13 0z" fill="#fff"/><circle cx="9.8" cy="12.4" r="1.3" fill="#5865f2"/><circle cx="14.2" cy="12.4" r="1.3" fill="#5865f2"/>`,
  // An apple body with a leaf.
  apple: svg`<path d="M12 8.2C10.4 7 6.5 7 6.5 11.5c0 3.6 2.6 7.5 3.8 7.5.8 0 1-.5 1.7-.5s.9.5 1.7.5c1.2 0 3.8-3.9 3.8-7.5 0-4.5-3.9-4.5-5.5-3.3zM12 7.4c0-2 1.1-3.2 2.8-3.6 0 2-1.1 3.2-2.8 3.6z" fill="currentColor"/>`,
  // A disc with a cat's head cut out of it.
  github: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM7.5 16.5V11l1-3.5 2.5 2h2l2.5-2 1 3.5v5.5q-4.5 2-9 0z" fill="currentColor" fill-rule="evenodd"/>`,
  // A lower-case "f" on a blue disc.
  facebook: svg`<circle cx="12" cy="12" r="10" fill="#1877f2"/><path d="M13 21v-9.5A2.5 2.5 0 0 1 15.5 9H17m-7 4h6" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
  // A gate: lintel, two posts and an arch, on purple.
  farcaster: svg`<rect width="24" height="24" rx="6" fill="#855dcd"/><path d="M6.5 7h11M8 7v10.5M16 7v10.5m-6 0v-4a2 2 0 0 1 4 0v4" stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
};

/**
 * The provider's display name ("GitHub"), or the value itself when it is no known provider, so a
 * view never shows `undefined`.
 * @example socialProviderName('github'); // 'GitHub'
 */
export function socialProviderName(provider: string): string {
  return Object.hasOwn(NAMES, provider) ? NAMES[provider as SocialProvider] : provider;
}

/**
 * The provider's icon in a 20×20 SVG that screen readers skip; nothing for an unknown provider.
 * @example html`<button>${renderSocialIcon('google')} Google</button>`
 */
export function renderSocialIcon(provider: string) {
  if (!Object.hasOwn(ICONS, provider)) return nothing;
  return svg`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">${ICONS[provider as SocialProvider]}</svg>`;
}
