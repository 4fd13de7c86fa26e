import { expect } from '@open-wc/testing';
import { atom, map } from 'nanostores';
import { resetAccountState, setNetworks } from '../../../src/core/controllers/set-networks.js';
import { DISCONNECTED_ACCOUNT, type ChainState } from '../../../src/core/stores/chain-store.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';

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

function stores() {
  return {
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore: atom<ChainNamespace | undefined>(undefined),
  };
}

describe('setNetworks', () => {
  it('groups the networks per namespace, each on its first network; the first network’s namespace is active', () => {
    const { chainsStore, activeNamespaceStore } = stores();
    setNetworks({ chainsStore, activeNamespaceStore, networks: [evmA, solanaLocal, evmB] });
    expect(Object.keys(chainsStore.get())).to.deep.equal(['eip155', 'solana']);
    expect(chainsStore.get().eip155).to.deep.equal({
      namespace: 'eip155',
      networks: [evmA, evmB],
      activeChainId: 31337,
      account: DISCONNECTED_ACCOUNT,
    });
    expect(chainsStore.get().solana?.activeChainId).to.equal(solanaLocal.id);
    expect(activeNamespaceStore.get()).to.equal('eip155');
  });

  it('makes the default network active in its namespace, and its namespace active', () => {
    const { chainsStore, activeNamespaceStore } = stores();
    setNetworks({ chainsStore, activeNamespaceStore, networks: [evmA, evmB, solanaLocal], defaultNetwork: evmB });
    expect(chainsStore.get().eip155?.activeChainId).to.equal(31338);
    expect(activeNamespaceStore.get()).to.equal('eip155');

    const other = stores();
    setNetworks({ ...other, networks: [evmA, evmB, solanaLocal], defaultNetwork: solanaLocal });
    expect(other.activeNamespaceStore.get()).to.equal('solana');
    expect(other.chainsStore.get().eip155?.activeChainId, 'the other namespace is on its first network').to.equal(
      31337,
    );
  });

  it('keeps an active namespace that is set already', () => {
    const { chainsStore, activeNamespaceStore } = stores();
    activeNamespaceStore.set('solana');
    setNetworks({ chainsStore, activeNamespaceStore, networks: [evmA, solanaLocal] });
    expect(activeNamespaceStore.get()).to.equal('solana');
  });

  it('gives each account the account type configured for its namespace (SPEC §4)', () => {
    const { chainsStore, activeNamespaceStore } = stores();
    setNetworks({
      chainsStore,
      activeNamespaceStore,
      networks: [evmA, solanaLocal],
      defaultAccountTypes: { eip155: 'smartAccount' },
    });
    expect(chainsStore.get().eip155?.account).to.deep.equal({
      ...DISCONNECTED_ACCOUNT,
      preferredAccountType: 'smartAccount',
    });
    expect(chainsStore.get().solana?.account).to.equal(DISCONNECTED_ACCOUNT);
  });
});

describe('resetAccountState', () => {
  const connected = {
    ...DISCONNECTED_ACCOUNT,
    status: 'connected' as const,
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    preferredAccountType: 'eoa' as const,
  };

  it('is disconnected with the configured account type, which wins over the previous one', () => {
    const account = resetAccountState({
      namespace: 'eip155',
      defaultAccountTypes: { eip155: 'smartAccount' },
      previous: connected,
    });
    expect(account).to.deep.equal({ ...DISCONNECTED_ACCOUNT, preferredAccountType: 'smartAccount' });
  });

  it('keeps the previous account type when none is configured, and has none without either', () => {
    expect(
      resetAccountState({ namespace: 'solana', defaultAccountTypes: { eip155: 'smartAccount' }, previous: connected }),
    ).to.deep.equal({ ...DISCONNECTED_ACCOUNT, preferredAccountType: 'eoa' });
    expect(resetAccountState({ namespace: 'solana' })).to.equal(DISCONNECTED_ACCOUNT);
  });
});
