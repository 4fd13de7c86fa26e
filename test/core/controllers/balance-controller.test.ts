import { expect } from '@open-wc/testing';
import { atom, map } from 'nanostores';
import { BalanceController } from '../../../src/core/controllers/balance-controller.js';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';

const evm = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });
const solana: Network = {
  id: 'LocalSolanaCluster1111111111111',
  caipNetworkId: 'solana:LocalSolanaCluster1111111111111',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};

function connectedChains() {
  const chains = new ChainController({
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore: atom(undefined),
    switchingNamespaceStore: atom(false),
    defaultAccountTypes: {},
  });
  chains.setNetworks({ networks: [evm, solana] });
  chains.patchAccount({
    namespace: 'eip155',
    patch: { status: 'connected', address: '0x00000000000000000000000000000000000000a1' },
  });
  chains.patchAccount({
    namespace: 'solana',
    patch: { status: 'connected', address: 'So11111111111111111111111111111111111111112' },
  });
  return chains;
}

/** Reads that resolve when the test says, per namespace, to order their answers. */
function controlledReads() {
  const pending: Array<{ namespace: string; resolve: (value: string) => void }> = [];
  return {
    pending,
    read: ({ network }: { network: Network }) =>
      new Promise<string>((resolve) => pending.push({ namespace: network.chainNamespace, resolve })),
  };
}

describe('BalanceController', () => {
  it("keeps both namespaces' balances when their reads overlap (an EVM and a Solana account reconnecting together)", async () => {
    const chains = connectedChains();
    const reads = controlledReads();
    const balances = new BalanceController({ chains, readNativeBalance: reads.read });
    const evmRefresh = balances.refresh({ namespace: 'eip155' });
    const solanaRefresh = balances.refresh({ namespace: 'solana' });
    await Promise.resolve();
    reads.pending[1]!.resolve('2.5');
    reads.pending[0]!.resolve('1.25');
    await Promise.all([evmRefresh, solanaRefresh]);
    expect(chains.getAccount('eip155').balance).to.equal('1.25');
    expect(chains.getAccount('solana').balance).to.equal('2.5');
  });

  it('drops a slower, older read of the same namespace', async () => {
    const chains = connectedChains();
    const reads = controlledReads();
    const balances = new BalanceController({ chains, readNativeBalance: reads.read });
    const first = balances.refresh({ namespace: 'eip155' });
    const second = balances.refresh({ namespace: 'eip155' });
    await Promise.resolve();
    reads.pending[1]!.resolve('3');
    reads.pending[0]!.resolve('1');
    await Promise.all([first, second]);
    expect(chains.getAccount('eip155').balance).to.equal('3');
  });
});
