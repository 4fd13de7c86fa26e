import { css } from 'lit';

export const wuiToastStyles = css`
  :host { display: flex; justify-content: center; pointer-events: none; }
  .toast {
    display: inline-flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px;
    background: var(--wui-surface); border: 1px solid var(--wui-border); box-shadow: 0 6px 20px rgba(0, 0, 0, 0.2);
    font-size: var(--wui-text-sm); font-weight: 500; animation: rise 0.15s ease-out;
  }
  .success svg { color: var(--wui-success); }
  .error svg { color: var(--wui-error); }
  wui-spinner { --wui-spinner-size: 14px; }
  @keyframes rise { from { opacity: 0; transform: translateY(6px); } }
`;
