import { expect } from '@open-wc/testing';
import { sameSiwxAccount, type SiwxAccount } from '../../../src/core/siwx/siwx-account.js';
import { isSiwxConfig } from '../../../src/core/siwx/is-siwx-config.js';

const evm: SiwxAccount = {
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: '0xAbCd000000000000000000000000000000000001',
};
const solana: SiwxAccount = {
  namespace: 'solana',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  address: 'So11111111111111111111111111111111111111112',
};

describe('sameSiwxAccount', () => {
  it('EVM addresses match whatever their casing; the network must match too', () => {
    expect(sameSiwxAccount(evm, { ...evm, address: evm.address.toLowerCase() })).to.equal(true);
    expect(sameSiwxAccount(evm, { ...evm, chainId: 'eip155:10' })).to.equal(false);
    expect(sameSiwxAccount(evm, { ...evm, address: '0xabcd000000000000000000000000000000000002' })).to.equal(false);
  });

  it('Solana addresses (base58) match exactly', () => {
    expect(sameSiwxAccount(solana, { ...solana })).to.equal(true);
    expect(sameSiwxAccount(solana, { ...solana, address: solana.address.toLowerCase() })).to.equal(false);
  });

  it('no account matches only no account', () => {
    expect(sameSiwxAccount(undefined, undefined)).to.equal(true);
    expect(sameSiwxAccount(evm, undefined)).to.equal(false);
    expect(sameSiwxAccount(undefined, evm)).to.equal(false);
  });
});

describe('isSiwxConfig', () => {
  it("tells a dapp's own config from the default's options", () => {
    expect(isSiwxConfig({ required: true, statement: 'Hi' })).to.equal(false);
    expect(
      isSiwxConfig({
        createMessage: async () => Promise.reject(new Error('unused')),
        addSession: async () => undefined,
        revokeSession: async () => undefined,
        setSessions: async () => undefined,
        getSessions: async () => [],
      }),
    ).to.equal(true);
  });
});
