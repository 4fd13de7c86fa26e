import { css } from 'lit';

export const w3mWalletSecurityViewStyles = css`
  section { display: flex; flex-direction: column; gap: 8px; text-align: start; }
  h3 { margin: 8px 0 0; font-size: var(--wui-text-md); }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
  li { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 12px; border-radius: var(--wui-radius-lg); background: var(--wui-surface); }
  li.pending { outline: 1px solid var(--wui-error); }
  .main { display: flex; flex-direction: column; min-width: 0; font-size: var(--wui-text-sm); }
  .name { font-weight: 600; }
  .name, .site { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .badge { font-size: var(--wui-text-xs, 11px); color: var(--wui-error); }
  .recovery { padding: 8px 12px; border-radius: var(--wui-radius-lg); background: var(--wui-surface); font-size: var(--wui-text-sm); }
`;
