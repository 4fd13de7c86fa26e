import { css } from 'lit';

export const wuiEmailInputStyles = css`
  :host { display: block; }
  .field { position: relative; display: flex; align-items: center; }
  input {
    width: 100%; height: 48px; padding: 0 52px 0 16px; border-radius: var(--wui-radius-lg); border: 1px solid var(--wui-border);
    background: var(--wui-surface); color: var(--wui-text); font: inherit; font-size: var(--wui-text-md); transition: border-color 0.15s;
  }
  input::placeholder { color: var(--wui-text-secondary); }
  input:focus { border-color: var(--wui-accent); outline: none; }
  input[aria-invalid='true'] { border-color: var(--wui-error); }
  input:disabled { opacity: 0.6; }
  button {
    position: absolute; inset-inline-end: 8px; display: grid; place-items: center; width: 32px; height: 32px;
    border-radius: var(--wui-radius-md); color: var(--wui-accent-text); transition: background-color 0.15s, opacity 0.15s;
  }
  button:hover:not(:disabled) { background: var(--wui-surface-hover); }
  button:disabled { color: var(--wui-text-secondary); opacity: 0.6; }
  wui-spinner { --wui-spinner-size: 16px; }
  .error { margin: 6px 0 0 16px; font-size: var(--wui-text-sm); color: var(--wui-error); }
`;
