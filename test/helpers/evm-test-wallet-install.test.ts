import { expect } from '@open-wc/testing';
import { chains, privateKey, address } from './evm-test-wallet-fixture.js';
import { createEvmTestWallet, installEvmTestWallet, type InstalledEvmTestWallet } from './evm-test-wallet/index.js';

describe('evm test wallet (install, announce, demo panel)', () => {
  let installed: InstalledEvmTestWallet | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    installed?.uninstall();
    installed = undefined;
    localStorage.clear();
  });

  it('announces on install and again on eip6963:requestProvider, with frozen detail', () => {
    const details: Array<{ info: Record<string, unknown>; provider: unknown }> = [];
    const onAnnounce = (event: Event) => details.push((event as CustomEvent).detail);
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    try {
      installed = installEvmTestWallet({ privateKey, chains });
      expect(details).to.have.length(1);
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      expect(details).to.have.length(2);
      const [detail] = details;
      expect(Object.isFrozen(detail)).to.equal(true);
      expect(detail?.provider).to.equal(installed.provider);
      expect(detail?.info.name).to.equal('Test Wallet');
      expect(detail?.info.rdns).to.equal('dev.openmodal.testwallet');
      expect(detail?.info.uuid).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(detail?.info.icon).to.match(/^data:image\/svg\+xml;base64,/);
      expect(atob(String(detail?.info.icon).split(',')[1] ?? '')).to.contain('>TW</text>');

      installed.uninstall();
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      expect(details).to.have.length(2);
    } finally {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
    }
  });

  it('sets and restores window.ethereum in legacy mode', () => {
    const target = window as Window & { ethereum?: { isTestWallet?: boolean } };
    expect(target.ethereum).to.equal(undefined);
    installed = installEvmTestWallet({ privateKey, chains, legacy: true });
    expect(target.ethereum).to.equal(installed.provider);
    expect(target.ethereum?.isTestWallet).to.equal(true);
    installed.uninstall();
    expect('ethereum' in target).to.equal(false);
  });

  it('emits connect with the chain id after creation', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const connected = new Promise((resolve) => wallet.provider.on('connect', resolve));
    expect(await connected).to.deep.equal({ chainId: '0x7a69' });
  });

  it('renders the demo panel from window.__APPKIT_DEV__ and drives the wallet from it', async () => {
    const devAccount = (i: number) => ({
      address: `0x${String(i).repeat(40)}` as const,
      privateKey: `0x${String(i + 1).repeat(64)}` as const,
    });
    window.__APPKIT_DEV__ = {
      projectId: 'demo-project',
      serverUrl: 'http://127.0.0.1:1',
      demoUrl: 'http://localhost:1',
      chains: [
        {
          id: 31337,
          name: 'Localchain A',
          rpcUrl: 'http://127.0.0.1:1',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          token: { address: `0x${'0'.repeat(40)}`, symbol: 'DEV', decimals: 18 },
          accountAbstraction: {
            entryPoint07: `0x${'7'.repeat(40)}`,
            entryPoint08: `0x${'8'.repeat(40)}`,
            accountFactory: `0x${'f'.repeat(40)}`,
            bundlerUrl: 'http://127.0.0.1:1/v1/bundler?chainId=eip155:31337&projectId=demo-project',
          },
          exchange: {
            weth: `0x${'a'.repeat(40)}`,
            factory: `0x${'b'.repeat(40)}`,
            router: `0x${'c'.repeat(40)}`,
            tokens: [],
          },
        },
      ],
      devAccounts: [devAccount(1), { address, privateKey }, devAccount(3)],
      solana: {
        name: 'Solana Localnet',
        rpcUrl: 'http://127.0.0.1:1',
        wsUrl: 'ws://127.0.0.1:2',
        caipNetworkId: 'solana:x',
        genesisHash: 'x',
        devKeypairs: [],
        tokens: [],
      },
      walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', testWalletUrl: 'http://127.0.0.1:1/dev/wc-wallet/' },
      names: { zone: 'reown.id', suffixes: ['.reown.id', '.wcn.id'], apiBase: 'http://127.0.0.1:1' },
    };
    try {
      await import('./evm-test-wallet/demo-entry.js');
      const wallet = window.__testWallet;
      if (!wallet) throw new Error('window.__testWallet was not set');
      installed = wallet;
      expect(wallet.address).to.equal(address);
      expect(wallet.getMode()).to.equal('approve');

      const host = document.querySelector<HTMLElement>('[data-testid="test-wallet-panel"]');
      const root = host?.shadowRoot;
      if (!host || !root) throw new Error('panel not rendered');
      const text = (testid: string) => root.querySelector(`[data-testid="${testid}"]`)?.textContent;
      expect(root.querySelector('h2')?.textContent).to.equal('Test Wallet');
      expect(text('test-wallet-address')).to.equal('0x7099…79C8');
      expect(text('test-wallet-chain')).to.equal('31337');
      expect(text('test-wallet-status')).to.equal('not connected');

      // Bottom-left corner, clear of the page centre.
      expect(getComputedStyle(host).position).to.equal('fixed');
      const box = host.getBoundingClientRect();
      expect(box.right < innerWidth / 2 || box.top > innerHeight / 2).to.equal(true);

      const select = root.querySelector<HTMLSelectElement>('[data-testid="test-wallet-mode"]');
      const revoke = root.querySelector<HTMLButtonElement>('[data-testid="test-wallet-revoke"]');
      if (!select || !revoke) throw new Error('controls missing');
      select.focus();
      expect(root.activeElement).to.equal(select);
      select.value = 'reject';
      select.dispatchEvent(new Event('change'));
      expect(wallet.getMode()).to.equal('reject');
      wallet.setMode('approve');
      expect(select.value).to.equal('approve');

      await wallet.provider.request({ method: 'eth_requestAccounts' });
      expect(text('test-wallet-status')).to.equal('connected');
      revoke.focus();
      expect(root.activeElement).to.equal(revoke);
      revoke.click();
      expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
      expect(text('test-wallet-status')).to.equal('not connected');

      wallet.uninstall();
      installed = undefined;
      expect(document.querySelector('[data-testid="test-wallet-panel"]')).to.equal(null);
    } finally {
      delete window.__APPKIT_DEV__;
      delete window.__testWallet;
    }
  });
});
