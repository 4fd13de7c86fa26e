import { expect } from '@open-wc/testing';
import { verifyMessage, verifyTypedData } from 'viem';
import { createEvmTestWallet, installEvmTestWallet, ProviderRpcError, type InstalledEvmTestWallet } from './evm-test-wallet/index.js';

// Hardhat dev account #1; no request in this file reaches a chain, so the RPC URL is unreachable on purpose.
const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chains = [{ id: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Local' }];

async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(Error);
    return error as ProviderRpcError;
  }
  throw new Error('expected the request to fail');
}

describe('evm test wallet', () => {
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

  it('grants accounts on eth_requestAccounts and emits accountsChanged', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    expect(wallet.address).to.equal(address);
    const seen: unknown[] = [];
    wallet.provider.on('accountsChanged', (accounts) => seen.push(accounts));
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).to.deep.equal([address]);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([address]);
    expect(seen).to.deep.equal([[address]]);
    const permissions = (await wallet.provider.request({ method: 'wallet_getPermissions' })) as Array<{ parentCapability: string }>;
    expect(permissions.map((p) => p.parentCapability)).to.deep.equal(['eth_accounts']);
    expect(wallet.requests.map((r) => r.method)).to.deep.equal(['eth_accounts', 'eth_requestAccounts', 'eth_accounts', 'wallet_getPermissions']);
  });

  it('rejects with 4001 in reject mode and grants nothing', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains, mode: 'reject' });
    expect(wallet.getMode()).to.equal('reject');
    const error = await rejection(wallet.provider.request({ method: 'eth_requestAccounts' }));
    expect(error.code).to.equal(4001);
    expect(error.message).to.equal('User rejected the request.');
    const permissionError = await rejection(wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }));
    expect(permissionError.code).to.equal(4001);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).to.deep.equal([]);

    wallet.setMode('approve');
    const permissions = (await wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })) as unknown[];
    expect(permissions).to.have.length(1);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([address]);
  });

  it('keeps the grant and the chain across a reload (same storageKey)', async () => {
    const chainsTwo = [...chains, { id: 31338, rpcUrl: 'http://127.0.0.1:1' }];
    const first = createEvmTestWallet({ privateKey, chains: chainsTwo });
    await first.provider.request({ method: 'eth_requestAccounts' });
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });

    const reloaded = createEvmTestWallet({ privateKey, chains: chainsTwo });
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).to.deep.equal([address]);
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).to.equal('0x7a6a');

    const otherKey = createEvmTestWallet({ privateKey, chains: chainsTwo, storageKey: 'another-wallet' });
    expect(await otherKey.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(await otherKey.provider.request({ method: 'eth_chainId' })).to.equal('0x7a69');
  });

  it('revokes through revoke() and wallet_revokePermissions, emitting accountsChanged []', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const seen: unknown[] = [];
    wallet.provider.on('accountsChanged', (accounts) => seen.push(accounts));
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    wallet.revoke();
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(createEvmTestWallet({ privateKey, chains }).isGranted()).to.equal(false);

    await wallet.provider.request({ method: 'eth_requestAccounts' });
    expect(await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).to.equal(null);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(seen).to.deep.equal([[address], [], [address], []]);
  });

  it('hides accounts while locked until eth_requestAccounts', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    wallet.lock();
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect((await rejection(wallet.provider.request({ method: 'personal_sign', params: ['0x00', address] }))).code).to.equal(4100);
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).to.deep.equal([address]);
  });

  it('answers 4902 for an unknown chain, then adds it, switches and emits chainChanged', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const changes: string[] = [];
    wallet.provider.on('chainChanged', (chainId) => changes.push(chainId));
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal('0x7a69');

    const unknown = await rejection(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }));
    expect(unknown.code).to.equal(4902);
    expect(unknown.message).to.equal('Unrecognized chain ID "0x539". Try adding the chain using wallet_addEthereumChain first.');

    const addParams = [{ chainId: '0x539', chainName: 'Other', rpcUrls: ['http://127.0.0.1:2'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }];
    wallet.setMode('reject');
    expect((await rejection(wallet.provider.request({ method: 'wallet_addEthereumChain', params: addParams }))).code).to.equal(4001);
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal('0x7a69');

    wallet.setMode('approve');
    expect(await wallet.provider.request({ method: 'wallet_addEthereumChain', params: addParams })).to.equal(null);
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal('0x539');
    expect(await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).to.equal(null);
    expect(await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })).to.equal(null);
    expect(changes).to.deep.equal(['0x539', '0x7a69', '0x539']);

    wallet.setMode('reject');
    expect((await rejection(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }))).code).to.equal(4001);
    // An added chain is remembered like the grant.
    const reloaded = createEvmTestWallet({ privateKey, chains });
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).to.equal('0x539');
  });

  it('signs personal_sign messages (utf8 and hex) that verify against the address', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    const utf8 = (await wallet.provider.request({ method: 'personal_sign', params: ['hello test wallet', address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello test wallet', signature: utf8 })).to.equal(true);
    const hex = (await wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address.toLowerCase()] })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello', signature: hex })).to.equal(true);
    wallet.setMode('reject');
    expect((await rejection(wallet.provider.request({ method: 'personal_sign', params: ['x', address] }))).code).to.equal(4001);
  });

  it('signs eth_signTypedData_v4 data that verifies with verifyTypedData', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    const typedData = {
      domain: { name: 'Test', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      types: {
        Person: [{ name: 'name', type: 'string' }, { name: 'wallet', type: 'address' }],
        Mail: [{ name: 'from', type: 'Person' }, { name: 'contents', type: 'string' }, { name: 'amount', type: 'uint256' }],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Cow', wallet: address }, contents: 'Hello, Bob!', amount: 10n ** 18n },
    } as const;
    // Dapps send bigints as decimal strings and the domain type list, as viem's JSON-RPC account does.
    const json = JSON.stringify(
      {
        ...typedData,
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          ...typedData.types,
        },
      },
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    );
    const signature = (await wallet.provider.request({ method: 'eth_signTypedData_v4', params: [address, json] })) as `0x${string}`;
    expect(await verifyTypedData({ address, signature, ...typedData })).to.equal(true);

    const wrongChain = JSON.stringify({ ...JSON.parse(json), domain: { ...typedData.domain, chainId: 1 } });
    expect((await rejection(wallet.provider.request({ method: 'eth_signTypedData_v4', params: [address, wrongChain] }))).code).to.equal(-32602);
  });

  it('refuses to sign without permission (4100) or for another address', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    for (const request of [
      { method: 'personal_sign', params: ['0x00', address] },
      { method: 'eth_signTypedData_v4', params: [address, '{}'] },
      { method: 'eth_sendTransaction', params: [{ from: address, to: other, value: '0x1' }] },
    ]) {
      const error = await rejection(wallet.provider.request(request));
      expect(error.code, request.method).to.equal(4100);
      expect(error.message).to.equal('The requested account and/or method has not been authorized by the user.');
    }
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    expect((await rejection(wallet.provider.request({ method: 'personal_sign', params: ['0x00', other] }))).code).to.equal(4100);
    const wrongFrom = { method: 'eth_sendTransaction', params: [{ from: other, to: address, value: '0x1' }] };
    expect((await rejection(wallet.provider.request(wrongFrom))).code).to.equal(4100);
  });

  it('rejects eth_sendTransaction with 4001 before touching the chain', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains, mode: 'reject' });
    wallet.setMode('approve');
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    wallet.setMode('reject');
    // Filling the transaction would hit the unreachable RPC (-32603); the prompt comes first.
    const error = await rejection(
      wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] }),
    );
    expect(error.code).to.equal(4001);
    expect((await rejection(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ value: '0x1' }] }))).code).to.equal(-32602);
  });

  it('renders the demo panel from window.__APPKIT_DEV__ and drives the wallet from it', async () => {
    const devAccount = (i: number) => ({ address: `0x${String(i).repeat(40)}` as const, privateKey: `0x${String(i + 1).repeat(64)}` as const });
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
        },
      ],
      devAccounts: [devAccount(1), { address, privateKey }, devAccount(3)],
      solana: { name: 'Solana Localnet', rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:2', caipNetworkId: 'solana:x', genesisHash: 'x', devKeypairs: [] },
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

  it('answers 4200 for unknown wallet_ methods and for node-side signing methods', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    for (const method of ['wallet_sendCalls', 'wallet_doesNotExist', 'eth_sign', 'eth_signTransaction']) {
      const error = await rejection(wallet.provider.request({ method, params: [] }));
      expect(error.code, method).to.equal(4200);
      expect(error.message).to.equal('Unsupported method');
    }
  });

  it('emits connect with the chain id after creation', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const connected = new Promise((resolve) => wallet.provider.on('connect', resolve));
    expect(await connected).to.deep.equal({ chainId: '0x7a69' });
  });

  it('turns an unreachable RPC into a provider error', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const error = await rejection(wallet.provider.request({ method: 'eth_blockNumber' }));
    expect(error.code).to.equal(-32603);
  });
});
