import { css } from 'lit';

/** The AllWallets view: search on top, a scrolling grid of four columns below. */
export const w3mAllWalletsViewStyles = css`
  input {
    width: 100%; font: inherit; font-size: var(--wui-text-md); color: var(--wui-text); padding: 10px 12px;
    border-radius: var(--wui-radius-lg); border: 1px solid var(--wui-border); background: var(--wui-surface);
  }
  .scroll { height: min(420px, 60vh); overflow-y: auto; overscroll-behavior: contain; padding: 2px; margin-top: 8px; }
  .grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
  .skeleton { height: 92px; border-radius: var(--wui-radius-md); background: var(--wui-surface); animation: pulse 1.2s ease-in-out infinite; }
  @keyframes pulse { 50% { opacity: 0.5; } }
  .sentinel { height: 1px; }
  .status { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 16px 8px; text-align: center; }
`;
