import { expect } from '@open-wc/testing';
import { discoveredAssetToBalance } from '../../../src/core/utils/discovered-asset-to-balance.js';
import { discoverWalletAssets } from '../../../src/core/utils/discover-wallet-assets.js';

describe('discoveredAssetToBalance', () => {
  it('turns a native asset into a token balance without address, valued at quantity × price', () => {
    const balance = discoveredAssetToBalance({
      asset: {
        address: 'native',
        balance: '0x1bc16d674ec80000',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
      },
      chainId: 'eip155:1',
    });
    expect(balance).to.deep.equal({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '2' },
      price: 3000,
      value: 6000,
    });
  });

  it('gives an ERC-20 a CAIP-10 address and keeps it unpriced without a price', () => {
    const balance = discoveredAssetToBalance({
      asset: {
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        balance: '0x2710',
        type: 'ERC20',
        metadata: { name: 'Dev Token', symbol: 'DEV', decimals: 2 },
      },
      chainId: 'eip155:31337',
    });
    expect(balance).to.deep.equal({
      name: 'Dev Token',
      symbol: 'DEV',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      quantity: { decimals: '2', numeric: '100' },
    });
  });

  it('drops what is not a readable balance: no decimals, a malformed balance', () => {
    expect(
      discoveredAssetToBalance({
        asset: { address: 'native', balance: '0x1', type: 'NATIVE', metadata: { symbol: 'X' } },
        chainId: 'eip155:1',
      }),
    ).to.equal(undefined);
    expect(
      discoveredAssetToBalance({
        asset: { address: 'native', balance: '12', type: 'NATIVE', metadata: { decimals: 18 } },
        chainId: 'eip155:1',
      }),
    ).to.equal(undefined);
  });
});

describe('discoverWalletAssets', () => {
  /** A FAKE wallet provider answering the two EIP-5792/7811 calls, recording what it was asked. */
  function fakeWallet(capabilities: unknown, assets: unknown) {
    const calls: Array<{ method: string; params?: unknown }> = [];
    return {
      calls,
      provider: {
        request: async ({ method, params }: { method: string; params?: unknown }) => (
          calls.push({ method, params }),
          method === 'wallet_getCapabilities' ? capabilities : assets
        ),
      },
    };
  }

  it('asks for capabilities, then the assets with the account and a hex chain filter (SPEC §7)', async () => {
    const wallet = fakeWallet(
      { '0x7a69': { assetDiscovery: { supported: true } } },
      {
        '0x7a69': [
          {
            address: 'native',
            balance: '0xde0b6b3a7640000',
            type: 'NATIVE',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
          {
            address: '0x00000000000000000000000000000000000000aa',
            balance: '0x5',
            type: 'ERC20',
            metadata: { name: 'Zero', symbol: 'ZRO', decimals: 0 },
          },
        ],
      },
    );
    const balances = await discoverWalletAssets({ provider: wallet.provider, address: '0xabc', chainId: 31337 });
    expect(wallet.calls).to.deep.equal([
      { method: 'wallet_getCapabilities', params: ['0xabc', ['0x7a69']] },
      { method: 'wallet_getAssets', params: [{ account: '0xabc', chainFilter: ['0x7a69'] }] },
    ]);
    expect(
      balances?.map((balance) => balance.symbol),
      'decimals "0" dropped (SPEC §5)',
    ).to.deep.equal(['ETH']);
  });

  it('answers undefined without asking for assets when discovery is not supported there', async () => {
    const wallet = fakeWallet({ '0x1': { assetDiscovery: { supported: true } } }, {});
    expect(await discoverWalletAssets({ provider: wallet.provider, address: '0xabc', chainId: 31337 })).to.equal(
      undefined,
    );
    expect(wallet.calls.map((call) => call.method)).to.deep.equal(['wallet_getCapabilities']);
  });
});
