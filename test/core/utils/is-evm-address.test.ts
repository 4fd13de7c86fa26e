import { expect } from '@open-wc/testing';
import { isEvmAddress } from '../../../src/core/utils/is-evm-address.js';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'; // EIP-55 test vector

describe('isEvmAddress', () => {
  it('accepts a correctly checksummed address', () => {
    expect(isEvmAddress(CHECKSUMMED)).to.equal(true);
    expect(isEvmAddress('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).to.equal(true);
  });

  it('rejects a mixed-case address whose checksum is wrong', () => {
    // first letter 'a' flipped to 'A'
    expect(isEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).to.equal(false);
    // last letter 'd' flipped to 'D'
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).to.equal(false);
  });

  it('accepts all-lower and all-upper case without a checksum', () => {
    expect(isEvmAddress(CHECKSUMMED.toLowerCase())).to.equal(true);
    expect(isEvmAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).to.equal(true);
  });

  it('accepts 40 hex characters without the 0x prefix, checksum still enforced', () => {
    expect(isEvmAddress(CHECKSUMMED.slice(2))).to.equal(true);
    expect(isEvmAddress(CHECKSUMMED.slice(2).toLowerCase())).to.equal(true);
    expect(isEvmAddress('5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).to.equal(false);
  });

  it('rejects wrong lengths, non-hex characters and non-strings', () => {
    for (const value of [
      '',
      '0x',
      CHECKSUMMED.slice(0, -1),
      `${CHECKSUMMED}0`,
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg',
      `0X${CHECKSUMMED.slice(2)}`,
      ` ${CHECKSUMMED}`,
      undefined,
      null,
      123,
    ]) {
      expect(isEvmAddress(value), String(value)).to.equal(false);
    }
  });
});
