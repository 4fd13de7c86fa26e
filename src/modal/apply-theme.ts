import type { ThemeState } from '../core/stores/theme-store.js';

/** Reflects the theme on a host: `data-theme` for the palette and the public variables inline. */
export function applyTheme(host: HTMLElement, { themeMode, themeVariables }: ThemeState): void {
  host.dataset.theme = themeMode;
  for (const [name, value] of Object.entries(themeVariables)) {
    if (value === undefined || !name.startsWith('--w3m-')) continue;
    host.style.setProperty(name, String(value));
  }
}
