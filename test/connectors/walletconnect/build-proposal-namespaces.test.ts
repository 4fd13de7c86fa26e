import { expect } from '@open-wc/testing';
import { buildProposalNamespaces } from '../../../src/connectors/walletconnect/build-proposal-namespaces.js';
import { defineEvmNetwork, type Network } from '../../../src/core/types/network.js';

const solana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
};
const bitcoin = {
  ...solana,
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
} as Network;

describe('buildProposalNamespaces', () => {
  it('proposes the eip155 and solana networks as optional namespaces with what the modal calls', () => {
    const networks = [
      defineEvmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.example' }),
      defineEvmNetwork({ id: 31337, name: 'Localchain', rpcUrl: 'http://127.0.0.1:8545' }),
      solana,
      bitcoin,
    ];
    const { optionalNamespaces } = buildProposalNamespaces({ networks });
    expect(Object.keys(optionalNamespaces)).to.deep.equal(['eip155', 'solana']);
    expect(optionalNamespaces.eip155?.chains).to.deep.equal(['eip155:1', 'eip155:31337']);
    expect(optionalNamespaces.eip155?.methods).to.include.members([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
    ]);
    expect(optionalNamespaces.solana).to.deep.equal({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    });
    expect(optionalNamespaces.eip155?.events).to.deep.equal(['accountsChanged', 'chainChanged']);
  });

  it('leaves out a namespace without networks', () => {
    expect(buildProposalNamespaces({ networks: [solana] }).optionalNamespaces).to.have.keys(['solana']);
    expect(buildProposalNamespaces({ networks: [] }).optionalNamespaces).to.deep.equal({});
  });
});
