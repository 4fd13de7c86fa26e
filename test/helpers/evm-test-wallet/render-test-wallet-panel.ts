import type { EvmTestWallet, WalletMode } from './types.js';

const STYLES = `
:host { all: initial; position: fixed; left: 12px; bottom: 12px; z-index: 2147483000; }
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
 * Renders the demo's small test-wallet panel in the bottom-left corner, in its own shadow root:
 * address, chain, connection status, an Approve/Reject select and a Revoke button.
 * Built from elements and text nodes only. Call `refresh()` after changing the mode from code.
 */
export function renderTestWalletPanel({
  wallet,
  parent = document.body,
}: {
  wallet: EvmTestWallet;
  parent?: HTMLElement;
}) {
  const host = document.createElement('aside');
  host.setAttribute('aria-label', 'Test Wallet');
  host.dataset.testid = 'test-wallet-panel';
  const root = host.attachShadow({ mode: 'open' });
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const style = el('style', STYLES);
  const section = el('section');
  const list = el('dl');
  const addressValue = el('dd', `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
  addressValue.title = wallet.address;
  addressValue.dataset.testid = 'test-wallet-address';
  const chainValue = el('dd');
  chainValue.dataset.testid = 'test-wallet-chain';
  const statusValue = el('dd');
  statusValue.dataset.testid = 'test-wallet-status';
  statusValue.setAttribute('aria-live', 'polite');
  list.append(el('dt', 'Address'), addressValue, el('dt', 'Chain'), chainValue, el('dt', 'Site'), statusValue);

  const label = el('label', 'Prompts');
  const select = el('select');
  select.dataset.testid = 'test-wallet-mode';
  for (const [value, text] of [
    ['approve', 'Approve'],
    ['reject', 'Reject'],
  ] as const) {
    const option = el('option', text);
    option.value = value;
    select.append(option);
  }
  select.addEventListener('change', () => wallet.setMode(select.value as WalletMode));
  label.append(select);

  const revoke = el('button', 'Revoke');
  revoke.type = 'button';
  revoke.dataset.testid = 'test-wallet-revoke';
  revoke.title = 'Disconnect this site from the test wallet';
  revoke.addEventListener('click', () => wallet.revoke());

  const row = el('div');
  row.className = 'row';
  row.append(label, revoke);
  section.append(el('h2', 'Test Wallet'), list, row);
  root.append(style, section);

  const refresh = () => {
    chainValue.textContent = String(wallet.getChainId());
    statusValue.textContent = wallet.isGranted() ? 'connected' : 'not connected';
    select.value = wallet.getMode();
  };
  wallet.provider.on('accountsChanged', refresh);
  wallet.provider.on('chainChanged', refresh);
  refresh();
  parent.append(host);

  return {
    element: host,
    refresh,
    destroy() {
      wallet.provider.removeListener('accountsChanged', refresh);
      wallet.provider.removeListener('chainChanged', refresh);
      host.remove();
    },
  };
}
