import { css } from 'lit';

export const wuiWalletCardStyles = css`
  :host { display: block; min-width: 0; }
  button {
    display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; padding: 10px 4px 8px;
    border-radius: var(--wui-radius-md); background: var(--wui-surface); transition: background-color 0.15s;
  }
  button:hover { background: var(--wui-surface-hover); }
  wui-wallet-image { --wui-wallet-image-size: 48px; }
  .name { max-width: 100%; font-size: var(--wui-text-sm); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .tag {
    font-size: calc(var(--wui-font-size) * 1); font-weight: 600; padding: 1px 6px; border-radius: var(--wui-radius-sm);
    color: var(--wui-accent-text); background: color-mix(in srgb, var(--wui-accent) 15%, transparent);
  }
  .tag.empty { visibility: hidden; }
`;
