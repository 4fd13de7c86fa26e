import { css } from 'lit';

/** The Account view's header (name, address, total, balance, network, explorer, features), its tablist and disconnect. */
export const w3mAccountViewStyles = css`
  .address { display: inline-flex; align-items: center; gap: 4px; font-size: var(--wui-text-lg); font-weight: 600; }
  /* Under a name, the address is the smaller, secondary line (still copyable). */
  .profile-name { font-size: var(--wui-text-lg); font-weight: 600; max-width: 100%; overflow-wrap: anywhere; }
  .address.secondary-address { margin-top: -8px; font-size: var(--wui-text-sm); font-weight: 400; color: var(--wui-text-secondary); }
  .balance { font-size: var(--wui-text-md); color: var(--wui-text-secondary); min-height: 20px; }
  .total { font-size: 28px; font-weight: 600; }
  .wallet { font-size: var(--wui-text-sm); color: var(--wui-text-secondary); }
  .network { display: inline-flex; align-items: center; gap: 6px; font-size: var(--wui-text-sm); padding: 4px 10px; border-radius: 999px; background: var(--wui-surface); color: var(--wui-text-secondary); }
  .network wui-wallet-image { --wui-wallet-image-size: 16px; }
  a.explorer {
    display: inline-flex; align-items: center; gap: 6px; color: var(--wui-accent-text); font-size: var(--wui-text-sm);
    text-decoration: none; padding: 6px 10px; border-radius: var(--wui-radius-lg);
  }
  a.explorer:hover { background: var(--wui-surface); }
  .features { display: flex; gap: 8px; align-self: stretch; }
  .features wui-button { flex: 1; }
  [role='tablist'] { display: flex; gap: 4px; align-self: stretch; border-bottom: 1px solid var(--wui-border); }
  [role='tab'] {
    flex: 1; padding: 8px; font: inherit; font-size: var(--wui-text-sm); color: var(--wui-text-secondary);
    border-bottom: 2px solid transparent; background: none;
  }
  [role='tab'][aria-selected='true'] { color: var(--wui-text); border-bottom-color: var(--wui-accent); }
  .actions { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; align-self: stretch; }
  wui-spinner { --wui-spinner-size: 16px; }
`;
