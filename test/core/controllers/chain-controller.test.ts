import { expect } from '@open-wc/testing';
import { atom, map } from 'nanostores';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import { InternalSdkError } from '../../../src/core/errors/internal-errors.js';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';

const evmA = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });
const evmB = defineEvmNetwork({ id: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:2' });
const solanaLocal: Network = {
  id: 'LocalSolanaCluster1111111111111',
  caipNetworkId: 'solana:LocalSolanaCluster1111111111111',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function setup({ defaultAccountTypes = {} as Partial<Record<ChainNamespace, 'eoa' | 'smartAccount'>> } = {}) {
  const activeNamespaceStore = atom<ChainNamespace | undefined>(undefined);
  const chains = new ChainController({
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore,
    switchingNamespaceStore: atom(false),
    defaultAccountTypes,
  });
  chains.setNetworks({ networks: [evmA, evmB, solanaLocal] });
  return { chains, activeNamespaceStore };
}

describe('ChainController', () => {
  it('groups networks per namespace; the first network (or defaultNetwork) is active', () => {
    const { chains } = setup();
    expect(chains.namespaces).to.deep.equal(['eip155', 'solana']);
    expect(chains.activeNamespace).to.equal('eip155');
    expect(chains.getActiveNetwork()?.id).to.equal(31337);
    expect(chains.getChain('solana')?.activeChainId).to.equal(solanaLocal.id);
    expect(chains.findNetwork('eip155:31338')).to.equal(evmB);
  });

  it('rebuilds the CAIP address from namespace, network id and address on every switch', () => {
    const { chains } = setup();
    chains.patchAccount({
      namespace: 'eip155',
      patch: { status: 'connected', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}` },
    });
    chains.setActiveChainId({ namespace: 'eip155', chainId: 31338 });
    expect(chains.getAccount('eip155').caipAddress).to.equal(`eip155:31338:${ADDRESS}`);
    chains.setActiveChainId({ namespace: 'eip155', chainId: 1 }); // a network the dapp did not request
    expect(chains.getAccount('eip155').caipAddress).to.equal(`eip155:1:${ADDRESS}`);
    expect(chains.getActiveNetwork('eip155')).to.equal(undefined);
  });

  it("removing the active namespace makes the first other namespace's first network active (SPEC §4)", () => {
    const { chains } = setup();
    chains.setActiveChainId({ namespace: 'solana', chainId: 'elsewhere' });
    chains.removeNamespace('eip155');
    expect(chains.namespaces).to.deep.equal(['solana']);
    expect(chains.activeNamespace).to.equal('solana');
    expect(chains.getActiveNetwork()?.caipNetworkId).to.equal(solanaLocal.caipNetworkId);
  });

  it('removing another namespace leaves the active one alone; a namespace is required', () => {
    const { chains } = setup();
    chains.removeNamespace('solana');
    expect(chains.activeNamespace).to.equal('eip155');
    expect(() => chains.removeNamespace('' as ChainNamespace)).to.throw(
      InternalSdkError,
      'adapter must have a namespace',
    );
  });

  it('account reset clears everything and falls back to the configured account type (SPEC §4)', () => {
    const { chains } = setup({ defaultAccountTypes: { eip155: 'smartAccount' } });
    chains.patchAccount({
      namespace: 'eip155',
      patch: {
        status: 'connected',
        address: ADDRESS,
        balance: '1.5',
        balanceSymbol: 'ETH',
        profileName: 'alice',
        profileImage: 'https://x.example/a.png',
        tokenBalance: [{ symbol: 'DEV' }],
        connectedWalletInfo: { name: 'Wallet' },
        socialProvider: 'github',
        currentTab: 1,
        preferredAccountType: 'eoa',
      },
    });
    chains.setApprovedNetworkIds({ namespace: 'eip155', approvedNetworkIds: ['eip155:31337'] });
    chains.resetAccount('eip155');
    expect(chains.getAccount('eip155')).to.deep.equal({
      status: 'disconnected',
      currentTab: 0,
      preferredAccountType: 'smartAccount',
    });
    expect(chains.getChain('eip155')?.approvedNetworkIds).to.equal(undefined);
  });

  it('account reset keeps the previous account type when no default is configured', () => {
    const { chains } = setup();
    chains.patchAccount({ namespace: 'solana', patch: { status: 'connected', preferredAccountType: 'eoa' } });
    chains.resetAccount('solana');
    expect(chains.getAccount('solana')).to.deep.equal({
      status: 'disconnected',
      currentTab: 0,
      preferredAccountType: 'eoa',
    });
  });
});
