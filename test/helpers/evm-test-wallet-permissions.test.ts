import { expect } from '@open-wc/testing';
import { address, chains, privateKey, providerRejection } from './evm-test-wallet-fixture.js';
import { createEvmTestWallet } from './evm-test-wallet/index.js';

describe('evm test wallet (accounts, permissions, chains)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('grants accounts on eth_requestAccounts and emits accountsChanged', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    expect(wallet.address).to.equal(address);
    const seen: unknown[] = [];
    wallet.provider.on('accountsChanged', (accounts) => seen.push(accounts));
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).to.deep.equal([address]);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([address]);
    expect(seen).to.deep.equal([[address]]);
    const permissions = (await wallet.provider.request({ method: 'wallet_getPermissions' })) as Array<{
      parentCapability: string;
    }>;
    expect(permissions.map((p) => p.parentCapability)).to.deep.equal(['eth_accounts']);
    expect(wallet.requests.map((r) => r.method)).to.deep.equal([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
      'wallet_getPermissions',
    ]);
  });

  it('rejects with 4001 in reject mode and grants nothing', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains, mode: 'reject' });
    expect(wallet.getMode()).to.equal('reject');
    const error = await providerRejection(wallet.provider.request({ method: 'eth_requestAccounts' }));
    expect(error.code).to.equal(4001);
    expect(error.message).to.equal('User rejected the request.');
    const permissionError = await providerRejection(
      wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    );
    expect(permissionError.code).to.equal(4001);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).to.deep.equal([]);

    wallet.setMode('approve');
    const permissions = (await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as unknown[];
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
    expect(
      await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).to.equal(null);
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(seen).to.deep.equal([[address], [], [address], []]);
  });

  it('hides accounts while locked until eth_requestAccounts', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    wallet.lock();
    expect(await wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(
      (await providerRejection(wallet.provider.request({ method: 'personal_sign', params: ['0x00', address] }))).code,
    ).to.equal(4100);
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).to.deep.equal([address]);
  });

  it('answers 4902 for an unknown chain, then adds it, switches and emits chainChanged', async () => {
    const wallet = createEvmTestWallet({ privateKey, chains });
    const changes: string[] = [];
    wallet.provider.on('chainChanged', (chainId) => changes.push(chainId));
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal('0x7a69');

    const unknown = await providerRejection(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    );
    expect(unknown.code).to.equal(4902);
    expect(unknown.message).to.equal(
      'Unrecognized chain ID "0x539". Try adding the chain using wallet_addEthereumChain first.',
    );

    const addParams = [
      {
        chainId: '0x539',
        chainName: 'Other',
        rpcUrls: ['http://127.0.0.1:2'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ];
    wallet.setMode('reject');
    expect(
      (await providerRejection(wallet.provider.request({ method: 'wallet_addEthereumChain', params: addParams }))).code,
    ).to.equal(4001);
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal('0x7a69');

    wallet.setMode('approve');
    expect(await wallet.provider.request({ method: 'wallet_addEthereumChain', params: addParams })).to.equal(null);
    expect(await wallet.provider.request({ method: 'eth_chainId' })).to.equal('0x539');
    expect(
      await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).to.equal(null);
    expect(
      await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).to.equal(null);
    expect(changes).to.deep.equal(['0x539', '0x7a69', '0x539']);

    wallet.setMode('reject');
    expect(
      (
        await providerRejection(
          wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
        )
      ).code,
    ).to.equal(4001);
    // An added chain is remembered like the grant.
    const reloaded = createEvmTestWallet({ privateKey, chains });
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).to.equal('0x539');
  });
});
