import { css } from 'lit';

export const wuiOtpInputStyles = css`
  :host { display: block; }
  .boxes { display: flex; justify-content: center; gap: 8px; }
  input {
    width: 40px; height: 48px; padding: 0; border-radius: var(--wui-radius-md); border: 1px solid var(--wui-border);
    background: var(--wui-surface); color: var(--wui-text); font: inherit; font-size: var(--wui-text-lg); font-weight: 600;
    text-align: center; caret-color: var(--wui-accent); transition: border-color 0.15s;
  }
  input:focus { border-color: var(--wui-accent); outline: none; box-shadow: 0 0 0 3px color-mix(in srgb, var(--wui-accent) 20%, transparent); }
  input[aria-invalid='true'] { border-color: var(--wui-error); color: var(--wui-error); }
  input:disabled { opacity: 0.6; }
`;
