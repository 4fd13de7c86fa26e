import type { SolanaTestWallet, SolanaWalletMode } from './types.js';

const STYLES = `
:host { all: initial; position: fixed; bottom: 12px; z-index: 2147483000; }
section { box-sizing: border-box; width: 220px; padding: 10px 12px; border-radius: 10px; background: #1b1d21; color: #e8eaed;
  font: 12px/1.4 system-ui, sans-serif; box-shadow: 0 4px 16px rgb(0 0 0 / 35%); border: 1px solid #3a3d44; }
h2 { margin: 0 0 6px; font-size: 13px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0 0 8px; }
dt { color: #9aa0a6; } dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.row { display: flex; gap: 8px; align-items: center; }
label { display: flex; gap: 6px; align-items: center; flex: 1; }
select, button { font: inherit; color: inherit; background: #2b2e34; border: 1px solid #4a4e57; border-radius: 6px; padding: 3px 6px; }
button { cursor: pointer; }
select:focus-visible, button:focus-visible { outline: 2px solid #8ab4f8; outline-offset: 1px; }
`;

/**
 * Renders the Solana test wallet's panel (bottom left, `left` px from the edge, beside the EVM one) in its own shadow root:
 * address, cluster, site status, an Approve/Reject select and a Revoke button. Elements and text
 * nodes only. Call `refresh()` after changing the mode from code.
 */
export function renderSolanaTestWalletPanel({
  wallet,
  parent = document.body,
  left = 244,
}: {
  wallet: SolanaTestWallet;
  parent?: HTMLElement;
  left?: number;
}) {
  const host = document.createElement('aside');
  host.style.left = `${left}px`;
  host.setAttribute('aria-label', wallet.wallet.name);
  host.dataset.testid = 'solana-test-wallet-panel';
  const root = host.attachShadow({ mode: 'open' });
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const list = el('dl');
  const addressValue = el('dd', `${wallet.address.slice(0, 4)}…${wallet.address.slice(-4)}`);
  addressValue.title = wallet.address;
  addressValue.dataset.testid = 'solana-test-wallet-address';
  const statusValue = el('dd');
  statusValue.dataset.testid = 'solana-test-wallet-status';
  statusValue.setAttribute('aria-live', 'polite');
  list.append(
    el('dt', 'Address'),
    addressValue,
    el('dt', 'Cluster'),
    el('dd', wallet.wallet.chains.join(', ')),
    el('dt', 'Site'),
    statusValue,
  );

  const label = el('label', 'Prompts');
  const select = el('select');
  select.dataset.testid = 'solana-test-wallet-mode';
  for (const [value, text] of [
    ['approve', 'Approve'],
    ['reject', 'Reject'],
  ] as const) {
    const option = el('option', text);
    option.value = value;
    select.append(option);
  }
  select.addEventListener('change', () => wallet.setMode(select.value as SolanaWalletMode));
  label.append(select);

  const revoke = el('button', 'Revoke');
  revoke.type = 'button';
  revoke.dataset.testid = 'solana-test-wallet-revoke';
  revoke.title = 'Disconnect this site from the Solana test wallet';
  revoke.addEventListener('click', () => wallet.revoke());

  const row = el('div');
  row.className = 'row';
  row.append(label, revoke);
  const section = el('section');
  section.append(el('h2', `${wallet.wallet.name} (Solana)`), list, row);
  root.append(el('style', STYLES), section);

  const refresh = () => {
    statusValue.textContent = wallet.isConnected() ? 'connected' : wallet.isGranted() ? 'trusted' : 'not connected';
    select.value = wallet.getMode();
  };
  const off = wallet.onChange(refresh);
  refresh();
  parent.append(host);

  return {
    element: host,
    refresh,
    destroy() {
      off();
      host.remove();
    },
  };
}
