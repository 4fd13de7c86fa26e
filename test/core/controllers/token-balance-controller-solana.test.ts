// TokenBalanceController on a Solana account (issue 20 part 6): the data API's SOL and SPL balances,
// or, when the server serves no such cluster (an empty answer), the SOL of the account state.
import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { TokenBalanceController } from '../../../src/core/controllers/token-balance-controller.js';
import { defineSolanaNetwork } from '../../../src/core/networks/solana-networks.js';
import type { HttpClient } from '../../../src/core/protocol/http-client.js';
import type { TokenBalance } from '../../../src/core/protocol/token-balance.js';
import { activeNamespaceStore, chainsStore } from '../../../src/core/stores/chain-store.js';
import { EMPTY_TOKEN_BALANCES, type TokenBalancesState } from '../../../src/core/stores/token-balances-store.js';

const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
const network = defineSolanaNetwork({
  genesisHash: 'Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfGwRFr9VHuK3pe',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:8899',
});
const usdl: TokenBalance = {
  name: 'Local USD',
  symbol: 'USDL',
  chainId: network.caipNetworkId,
  address: `${network.caipNetworkId}:DgmxzQX61DxkAMkAubrgHVJb637fYYTdh7ouVqZGnJrp`,
  price: 1,
  value: 1000,
  quantity: { decimals: '6', numeric: '1000' },
  iconUrl: 'http://localhost:3000/public/getTokenImage/USDL?projectId=demo-project',
};

/** A controller whose data API answers `balances`, recording the paths and params it was asked. */
function setup({ balances }: { balances: TokenBalance[] }) {
  const asked: Array<{ path: string; params?: Record<string, unknown> }> = [];
  const api = {
    get: async (request: { path: string; params?: Record<string, unknown> }) => {
      asked.push(request);
      return { balances };
    },
  } as unknown as HttpClient;
  const store = map<TokenBalancesState>(EMPTY_TOKEN_BALANCES);
  const controller = new TokenBalanceController({ store, api, toast: { show: () => {} } });
  return { controller, store, asked };
}

describe('TokenBalanceController on Solana', () => {
  beforeEach(() => {
    chainsStore.set({
      solana: {
        namespace: 'solana',
        networks: [network],
        activeChainId: network.id,
        account: { status: 'connected', address: ADDRESS, balance: '99.5', currentTab: 0 },
      },
    });
    activeNamespaceStore.set('solana');
  });
  afterEach(() => {
    chainsStore.set({});
    activeNamespaceStore.set(undefined);
  });

  it("lists the data API's SOL and SPL balances of the account on its cluster", async () => {
    const sol: TokenBalance = {
      ...usdl,
      name: 'Solana',
      symbol: 'SOL',
      address: undefined,
      quantity: { decimals: '9', numeric: '99.5' },
    };
    const { controller, store, asked } = setup({ balances: [sol, usdl] });
    await controller.refresh();
    expect(asked.map(({ path, params }) => [path, params?.chainId])).to.deep.equal([
      [`/v1/account/${ADDRESS}/balance`, network.caipNetworkId],
    ]);
    expect(store.get().balances.map((balance) => balance.symbol)).to.deep.equal(['SOL', 'USDL']);
  });

  it('falls back to the SOL of the account state when the server serves no such cluster', async () => {
    const { controller, store } = setup({ balances: [] });
    await controller.refresh();
    expect(store.get().balances).to.deep.equal([
      { name: 'Solana', symbol: 'SOL', chainId: network.caipNetworkId, quantity: { decimals: '9', numeric: '99.5' } },
    ]);
  });
});
