import { css } from 'lit';

export const wuiListItemStyles = css`
  :host { display: block; }
  button {
    display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 12px 8px 8px;
    border-radius: var(--wui-radius-lg); background: var(--wui-surface); text-align: start;
    transition: background-color 0.15s;
  }
  button:hover:not(:disabled) { background: var(--wui-surface-hover); }
  .name { flex: 1; font-size: var(--wui-text-md); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .tag {
    font-size: var(--wui-text-sm); font-weight: 600; padding: 3px 8px; border-radius: var(--wui-radius-sm);
    color: var(--wui-accent-text); background: color-mix(in srgb, var(--wui-accent) 15%, transparent);
  }
  .tag.neutral { color: var(--wui-text-secondary); background: var(--wui-surface-hover); }
`;
