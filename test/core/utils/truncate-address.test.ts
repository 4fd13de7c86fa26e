import { expect } from '@open-wc/testing';
import { truncateAddress } from '../../../src/core/utils/truncate-address.js';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOLANA = 'So11111111111111111111111111111111111111112';

describe('truncateAddress', () => {
  it('keeps 0x plus 4 characters, one ellipsis character and the last 6', () => {
    const result = truncateAddress({ address: EVM });
    expect(result).to.equal('0x5aAe…1BeAed');
    expect(result).to.have.length(2 + 4 + 1 + 6);
  });

  it('works without a 0x prefix', () => {
    expect(truncateAddress({ address: SOLANA })).to.equal('So11…111112');
  });

  it('takes other lengths', () => {
    expect(truncateAddress({ address: EVM, charsStart: 6, charsEnd: 4 })).to.equal('0x5aAeb6…eAed');
    expect(truncateAddress({ address: EVM, charsStart: 2, charsEnd: 0 })).to.equal('0x5a…');
  });

  it('returns short strings unchanged', () => {
    expect(truncateAddress({ address: '0x12345678901' })).to.equal('0x12345678901');
    expect(truncateAddress({ address: 'abc' })).to.equal('abc');
    expect(truncateAddress({ address: '' })).to.equal('');
    expect(truncateAddress({ address: '0x123456789012' })).to.equal('0x1234…789012');
  });
});
