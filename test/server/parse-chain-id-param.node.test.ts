import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseChainIdParam } from '../../server/rpc/parse-chain-id-param.js';

describe('parseChainIdParam', () => {
  it('reads decimal and CAIP-2 eip155 ids', () => {
    assert.equal(parseChainIdParam({ value: '31337' }), 31337);
    assert.equal(parseChainIdParam({ value: 'eip155:31338' }), 31338);
    assert.equal(parseChainIdParam({ value: 'eip155:1' }), 1);
  });

  it('gives undefined for anything else', () => {
    for (const value of [
      undefined,
      '',
      '0',
      '0x7a69',
      'eip155:',
      'eip155:abc',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '1.5',
      '-1',
      '12345678901234567',
    ]) {
      assert.equal(parseChainIdParam({ value }), undefined, String(value));
    }
  });
});
