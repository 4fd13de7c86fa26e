import { expect } from '@open-wc/testing';
import type { ConvertQuote, ConvertToken } from '../../../src/core/protocol/convert-api.js';
import { EMPTY_SWAP_STATE, type SwapState } from '../../../src/core/stores/swap-store.js';
import { swapFormStatus } from '../../../src/core/utils/swap-form-status.js';

const eth: ConvertToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
};
const usdl: ConvertToken = {
  name: 'USD Local',
  symbol: 'USDL',
  address: 'eip155:31337:0x0000000000000000000000000000000000000001',
  decimals: 6,
  logoUri: '',
};
const quote: ConvertQuote = {
  id: null,
  fromAmount: '1000000000000000000',
  fromAccount: eth.address,
  toAmount: '1995000000',
  toAccount: usdl.address,
};

function status(patch: Partial<SwapState>, ...balance: [string | undefined] | []) {
  const sourceBalance = balance.length ? balance[0] : '10';
  return swapFormStatus({
    state: { ...EMPTY_SWAP_STATE, tokensStatus: 'ready', sourceToken: eth, targetToken: usdl, ...patch },
    sourceBalance,
  });
}

describe('swapFormStatus', () => {
  it('reports the first problem, from network to quote', () => {
    expect(status({ tokensStatus: 'unsupported' })).to.equal('unsupported');
    expect(status({ targetToken: undefined })).to.equal('select-tokens');
    expect(status({ sourceAmount: '' })).to.equal('enter-amount');
    expect(status({ sourceAmount: 'abc' })).to.equal('invalid-amount');
    expect(status({ sourceAmount: '0' })).to.equal('invalid-amount');
    expect(status({ sourceAmount: '1.5', sourceToken: usdl, targetToken: eth }, '10')).to.equal('quoting');
    expect(status({ sourceAmount: '1.1234567', sourceToken: usdl, targetToken: eth })).to.equal('invalid-amount'); // 7 decimals of a 6-decimal token
    expect(status({ sourceAmount: '11' }, '10')).to.equal('insufficient-balance');
  });

  it('follows the quote: loading, no liquidity, failed, stale, ready', () => {
    expect(status({ sourceAmount: '1', quoteStatus: 'loading' })).to.equal('quoting');
    expect(status({ sourceAmount: '1', quoteStatus: 'no-liquidity' })).to.equal('no-liquidity');
    expect(status({ sourceAmount: '1', quoteStatus: 'error', quotes: [quote], quoteStale: true })).to.equal('error');
    expect(status({ sourceAmount: '1', quoteStatus: 'ready', quotes: [quote], quoteStale: true })).to.equal('stale');
    expect(status({ sourceAmount: '1', quoteStatus: 'ready', quotes: [quote] })).to.equal('ready');
  });

  it('does not block on an unknown balance', () => {
    expect(status({ sourceAmount: '1000', quoteStatus: 'ready', quotes: [quote] }, undefined)).to.equal('ready');
  });
});
