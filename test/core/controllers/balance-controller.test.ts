import { expect } from '@open-wc/testing';
import { atom, map } from 'nanostores';
import { BalanceController } from '../../../src/core/controllers/balance-controller.js';
import { NATIVE_BALANCE_CACHE_MS } from '../../../src/core/constants.js';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';

const evm = defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' });
const evmB = defineEvmNetwork({ id: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:2' });
const solana: Network = {
  id: 'LocalSolanaCluster1111111111111',
  caipNetworkId: 'solana:LocalSolanaCluster1111111111111',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};

function connectedChains({ networks = [evm, solana] }: { networks?: Network[] } = {}) {
  const chains = new ChainController({
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore: atom(undefined),
    switchingNamespaceStore: atom(false),
    defaultAccountTypes: {},
  });
  chains.setNetworks({ networks });
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
    const second = balances.refresh({ namespace: 'eip155', forceUpdate: true });
    await Promise.resolve();
    reads.pending[1]!.resolve('3');
    reads.pending[0]!.resolve('1');
    await Promise.all([first, second]);
    expect(chains.getAccount('eip155').balance).to.equal('3');
  });
});

/** A reader that answers from a table (per CAIP-10 key) and writes down every read. */
function tableReads(answers: Record<string, string>) {
  const log: string[] = [];
  return {
    log,
    read: async ({ network, address }: { network: Network; address: string }) => {
      const key = `${network.caipNetworkId}:${address}`;
      log.push(key);
      const answer = answers[key];
      if (answer === undefined) throw new Error(`no balance for ${key}`);
      return answer;
    },
  };
}

/** The account connectedChains() connects. */
const ACCOUNT_A = '0x00000000000000000000000000000000000000a1';
const ACCOUNT_B = '0x00000000000000000000000000000000000000b2';

describe('BalanceController cache (SPEC §9 "native balance 30 s")', () => {
  function setup(answers: Record<string, string>) {
    const chains = connectedChains({ networks: [evm, evmB, solana] });
    const reads = tableReads(answers);
    const clock = { ms: 1_000_000 };
    const balances = new BalanceController({ chains, readNativeBalance: reads.read, now: () => clock.ms });
    return { chains, reads, clock, balances };
  }

  it('reads the chain once for the same account and network within 30 s, then again after', async () => {
    const { chains, reads, clock, balances } = setup({ [`eip155:31337:${ACCOUNT_A}`]: '1.5' });
    await balances.refresh({ namespace: 'eip155' });
    clock.ms += NATIVE_BALANCE_CACHE_MS - 1;
    await balances.refresh({ namespace: 'eip155' });
    expect(reads.log).to.have.length(1);
    expect(chains.getAccount('eip155')).to.include({ balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false });
    clock.ms += 1;
    await balances.refresh({ namespace: 'eip155' });
    expect(reads.log).to.have.length(2);
  });

  it('reads at once with forceUpdate (after a send), and later refreshes reuse that newer balance', async () => {
    const answers = { [`eip155:31337:${ACCOUNT_A}`]: '2' };
    const { chains, reads, balances } = setup(answers);
    await balances.refresh({ namespace: 'eip155' });
    answers[`eip155:31337:${ACCOUNT_A}`] = '1.25';
    await balances.refresh({ namespace: 'eip155', forceUpdate: true });
    expect(chains.getAccount('eip155').balance).to.equal('1.25');
    await balances.refresh({ namespace: 'eip155' });
    expect(reads.log).to.have.length(2);
    expect(chains.getAccount('eip155').balance).to.equal('1.25');
  });

  it('reads another account or network afresh, and shows the cached one at once when switching back', async () => {
    const { chains, reads, balances } = setup({
      [`eip155:31337:${ACCOUNT_A}`]: '1',
      [`eip155:31337:${ACCOUNT_B}`]: '2',
      [`eip155:31338:${ACCOUNT_B}`]: '3',
    });
    await balances.refresh({ namespace: 'eip155' });
    chains.patchAccount({ namespace: 'eip155', patch: { address: ACCOUNT_B } });
    await balances.refresh({ namespace: 'eip155' });
    expect(chains.getAccount('eip155').balance).to.equal('2');
    chains.setActiveChainId({ namespace: 'eip155', chainId: 31338 });
    await balances.refresh({ namespace: 'eip155' });
    expect(chains.getAccount('eip155').balance).to.equal('3');
    chains.setActiveChainId({ namespace: 'eip155', chainId: 31337 });
    chains.patchAccount({ namespace: 'eip155', patch: { address: ACCOUNT_A } });
    const refresh = balances.refresh({ namespace: 'eip155' });
    // No loading state in between: the cached balance is there in the same tick.
    expect(chains.getAccount('eip155')).to.include({ balance: '1', balanceLoading: false });
    await refresh;
    expect(reads.log).to.deep.equal([
      `eip155:31337:${ACCOUNT_A}`,
      `eip155:31337:${ACCOUNT_B}`,
      `eip155:31338:${ACCOUNT_B}`,
    ]);
  });

  it('keeps no failed read: the next refresh reads the chain again', async () => {
    const answers: Record<string, string> = {};
    const { chains, reads, balances } = setup(answers);
    await balances.refresh({ namespace: 'eip155' });
    expect(chains.getAccount('eip155').balance).to.equal(undefined);
    answers[`eip155:31337:${ACCOUNT_A}`] = '4';
    await balances.refresh({ namespace: 'eip155' });
    expect(reads.log).to.have.length(2);
    expect(chains.getAccount('eip155').balance).to.equal('4');
  });

  it('does not cache an older read that lands after a forced one', async () => {
    const chains = connectedChains();
    const reads = controlledReads();
    const balances = new BalanceController({ chains, readNativeBalance: reads.read });
    const older = balances.refresh({ namespace: 'eip155' });
    const forced = balances.refresh({ namespace: 'eip155', forceUpdate: true });
    await Promise.resolve();
    reads.pending[1]!.resolve('0.5');
    reads.pending[0]!.resolve('9');
    await Promise.all([older, forced]);
    await balances.refresh({ namespace: 'eip155' });
    expect(reads.pending).to.have.length(2);
    expect(chains.getAccount('eip155').balance).to.equal('0.5');
  });
});
