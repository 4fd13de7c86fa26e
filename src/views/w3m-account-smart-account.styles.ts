import { css } from 'lit';

/** The Account view's account-kind row: the active kind with its deployment tag, the switch, and a failed switch's alert. */
export const w3mAccountSmartAccountStyles = css`
  :host { display: block; align-self: stretch; }
  .row {
    display: flex; align-items: center; justify-content: space-between; gap: 8px;
    padding: 8px 12px; border-radius: var(--wui-radius-lg); background: var(--wui-surface);
  }
  .kind { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; font-size: var(--wui-text-sm); }
  .tag { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  .tag.deployed { color: var(--wui-success); }
  .error {
    display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-top: 8px; padding: 8px 12px;
    border-radius: var(--wui-radius-lg); font-size: var(--wui-text-sm); color: var(--wui-error);
    background: color-mix(in srgb, var(--wui-error) 12%, transparent);
  }
`;
