/** Theme variables the frame honours, as the dapp names them (DESIGN §5) → the frame's own. */
const VARIABLES: Record<string, string> = {
  '--w3m-accent': '--accent',
  '--w3m-font-family': '--font-family',
  '--w3m-border-radius-master': '--radius-master',
};

/**
 * Applies SYNC_THEME: light or dark, and the few variables the approval screen uses. Values go
 * through `style.setProperty`, which refuses anything that is not one CSS value.
 *
 * @example
 * applyFrameTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#3396ff' } });
 */
export function applyFrameTheme({
  themeMode,
  themeVariables,
}: {
  themeMode?: 'light' | 'dark' | undefined;
  themeVariables?: Record<string, string | number> | undefined;
}): void {
  const root = document.documentElement;
  if (themeMode) root.dataset.theme = themeMode;
  for (const [name, value] of Object.entries(themeVariables ?? {})) {
    const own = VARIABLES[name];
    if (own) root.style.setProperty(own, String(value));
  }
}
