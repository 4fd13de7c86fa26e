import { css } from 'lit';

export const wuiAlertbarStyles = css`
  :host { display: block; }
  .bar {
    display: flex; align-items: center; gap: 8px; padding: 8px 8px 8px 12px; border-radius: var(--wui-radius-lg);
    font-size: var(--wui-text-sm); font-weight: 500; background: var(--wui-surface); border: 1px solid var(--wui-border);
  }
  .bar.error { color: var(--wui-error); border-color: color-mix(in srgb, var(--wui-error) 40%, transparent); }
  .bar.success { color: var(--wui-success); }
  .bar.info, .bar.loading { color: var(--wui-text); }
  .message { flex: 1; color: var(--wui-text); }
  button { display: grid; place-items: center; width: 24px; height: 24px; border-radius: var(--wui-radius-sm); color: var(--wui-text-secondary); }
  wui-spinner { --wui-spinner-size: 16px; }
`;
