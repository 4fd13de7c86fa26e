import { css } from 'lit';

/**
 * Internal tokens derived from the public `--w3m-*` variables (DESIGN §5). Dark is the default;
 * a host with `data-theme="light"` switches palettes. `--w3m-color-mix` tints the surfaces. The
 * base font (Inter with a system fallback, none fetched), font size 10px and radius 4px of SPEC §9
 * are written here only: ui/ imports nothing from core (DESIGN §3). Tokens only the modal uses are in
 * modal-theme.styles.ts: these are in the first chunk, for the buttons. Contrast is WCAG AA in both
 * themes (issue 20 part 4): text on the accent and in the accent uses shades of it mixed here, so a
 * dapp's own `--w3m-accent` keeps its hue while the default #3396ff (3:1 with white) reads at 4.5:1.
 */
export const themeStyles = css`
  :host {
    --wui-mix: var(--w3m-color-mix, transparent);
    --wui-mix-strength: calc(var(--w3m-color-mix-strength, 0) * 1%);
    --wui-accent: var(--w3m-accent, #3396ff);
    --wui-font-family: var(--w3m-font-family, Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif);
    --wui-font-size: var(--w3m-font-size-master, 10px);
    --wui-radius: var(--w3m-border-radius-master, 4px);
    --wui-text-sm: calc(var(--wui-font-size) * 1.2);
    --wui-text-md: calc(var(--wui-font-size) * 1.4);
    --wui-radius-md: calc(var(--wui-radius) * 3);
    --wui-radius-lg: calc(var(--wui-radius) * 7);
    --wui-surface-base: #202020;
    --wui-surface-hover-base: #2a2a2a;
    --wui-text: #e4e7e7;
    --wui-border: rgba(255, 255, 255, 0.1);
    --wui-error: #f46b77;
    --wui-on-accent: #ffffff;
    --wui-accent-fill: color-mix(in srgb, var(--wui-accent) 70%, #000000);
    --wui-surface: color-mix(in srgb, var(--wui-mix) var(--wui-mix-strength), var(--wui-surface-base));
    --wui-surface-hover: color-mix(in srgb, var(--wui-mix) var(--wui-mix-strength), var(--wui-surface-hover-base));
    font-family: var(--wui-font-family);
    color: var(--wui-text);
  }
  :host([data-theme='light']) {
    --wui-surface-base: #f3f4f4;
    --wui-surface-hover-base: #e7e9e9;
    --wui-text: #141414;
    --wui-border: rgba(0, 0, 0, 0.1);
    --wui-error: #c02633;
  }
`;
