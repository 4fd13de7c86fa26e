import { css } from 'lit';

// Width 360px and z-index 999 (SPEC §9) are written here only: a constant interpolated into this
// stylesheet would cost the initial chunk an import from the shared chunk (issue 13 part 5).
export const w3mModalStyles = css`
  :host { position: relative; z-index: var(--w3m-z-index, 999); }
  .overlay {
    position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; padding: 16px;
    background: var(--wui-overlay); animation: fade 0.15s ease-out; z-index: var(--w3m-z-index, 999);
  }
  /* The idle warm-up (issue 14 part 2): styled and laid out like the real thing, never seen. */
  .overlay.warm-up { visibility: hidden; pointer-events: none; }
  .card {
    position: relative; width: 360px; max-width: 100%; max-height: calc(100vh - 32px); overflow: auto;
    background: var(--wui-bg); color: var(--wui-text); border: 1px solid var(--wui-border);
    border-radius: calc(var(--wui-radius) * 8); box-shadow: 0 12px 48px rgba(0, 0, 0, 0.35);
    font-size: var(--wui-text-md); animation: rise 0.2s ease-out; outline: none;
  }
  header { display: grid; grid-template-columns: 32px 1fr 32px; align-items: center; gap: 8px; padding: 12px 12px 4px; }
  h2 { margin: 0; text-align: center; font-size: var(--wui-text-lg); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .alert { padding: 4px 12px 0; }
  .body { padding: 8px 12px 16px; }
  .toast { position: absolute; left: 0; right: 0; bottom: 12px; }
  @keyframes fade { from { opacity: 0; } }
  @keyframes rise { from { opacity: 0; transform: translateY(12px); } }
  @media (max-width: 430px) {
    .overlay { align-items: flex-end; padding: 0; }
    .card { width: 100%; border-radius: calc(var(--wui-radius) * 8) calc(var(--wui-radius) * 8) 0 0; }
  }
`;
