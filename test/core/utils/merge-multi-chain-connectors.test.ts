import { expect } from '@open-wc/testing';
import { mergeMultiChainConnectors } from '../../../src/core/utils/merge-multi-chain-connectors.js';
import type { Connector } from '../../../src/core/types/connector.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';

function connector(id: string, name: string, chain: ChainNamespace): Connector {
  return {
    id,
    name,
    chain,
    type: 'ANNOUNCED',
    connect: async () => ({ address: `${id}-address`, chainId: 1 }),
    getAccounts: async () => [],
    getChainId: async () => 1,
    disconnect: async () => undefined,
    subscribe: () => () => undefined,
  };
}

const evmOnly = connector('io.evm', 'EVM Only', 'eip155');
const bothEvm = connector('dev.both', 'Both Wallet', 'eip155');
const bothSolana = connector('solana:Both Wallet', 'both wallet', 'solana');
const solanaOnly = connector('solana:Phantomish', 'Phantomish', 'solana');

describe('mergeMultiChainConnectors', () => {
  it('keeps WalletConnect one WALLET_CONNECT row (its first configured connector), never a MULTI_CHAIN entry', () => {
    const walletConnect = (id: string, chain: ChainNamespace) => ({
      ...connector(id, 'WalletConnect', chain),
      type: 'WALLET_CONNECT' as const,
    });
    const evm = walletConnect('walletConnect', 'eip155');
    const solana = walletConnect('walletConnect:solana', 'solana');
    const both = mergeMultiChainConnectors({ connectors: [evm, solana, evmOnly], namespaces: ['eip155', 'solana'] });
    expect(both.map((entry) => entry.id)).to.deep.equal(['walletConnect', 'io.evm']);
    const solanaOnlyApp = mergeMultiChainConnectors({ connectors: [evm, solana], namespaces: ['solana'] });
    expect(solanaOnlyApp.map((entry) => entry.id)).to.deep.equal(['walletConnect:solana']);
    const filtered = mergeMultiChainConnectors({
      connectors: [evm, solana],
      namespaces: ['eip155', 'solana'],
      namespaceFilter: 'solana',
    });
    expect(filtered.map((entry) => entry.id)).to.deep.equal(['walletConnect:solana']);
  });

  it('merges a wallet with the same name (any case) on two namespaces into one MULTI_CHAIN entry at its first place', () => {
    const list = mergeMultiChainConnectors({
      connectors: [evmOnly, bothEvm, solanaOnly, bothSolana],
      namespaces: ['eip155', 'solana'],
    });
    expect(list.map((entry) => entry.type)).to.deep.equal(['ANNOUNCED', 'MULTI_CHAIN', 'ANNOUNCED']);
    const merged = list[1]!;
    expect(merged.name).to.equal('Both Wallet');
    expect(merged.connectors?.map((child) => child.chain)).to.deep.equal(['eip155', 'solana']);
  });

  it('drops wallets of namespaces the dapp did not configure, so nothing merges with them', () => {
    const list = mergeMultiChainConnectors({
      connectors: [evmOnly, bothEvm, bothSolana, solanaOnly],
      namespaces: ['eip155'],
    });
    expect(list).to.deep.equal([evmOnly, bothEvm]);
  });

  it("with a namespace filter lists that namespace's connectors as they are", () => {
    const list = mergeMultiChainConnectors({
      connectors: [evmOnly, bothEvm, bothSolana, solanaOnly],
      namespaces: ['eip155', 'solana'],
      namespaceFilter: 'solana',
    });
    expect(list).to.deep.equal([bothSolana, solanaOnly]);
  });

  it('the merged entry delegates to its first connector', async () => {
    const [merged] = mergeMultiChainConnectors({ connectors: [bothEvm, bothSolana], namespaces: ['eip155', 'solana'] });
    expect(await merged!.connect({})).to.deep.equal({ address: 'dev.both-address', chainId: 1 });
  });
});
