import { expect } from '@open-wc/testing';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../../../src/core/errors/caip-errors.js';
import {
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from '../../../src/core/utils/caip.js';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 address', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).to.deep.equal({
      namespace: 'eip155',
      chainId: '1',
      address: ADDRESS,
    });
    expect(
      parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112'),
    ).to.deep.equal({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: 'So11111111111111111111111111111111111111112',
    });
  });

  for (const value of ['eip155::0xabc', ':1:0xabc', 'eip155:1:', 'eip155:1', 'eip155:1:0xabc:extra', '', 'eip155']) {
    it(`rejects '${value}' with the exact CAIP-10 message`, () => {
      const error = thrown(() => parseCaipAddress(value));
      expect(error).to.be.instanceOf(InvalidCaipAddressError);
      expect(error.message).to.equal(`Invalid CAIP-10 address: ${value}`);
      expect(error.name).to.equal('InvalidCaipAddressError');
    });
  }

  it("rejects an unknown namespace with 'Invalid CAIP Address'", () => {
    const error = thrown(() => parseCaipAddress('tron:1:0xabc'));
    expect(error).to.be.instanceOf(InvalidCaipAddressError);
    expect(error.message).to.equal('Invalid CAIP Address');
    expect((error as InvalidCaipAddressError).reason).to.equal('namespace');
  });
});

describe('parseCaipNetworkId', () => {
  it('splits a CAIP-2 id', () => {
    expect(parseCaipNetworkId('eip155:1')).to.deep.equal({ namespace: 'eip155', chainId: '1' });
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).to.deep.equal({
      namespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    });
  });

  for (const value of ['eip155', 'eip155:', ':1', 'eip155:1:0xabc', '', 'tron:1']) {
    it(`rejects '${value}' with the exact CAIP-2 message`, () => {
      const error = thrown(() => parseCaipNetworkId(value));
      expect(error).to.be.instanceOf(InvalidCaipNetworkIdError);
      expect(error.message).to.equal(`Invalid CAIP-2 network id: ${value}`);
    });
  }
});

describe('toCaipNetworkId', () => {
  it('joins namespace and chain id', () => {
    expect(toCaipNetworkId({ namespace: 'eip155', chainId: 1 })).to.equal('eip155:1');
    expect(toCaipNetworkId({ namespace: 'solana', chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).to.equal(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    );
  });
});

describe('toCaipAddress', () => {
  it('joins namespace, chain id and address, and parses back', () => {
    const value = toCaipAddress({ namespace: 'eip155', chainId: 31337, address: ADDRESS });
    expect(value).to.equal(`eip155:31337:${ADDRESS}`);
    expect(parseCaipAddress(value)).to.deep.equal({ namespace: 'eip155', chainId: '31337', address: ADDRESS });
  });
});

describe('isChainNamespace', () => {
  it('knows the seven namespaces of SPEC §3 and nothing else', () => {
    for (const namespace of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks']) {
      expect(isChainNamespace(namespace), namespace).to.equal(true);
    }
    for (const value of ['tron', 'EIP155', '', undefined, 1]) expect(isChainNamespace(value)).to.equal(false);
  });
});
