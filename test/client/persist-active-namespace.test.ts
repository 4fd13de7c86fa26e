import { expect } from '@open-wc/testing';
import { persistActiveNamespace } from '../../src/client/persist-active-namespace.js';
import { ChainController } from '../../src/core/controllers/chain-controller.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { activeNamespaceStore, chainsStore, switchingNamespaceStore } from '../../src/core/stores/chain-store.js';
import { defineEvmNetwork, type Network } from '../../src/core/types/network.js';

const evm = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });
const solana: Network = {
  id: 'LocalSolanaCluster1111111111111',
  caipNetworkId: 'solana:LocalSolanaCluster1111111111111',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

// The app's own stores, as createAppKit wires them (the subscription reads the active chain from them).
function setup() {
  localStorage.clear();
  const chains = new ChainController({
    chainsStore,
    activeNamespaceStore,
    switchingNamespaceStore,
    defaultAccountTypes: {},
  });
  chains.setNetworks({ networks: [evm, solana] });
  const storage = createStorage();
  const stop = persistActiveNamespace({ storage });
  return { chains, storage, stop };
}

describe('persistActiveNamespace', () => {
  afterEach(() => {
    chainsStore.set({});
    activeNamespaceStore.set(undefined);
    localStorage.clear();
  });

  it('writes nothing while the active namespace has no connected account', () => {
    const { chains, storage, stop } = setup();
    chains.setActiveNamespace('solana');
    chains.setActiveNamespace('eip155');
    expect(storage.get('activeNamespace')).to.equal(undefined);
    stop();
  });

  it('writes the active namespace when its account connects, also when it was active already', () => {
    const { chains, storage, stop } = setup();
    expect(chains.activeNamespace).to.equal('eip155');
    chains.patchAccount({ namespace: 'eip155', patch: { status: 'connected', address: EVM_ADDRESS } });
    expect(storage.get('activeNamespace')).to.equal('eip155');
    stop();
  });

  it('follows a switch to another connected namespace, and the namespace that takes over when it disconnects', () => {
    const { chains, storage, stop } = setup();
    chains.patchAccount({ namespace: 'eip155', patch: { status: 'connected', address: EVM_ADDRESS } });
    chains.patchAccount({ namespace: 'solana', patch: { status: 'connected', address: SOLANA_ADDRESS } });
    chains.setActiveNamespace('solana');
    expect(storage.get('activeNamespace')).to.equal('solana');
    chains.resetAccount('solana');
    expect(storage.get('activeNamespace')).to.equal('solana', 'a disconnect alone changes nothing');
    chains.setActiveNamespace('eip155');
    expect(storage.get('activeNamespace')).to.equal('eip155');
    stop();
  });

  it('writes nothing once stopped', () => {
    const { chains, storage, stop } = setup();
    stop();
    chains.patchAccount({ namespace: 'eip155', patch: { status: 'connected', address: EVM_ADDRESS } });
    expect(storage.get('activeNamespace')).to.equal(undefined);
  });
});
