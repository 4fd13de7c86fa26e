import { css } from 'lit';

export const wuiButtonStyles = css`
  :host { display: inline-flex; }
  :host([full-width]) { display: flex; }
  button {
    display: inline-flex; align-items: center; justify-content: center; gap: 6px; width: 100%;
    min-height: 40px; padding: 0 16px; border-radius: var(--wui-radius-lg);
    font-size: var(--wui-text-md); font-weight: 600; white-space: nowrap;
    transition: background-color 0.15s, opacity 0.15s;
  }
  :host([size='sm']) button { min-height: 32px; padding: 0 12px; font-size: var(--wui-text-sm); }
  .accent { background: var(--wui-accent-fill); color: var(--wui-on-accent); }
  .accent:hover:not(:disabled) { filter: brightness(1.08); }
  .neutral { background: var(--wui-surface); color: var(--wui-text); border: 1px solid var(--wui-border); }
  .neutral:hover:not(:disabled) { background: var(--wui-surface-hover); }
  .danger { background: var(--wui-surface); color: var(--wui-error); border: 1px solid var(--wui-border); }
  .danger:hover:not(:disabled) { background: var(--wui-surface-hover); }
  button:disabled { opacity: 0.6; }
  wui-spinner { --wui-spinner-size: 16px; }
`;
