import { css } from 'lit';

export const wuiAccountButtonStyles = css`
  :host { display: inline-flex; }
  button {
    display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 4px 0 12px;
    border-radius: var(--wui-radius-lg); background: var(--wui-surface); border: 1px solid var(--wui-border);
    font-size: var(--wui-text-md); font-weight: 600; white-space: nowrap;
  }
  :host([size='sm']) button { height: 32px; font-size: var(--wui-text-sm); }
  button:hover { background: var(--wui-surface-hover); }
  .address { display: inline-flex; align-items: center; gap: 6px; padding: 4px 8px 4px 4px; border-radius: var(--wui-radius-lg); background: var(--wui-surface-hover); }
  :host([balance-hidden]) button { padding-inline-start: 4px; }
  wui-avatar { --wui-avatar-size: 20px; }
  wui-spinner { --wui-spinner-size: 14px; }
`;
