import { expect } from '@open-wc/testing';
import type { ConvertToken } from '../../../src/core/protocol/convert-api.js';
import type { TokenBalance } from '../../../src/core/protocol/token-balance.js';
import { isNativeSwapToken, sortSwapTokens, swapTokenBalance } from '../../../src/core/utils/swap-token-balance.js';

const token = (symbol: string, address: string, name = symbol): ConvertToken => ({
  name,
  symbol,
  address,
  decimals: 18,
  logoUri: '',
});
const eth = token('ETH', 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'Ether');
const dev = token('DEV', 'eip155:31337:0xAbC0000000000000000000000000000000000001', 'Dev Token');
const usdl = token('USDL', 'eip155:31337:0x0000000000000000000000000000000000000002', 'USD Local');
const balance = (address: string, numeric: string): TokenBalance =>
  ({
    name: '',
    symbol: '',
    chainId: 'eip155:31337',
    address,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
  }) as TokenBalance;

describe('swapTokenBalance', () => {
  it('reads the native balance for the native coin and the token balance by CAIP-10 id (any case)', () => {
    const balances = [balance('eip155:31337:0xabc0000000000000000000000000000000000001', '1000')];
    expect(isNativeSwapToken(eth.address)).to.equal(true);
    expect(swapTokenBalance({ token: eth, balances, account: { balance: '9.5' } })).to.equal('9.5');
    expect(swapTokenBalance({ token: dev, balances, account: {} })).to.equal('1000');
    expect(swapTokenBalance({ token: usdl, balances, account: {} })).to.equal(undefined);
  });
});

describe('sortSwapTokens', () => {
  const balances = [balance(dev.address.toLowerCase(), '5')];

  it('lists held tokens first, in the server order otherwise', () => {
    const rows = sortSwapTokens({ tokens: [eth, usdl, dev], balances, account: { balance: '0' } });
    expect(rows.map((row) => row.token.symbol)).to.deep.equal(['DEV', 'ETH', 'USDL']);
    expect(rows[0]!.balance).to.equal('5');
  });

  it('searches symbol, name and address', () => {
    const search = (query: string) =>
      sortSwapTokens({ tokens: [eth, usdl, dev], balances, account: {}, query }).map((row) => row.token.symbol);
    expect(search('usd')).to.deep.equal(['USDL']);
    expect(search('dev token')).to.deep.equal(['DEV']);
    expect(search('0x0000000000000000000000000000000000000002')).to.deep.equal(['USDL']);
    expect(search('nothing')).to.deep.equal([]);
  });
});
