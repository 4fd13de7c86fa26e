import { css } from 'lit';

/** Layout shared by the views: a column, secondary text, centred status blocks. */
export const viewStyles = css`
  :host { display: block; }
  .column { display: flex; flex-direction: column; gap: 8px; }
  .center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 8px 4px; }
  .secondary { color: var(--wui-text-secondary); font-size: var(--wui-text-sm); margin: 0; }
  .title { margin: 0; font-size: var(--wui-text-lg); font-weight: 600; }
  .error { color: var(--wui-error); }
`;
