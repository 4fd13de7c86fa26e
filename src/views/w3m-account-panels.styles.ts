import { css } from 'lit';

/**
 * The Account view's tab panels (w3m-account-tokens, w3m-account-activity): each host is the
 * tabpanel and its own scroll box, so the activity panel hears its own scroll for the next page.
 */
export const accountPanelsStyles = css`
  :host { display: block; align-self: stretch; max-height: 280px; overflow-y: auto; text-align: start; }
  .row { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 4px; }
  .row .main { display: flex; flex-direction: column; min-width: 0; }
  .row .token { display: flex; align-items: center; gap: 8px; min-width: 0; }
  .row .token img { width: 24px; height: 24px; border-radius: 50%; flex: none; }
  .row .name { font-weight: 600; font-size: var(--wui-text-md); }
  .row .sub, .month { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  .row .end { text-align: end; display: flex; flex-direction: column; }
  .month { margin: 8px 4px 0; font-weight: 600; }
  .status { display: grid; place-items: center; gap: 12px; padding: 16px; }
  wui-spinner { --wui-spinner-size: 16px; }
`;
