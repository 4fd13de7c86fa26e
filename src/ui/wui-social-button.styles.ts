import { css } from 'lit';

export const wuiSocialButtonStyles = css`
  :host { display: inline-flex; }
  :host([variant='full']) { display: flex; }
  button {
    display: inline-flex; align-items: center; justify-content: center; gap: 10px; width: 100%; height: 48px;
    border-radius: var(--wui-radius-lg); background: var(--wui-surface); font-size: var(--wui-text-md); font-weight: 500;
    transition: background-color 0.15s, opacity 0.15s;
  }
  button.icon { width: 48px; }
  button:hover:not(:disabled) { background: var(--wui-surface-hover); }
  button:disabled { opacity: 0.6; }
  svg, wui-spinner { flex: none; --wui-spinner-size: 20px; }
`;
