import { css } from 'lit';

/** RegisterAccountName: the field with the zone after it, the status line, the suggestions, Register. */
export const registerAccountNameStyles = css`
  .column { gap: 12px; padding: 8px 4px; }
  label { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  .field {
    display: flex; align-items: center; height: 48px; padding: 0 16px; border-radius: var(--wui-radius-lg);
    border: 1px solid var(--wui-border); background: var(--wui-surface); transition: border-color 0.15s;
  }
  .field:focus-within { border-color: var(--wui-accent); }
  .field.invalid { border-color: var(--wui-error); }
  input {
    flex: 1; min-width: 0; height: 100%; border: 0; padding: 0; background: none; color: var(--wui-text);
    font: inherit; font-size: var(--wui-text-md); outline: none;
  }
  input::placeholder { color: var(--wui-text-secondary); }
  .zone { color: var(--wui-text-secondary); font-size: var(--wui-text-md); white-space: nowrap; }
  .status { display: flex; align-items: center; gap: 8px; min-height: 20px; margin: 0; font-size: var(--wui-text-sm); }
  .status p { margin: 0; }
  .available { color: var(--wui-success); }
  .registered { color: var(--wui-error); }
  .suggestions { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
  .suggestion {
    display: flex; justify-content: space-between; align-items: center; gap: 8px; width: 100%; padding: 10px 12px;
    border-radius: var(--wui-radius-md); background: var(--wui-surface); font-size: var(--wui-text-sm); text-align: start;
  }
  button.suggestion:hover { background: var(--wui-surface-hover); }
  .suggestion .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .failure { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
  .failure p { margin: 0; font-size: var(--wui-text-sm); }
  wui-spinner { --wui-spinner-size: 16px; }
`;
