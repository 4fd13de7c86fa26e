import { map, readonlyType } from 'nanostores';
import { DEFAULT_THEME_MODE } from '../shell-defaults.js';
import type { ThemeMode, ThemeVariables } from '../types/theme.js';

export interface ThemeState {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

/** Written only by the ThemeController. Dark is the default (SPEC §9). */
export const themeStore = map<ThemeState>({ themeMode: DEFAULT_THEME_MODE, themeVariables: {} });
/** Theme mode and variables, read-only. */
export const $theme = readonlyType(themeStore);
