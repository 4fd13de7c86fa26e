import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServerApp } from '../../server/app.js';
import { LOCAL_SOLANA_CAIP_NETWORK_ID } from '../../server/chains/solana/local-solana-cluster.js';
import { registerWcTestWallet } from '../../server/wc-wallet/register-wc-test-wallet.js';
import { WC_TEST_WALLET } from '../../server/wc-wallet/wc-test-wallet.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 15 part 4: the test wallet is listed in the dev directory (the dev stack registers it at
// every start, test/server/dev-stack.node.test.ts), never in the registry copy nor in production.
let temp: TempDatabase;
before(() => {
  temp = openTempDatabase();
});
after(() => temp?.cleanup());

interface WalletList {
  count: number;
  data: Array<{ id: string; name: string; webapp_link: string | null; chains: string[]; order: number }>;
}

async function getWallets({ database = temp.database, query }: { database?: TempDatabase['database']; query: string }) {
  const app = createServerApp({ chains: [], database });
  const response = await app.request(`/getWallets?projectId=demo-project&${query}`);
  assert.equal(response.status, 200);
  return (await response.json()) as WalletList;
}

describe('registerWcTestWallet', () => {
  it('lists the test wallet last, with its page as webapp_link and the dev chains', async () => {
    registerWcTestWallet({ database: temp.database, webappUrl: 'http://localhost:41000/dev/wc-wallet/' });
    const { count, data } = await getWallets({ query: 'search=AppKit%20Test' });
    assert.equal(count, 1);
    assert.deepEqual(
      data.map(({ id, name, webapp_link, chains, order }) => ({ id, name, webapp_link, chains, order })),
      [
        {
          id: WC_TEST_WALLET.id,
          name: 'AppKit Test Wallet (WalletConnect)',
          webapp_link: 'http://localhost:41000/dev/wc-wallet/',
          chains: ['eip155:31337', 'eip155:31338', LOCAL_SOLANA_CAIP_NETWORK_ID],
          order: 579,
        },
      ],
    );
    assert.equal((await getWallets({ query: 'entries=1' })).count, 579);
  });

  it('matches an EVM or a Solana chain filter', async () => {
    for (const chains of ['eip155:31337', LOCAL_SOLANA_CAIP_NETWORK_ID]) {
      const { data } = await getWallets({ query: `search=AppKit%20Test&chains=${encodeURIComponent(chains)}` });
      assert.deepEqual(
        data.map((wallet) => wallet.id),
        [WC_TEST_WALLET.id],
        chains,
      );
    }
  });

  it('replaces its row at the next start (a new port), keeping one entry', async () => {
    registerWcTestWallet({ database: temp.database, webappUrl: 'http://localhost:42000/dev/wc-wallet/' });
    const { count, data } = await getWallets({ query: 'search=AppKit%20Test' });
    assert.equal(count, 1);
    assert.equal(data[0]?.webapp_link, 'http://localhost:42000/dev/wc-wallet/');
    assert.equal(data[0]?.order, 579);
  });

  it('is gone when a server opens the database again, a production one included: the registry is re-seeded', async () => {
    const production = temp.reopen({ production: true });
    const { count } = await getWallets({ database: production, query: 'entries=1' });
    assert.equal(count, 578);
    assert.equal((await getWallets({ database: production, query: 'search=AppKit%20Test' })).count, 0);
  });
});
