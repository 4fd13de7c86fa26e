import { expect } from '@open-wc/testing';
import { sendTokenOptions } from '../../src/views/send-token-options.js';
import { defineEvmNetwork } from '../../src/core/types/network.js';
import type { AccountState } from '../../src/core/stores/chain-store.js';
import type { TokenBalance } from '../../src/core/protocol/token-balance.js';

const network = defineEvmNetwork({ id: 31337, name: 'Localchain A', rpcUrl: 'http://127.0.0.1:9' });
const account: AccountState = {
  status: 'connected',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  balance: '9999.5',
  currentTab: 0,
};
const dev: TokenBalance = {
  name: 'Dev Token',
  symbol: 'DEV',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 2,
  quantity: { decimals: '18', numeric: '1000' },
};

describe('sendTokenOptions', () => {
  it('falls back to the native coin from the account when there are no token balances', () => {
    expect(sendTokenOptions({ balances: [], account, network })).to.deep.equal([
      { symbol: 'ETH', quantity: { decimals: '18', numeric: '9999.5' } },
    ]);
  });

  it('keeps the tokens of the active network only, with the native coin first when the list lacks it', () => {
    const other: TokenBalance = {
      ...dev,
      chainId: 'eip155:31338',
      address: 'eip155:31338:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    };
    expect(sendTokenOptions({ balances: [dev, other], account, network }).map((token) => token.symbol)).to.deep.equal([
      'ETH',
      'DEV',
    ]);
    expect(sendTokenOptions({ balances: [dev], account, network })[1]).to.deep.equal({
      address: dev.address,
      symbol: 'DEV',
      quantity: dev.quantity,
      price: 2,
    });
  });

  it("uses the list's own native entry instead of the account balance, and nothing without a network", () => {
    const native: TokenBalance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      price: 3000,
      quantity: { decimals: '18', numeric: '9999.4' },
    };
    expect(
      sendTokenOptions({ balances: [native, dev], account, network }).map((token) => token.quantity.numeric),
    ).to.deep.equal(['9999.4', '1000']);
    expect(sendTokenOptions({ balances: [dev], account })).to.deep.equal([]);
  });
});
