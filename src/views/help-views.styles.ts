import { css } from 'lit';

/** The explainer views' list of points (WhatIsAWallet, WhatIsANetwork). */
export const helpViewStyles = css`
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; width: 100%; text-align: start; }
  li { padding: 12px 14px; border-radius: var(--wui-radius-lg); background: var(--wui-surface); }
  h3 { margin: 0 0 4px; font-size: var(--wui-text-md); font-weight: 600; }
  a { color: var(--wui-accent-text); font-size: var(--wui-text-md); font-weight: 500; }
`;
