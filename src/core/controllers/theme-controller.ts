import type { MapStore } from 'nanostores';
import { DEFAULT_THEME_MODE } from '../constants.js';
import type { ThemeState } from '../stores/theme-store.js';
import type { ThemeMode, ThemeVariables } from '../types/theme.js';

/** Theme mode (light or dark) and the public `--w3m-*` variables. */
export class ThemeController {
  constructor(private readonly parameters: { store: MapStore<ThemeState> }) {}

  /** Light, or the default (dark) for anything else, none included. */
  setThemeMode(themeMode: ThemeMode | undefined): void {
    this.parameters.store.setKey('themeMode', themeMode === 'light' ? 'light' : DEFAULT_THEME_MODE);
  }

  /** Merges variables into the current ones. */
  setThemeVariables(themeVariables: ThemeVariables): void {
    const current = this.parameters.store.get().themeVariables;
    this.parameters.store.setKey('themeVariables', { ...current, ...themeVariables });
  }
}
