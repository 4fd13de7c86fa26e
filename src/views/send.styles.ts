import { css } from 'lit';

/** Inputs and rows shared by the send views. */
export const sendStyles = css`
  input {
    width: 100%; font: inherit; font-size: var(--wui-text-md); color: var(--wui-text); padding: 10px 12px;
    border-radius: var(--wui-radius-lg); border: 1px solid var(--wui-border); background: var(--wui-surface);
  }
  label { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  .row { display: flex; align-items: center; gap: 8px; }
  .row input { flex: 1; }
  .summary { display: flex; justify-content: space-between; gap: 8px; font-size: var(--wui-text-md); }
  .summary span:last-child { text-align: end; overflow-wrap: anywhere; }
  .amount { font-size: var(--wui-text-lg); font-weight: 600; }
  .receiver { display: flex; flex-direction: column; align-items: flex-end; }
  .receiver-name { font-weight: 600; }
  .resolved-receiver wui-avatar { --wui-avatar-size: 20px; flex: none; }
  .resolved-receiver span { overflow-wrap: anywhere; }
`;
