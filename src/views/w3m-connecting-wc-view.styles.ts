import { css } from 'lit';

/** The ConnectingWalletConnect view: the wallet, the QR code, the status line and the actions below it. */
export const connectingWcStyles = css`
  wui-wallet-image { --wui-wallet-image-size: 56px; }
  wui-qr-code { --wui-qr-size: 220px; }
  .wallet { display: flex; align-items: center; gap: 10px; }
  .status { min-height: 48px; display: flex; flex-direction: column; gap: 4px; align-items: center; }
  .placeholder { width: 244px; height: 244px; display: flex; align-items: center; justify-content: center; border-radius: var(--wui-radius-lg); background: var(--wui-surface); }
  .actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
`;
