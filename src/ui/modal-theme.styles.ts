import { css } from 'lit';

/**
 * The tokens only the modal's elements use, on top of theme.styles.ts (which the buttons share and
 * the first chunk holds): the modal's chunk brings these. Contrast is WCAG AA in both themes
 * (issue 20 part 4): text in the accent colour is a shade of it mixed here.
 */
export const modalThemeStyles = css`
  :host {
    --wui-text-lg: calc(var(--wui-font-size) * 1.6);
    --wui-radius-sm: calc(var(--wui-radius) * 2);
    --wui-bg-base: #141414;
    --wui-text-secondary: #a3adad;
    --wui-success: #26d962;
    --wui-overlay: rgba(0, 0, 0, 0.5);
    --wui-accent-text: color-mix(in srgb, var(--wui-accent) 75%, #ffffff);
    --wui-bg: color-mix(in srgb, var(--wui-mix) var(--wui-mix-strength), var(--wui-bg-base));
  }
  :host([data-theme='light']) {
    --wui-bg-base: #ffffff;
    --wui-text-secondary: #5c6666;
    --wui-success: #0f7433;
    --wui-accent-text: color-mix(in srgb, var(--wui-accent) 60%, #000000);
    --wui-overlay: rgba(0, 0, 0, 0.3);
  }
`;
