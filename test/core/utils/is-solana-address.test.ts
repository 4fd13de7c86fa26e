import { expect } from '@open-wc/testing';
import { isSolanaAddress } from '../../../src/core/utils/is-solana-address.js';

const SYSTEM_PROGRAM = '11111111111111111111111111111111'; // 32 characters, the shortest real address
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const WALLET = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu'; // 44 characters

describe('isSolanaAddress (SPEC §5: 32 to 44 base58 characters)', () => {
  it('accepts base58 strings of 32 to 44 characters', () => {
    for (const value of [SYSTEM_PROGRAM, TOKEN_PROGRAM, WALLET]) expect(isSolanaAddress(value), value).to.equal(true);
  });

  it('rejects 31 and 45 characters', () => {
    expect(isSolanaAddress(SYSTEM_PROGRAM.slice(1))).to.equal(false);
    expect(isSolanaAddress(`${WALLET}1`)).to.equal(false);
  });

  it('rejects characters outside the base58 alphabet (0, O, I, l) and anything that is not a bare string', () => {
    for (const value of [
      `0${WALLET.slice(1)}`,
      `O${WALLET.slice(1)}`,
      `I${WALLET.slice(1)}`,
      `l${WALLET.slice(1)}`,
      ` ${WALLET}`,
      `${WALLET.slice(0, 20)}-${WALLET.slice(21)}`,
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '',
      undefined,
      null,
      42,
    ]) {
      expect(isSolanaAddress(value), String(value)).to.equal(false);
    }
  });
});
