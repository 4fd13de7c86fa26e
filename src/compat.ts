// `@openmodal/appkit/compat`: Reown AppKit's other spellings, for a page moving over without
// rewriting its markup or CSS (issue 20 part 1). The main entry keeps one tag prefix (`w3m-`) and
// one variable prefix (`--w3m-`); this one adds the `appkit-*` tags and reads `--apkt-*` variables.
// It exports everything the main entry does, with a createAppKit that maps the variables.
import { createAppKit as createW3mAppKit } from './index.js';
import type { AppKit, AppKitOptions, ThemeVariables } from './index.js';
import { W3mAccountButton } from './modal/w3m-account-button.js';
import { W3mButton } from './modal/w3m-button.js';
import { W3mConnectButton } from './modal/w3m-connect-button.js';
import { W3mNetworkButton } from './modal/w3m-network-button.js';
import { defineElement } from './ui/define-element.js';

export * from './index.js';

/** The names both prefixes share (Reown AppKit's `ThemeVariables`). */
const THEME_VARIABLE_NAMES = [
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-family',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
] as const;

type ThemeVariableName = (typeof THEME_VARIABLE_NAMES)[number];

/** Theme variables with Reown AppKit's newer `--apkt-*` names beside the `--w3m-*` ones. */
export type CompatThemeVariables = ThemeVariables & {
  [Name in ThemeVariableName as `--apkt-${Name}`]?: ThemeVariables[`--w3m-${Name}`];
};

/** `createAppKit`'s options, taking `--apkt-*` theme variables too. */
export type CompatAppKitOptions = Omit<AppKitOptions, 'themeVariables'> & { themeVariables?: CompatThemeVariables };

/**
 * Turns `--apkt-*` theme variables into the `--w3m-*` ones; an `--apkt-*` value wins over its
 * `--w3m-*` twin, as in Reown AppKit.
 * @example toW3mThemeVariables({ '--apkt-accent': '#0988F0' }); // { '--w3m-accent': '#0988F0' }
 */
export function toW3mThemeVariables(variables: CompatThemeVariables): ThemeVariables {
  const mapped: Record<string, unknown> = {};
  for (const name of THEME_VARIABLE_NAMES) {
    const value = variables[`--apkt-${name}`] ?? variables[`--w3m-${name}`];
    if (value !== undefined) mapped[`--w3m-${name}`] = value;
  }
  return mapped as ThemeVariables;
}

/** The app, whose `setThemeVariables` takes `--apkt-*` variables too. */
export type CompatAppKit = Omit<AppKit, 'setThemeVariables'> & {
  setThemeVariables(themeVariables: CompatThemeVariables): void;
};

const mappedApps = new WeakSet<AppKit>();

/**
 * `createAppKit` of the main entry, taking `--apkt-*` theme variables (in the options and in
 * `setThemeVariables`) as well as `--w3m-*` ones.
 * @example
 * import { createAppKit } from '@openmodal/appkit/compat';
 * createAppKit({ projectId, networks, metadata, themeVariables: { '--apkt-accent': '#0988F0' } });
 */
export function createAppKit({ themeVariables, ...options }: CompatAppKitOptions): CompatAppKit {
  const appKit = createW3mAppKit({
    ...options,
    ...(themeVariables ? { themeVariables: toW3mThemeVariables(themeVariables) } : {}),
  });
  // The app itself takes the mapping, so the React hooks (which reach it through getAppKit) map too.
  if (!mappedApps.has(appKit)) {
    mappedApps.add(appKit);
    const setThemeVariables = appKit.setThemeVariables;
    appKit.setThemeVariables = (variables: CompatThemeVariables) => setThemeVariables(toW3mThemeVariables(variables));
  }
  return appKit;
}

// Each alias is its own subclass: one constructor cannot be defined under two tags.
defineElement('appkit-button', class AppkitButton extends W3mButton {});
defineElement('appkit-connect-button', class AppkitConnectButton extends W3mConnectButton {});
defineElement('appkit-account-button', class AppkitAccountButton extends W3mAccountButton {});
defineElement('appkit-network-button', class AppkitNetworkButton extends W3mNetworkButton {});
// <w3m-modal> comes with the modal's chunk, after the first paint; its alias follows it there.
void customElements.whenDefined('w3m-modal').then((modal) => {
  defineElement('appkit-modal', class AppkitModal extends (modal as typeof HTMLElement) {});
});
