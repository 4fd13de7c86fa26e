import { css } from 'lit';

/** The SIWXSignMessage view: the two images, the request, the message's statement and address, the actions. */
export const siwxSignMessageStyles = css`
  .images { display: flex; align-items: center; justify-content: center; gap: 0; padding-top: 8px; }
  .images wui-wallet-image { --wui-wallet-image-size: 64px; }
  /* The wallet's image overlaps the dapp's, as AppKit draws the pair. */
  .images wui-wallet-image + wui-wallet-image { margin-inline-start: -12px; }
  .message { display: flex; flex-direction: column; gap: 4px; padding: 12px; border-radius: var(--wui-radius-md, 12px); background: var(--wui-surface); }
  .statement { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 160px; overflow-y: auto; }
  .address { margin: 0; font-family: ui-monospace, monospace; font-size: var(--wui-text-sm); overflow-wrap: anywhere; }
  .actions { display: flex; gap: 8px; }
  .actions wui-button { flex: 1; }
  .error { margin: 0; text-align: center; font-size: var(--wui-text-sm); }
`;
