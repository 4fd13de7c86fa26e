import { css } from 'lit';

/** The swap views' fields, detail rows and token list. */
export const swapStyles = css`
  .field {
    display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: var(--wui-radius-lg);
    border: 1px solid var(--wui-border); background: var(--wui-surface);
  }
  .field .row { display: flex; align-items: center; gap: 8px; }
  .field input {
    flex: 1; min-width: 0; font: inherit; font-size: var(--wui-text-lg); color: var(--wui-text);
    border: none; background: transparent; padding: 0;
  }
  .field input:focus-visible { outline: 2px solid var(--wui-accent); outline-offset: 2px; }
  label, .label { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  .flip { align-self: center; transform: rotate(90deg); }
  .details { display: flex; flex-direction: column; gap: 4px; font-size: var(--wui-text-sm); }
  .detail { display: flex; justify-content: space-between; gap: 8px; }
  .detail span:last-child { text-align: end; overflow-wrap: anywhere; }
  .stale { opacity: 0.5; }
  .warning { color: var(--wui-error); }
  input[type='search'] {
    width: 100%; font: inherit; color: var(--wui-text); padding: 10px 12px; border-radius: var(--wui-radius-lg);
    border: 1px solid var(--wui-border); background: var(--wui-surface);
  }
  .token-option {
    display: flex; align-items: center; gap: 8px; width: 100%; padding: 10px 12px; font: inherit;
    color: var(--wui-text); text-align: start; border: none; border-radius: var(--wui-radius-lg);
    background: var(--wui-surface); cursor: pointer;
  }
  .token-option:hover, .token-option:focus-visible { background: var(--wui-surface-hover, var(--wui-border)); }
  .token-option img { width: 24px; height: 24px; border-radius: 50%; }
  .token-option .name { flex: 1; display: flex; flex-direction: column; }
  .summary { display: flex; justify-content: space-between; gap: 8px; font-size: var(--wui-text-md); }
  .summary .amount { font-weight: 600; text-align: end; }
`;
