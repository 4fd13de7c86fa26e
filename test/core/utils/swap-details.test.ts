import { expect } from '@open-wc/testing';
import type { ConvertQuote, ConvertToken } from '../../../src/core/protocol/convert-api.js';
import { EMPTY_SWAP_STATE } from '../../../src/core/stores/swap-store.js';
import { swapDetails } from '../../../src/core/utils/swap-details.js';

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
  address: 'eip155:31337:0x00000000000000000000000000000000000000Aa',
  decimals: 6,
  logoUri: '',
};
const quote: ConvertQuote = {
  id: null,
  fromAmount: '500000000000000000',
  fromAccount: eth.address,
  toAmount: '997000123',
  toAccount: usdl.address,
  priceImpact: 6.2,
  gas: '150000',
};

describe('swapDetails', () => {
  const state = {
    ...EMPTY_SWAP_STATE,
    chainId: 'eip155:31337',
    sourceToken: eth,
    targetToken: usdl,
    quotes: [quote],
    gasPrice: '2000000000',
    tokenPrices: { [eth.address]: 2000, [usdl.address.toLowerCase()]: 1 },
  };

  it('shows the quote exactly and derives price, fee and minimum received', () => {
    const details = swapDetails({ state, nativeDecimals: 18 })!;
    expect(details.receive).to.equal('997.000123');
    expect(details.price).to.equal('1994');
    expect(details.minimumReceived).to.equal('987.030121'); // 997000123 × 99 / 100, rounded down
    expect(details.networkFee).to.equal('0.0003'); // 150000 × 2 gwei
    expect(details.networkFeeUsd).to.be.closeTo(0.6, 1e-9);
    expect(details.payUsd).to.equal(1000);
    expect(details.highPriceImpact).to.equal(true);
  });

  it("prefers the server's toAmountMin, and has no fee without gas", () => {
    const details = swapDetails({
      state: { ...state, quotes: [{ ...quote, toAmountMin: '987030000', gas: undefined }] },
      nativeDecimals: 18,
    })!;
    expect(details.minimumReceived).to.equal('987.03');
    expect(details.networkFee).to.equal(undefined);
  });

  it('is undefined without a quote', () => {
    expect(swapDetails({ state: { ...state, quotes: [] }, nativeDecimals: 18 })).to.equal(undefined);
  });
});
