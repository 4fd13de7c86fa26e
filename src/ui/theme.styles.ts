import { css } from 'lit';

/**
 * Internal tokens derived from the public `--w3m-*` variables (DESIGN §5). Dark is the default;
 * a host with `data-theme="light"` switches palettes. `--w3m-color-mix` tints the surfaces. The
 * base font (Inter with a system fallback, none fetched), font size 10px and radius 4px of SPEC §9
 * are written here only: ui/ imports nothing from core (DESIGN §3).
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
    --wui-text-lg: calc(var(--wui-font-size) * 1.6);
    --wui-radius-sm: calc(var(--wui-radius) * 2);
    --wui-radius-md: calc(var(--wui-radius) * 3);
    --wui-radius-lg: calc(var(--wui-radius) * 7);
    --wui-bg-base: #141414;
    --wui-surface-base: #202020;
    --wui-surface-hover-base: #2a2a2a;
    --wui-text: #e4e7e7;
    --wui-text-secondary: #a3adad;
    --wui-border: rgba(255, 255, 255, 0.1);
    --wui-error: #f25a67;
    --wui-success: #26d962;
    --wui-overlay: rgba(0, 0, 0, 0.5);
    --wui-on-accent: #ffffff;
    --wui-bg: color-mix(in srgb, var(--wui-mix) var(--wui-mix-strength), var(--wui-bg-base));
    --wui-surface: color-mix(in srgb, var(--wui-mix) var(--wui-mix-strength), var(--wui-surface-base));
    --wui-surface-hover: color-mix(in srgb, var(--wui-mix) var(--wui-mix-strength), var(--wui-surface-hover-base));
    font-family: var(--wui-font-family);
    color: var(--wui-text);
  }
  :host([data-theme='light']) {
    --wui-bg-base: #ffffff;
    --wui-surface-base: #f3f4f4;
    --wui-surface-hover-base: #e7e9e9;
    --wui-text: #141414;
    --wui-text-secondary: #5c6666;
    --wui-border: rgba(0, 0, 0, 0.1);
    --wui-error: #d6313f;
    --wui-success: #14853b;
    --wui-overlay: rgba(0, 0, 0, 0.3);
  }
`;
