import { expect } from '@open-wc/testing';
import {
  isRequestApproved,
  sessionAddresses,
  sessionChains,
} from '../../../src/connectors/walletconnect/session-namespaces.js';

const namespaces = {
  eip155: {
    chains: ['eip155:10', 'eip155:1'],
    accounts: ['eip155:10:0xaaa', 'eip155:1:0xaaa', 'eip155:1:0xbbb'],
    methods: ['personal_sign'],
    events: [],
  },
  'eip155:137': { accounts: ['eip155:137:0xccc'], methods: ['eth_sendTransaction'], events: [] },
  solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Sol111'], methods: ['solana_signMessage'], events: [] },
};

describe('session namespaces', () => {
  it('lists chains in the wallet order, from `chains`, inline keys or the accounts', () => {
    expect(sessionChains({ namespaces, namespace: 'eip155' })).to.deep.equal(['eip155:10', 'eip155:1', 'eip155:137']);
    expect(sessionChains({ namespaces, namespace: 'solana' })).to.deep.equal([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ]);
    expect(sessionChains({ namespaces, namespace: 'bip122' })).to.deep.equal([]);
  });

  it('gives the addresses of a chain, else the namespace addresses', () => {
    expect(sessionAddresses({ namespaces, chainId: 'eip155:1' })).to.deep.equal(['0xaaa', '0xbbb']);
    expect(sessionAddresses({ namespaces, chainId: 'eip155:137' })).to.deep.equal(['0xccc']);
    expect(sessionAddresses({ namespaces, chainId: 'eip155:5' })).to.deep.equal(['0xaaa', '0xbbb', '0xccc']);
    expect(sessionAddresses({ namespaces, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).to.deep.equal([
      'Sol111',
    ]);
  });

  it('approves a request only for a granted chain and method', () => {
    expect(isRequestApproved({ namespaces, chainId: 'eip155:1', method: 'personal_sign' })).to.equal(true);
    expect(isRequestApproved({ namespaces, chainId: 'eip155:137', method: 'eth_sendTransaction' })).to.equal(true);
    expect(isRequestApproved({ namespaces, chainId: 'eip155:5', method: 'personal_sign' })).to.equal(false);
    expect(isRequestApproved({ namespaces, chainId: 'eip155:1', method: 'eth_signTypedData_v4' })).to.equal(false);
    expect(
      isRequestApproved({
        namespaces,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        method: 'solana_signMessage',
      }),
    ).to.equal(true);
  });
});
