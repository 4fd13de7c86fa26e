import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createServerApp } from '../../server/app.js';
import type { WalletEntry } from '../../server/directory/to-wallet-entry.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// The real app over a real SQLite file, seeded from server/data/; requests through app.request.
let temp: TempDatabase;
let app: Hono;

before(() => {
  temp = openTempDatabase();
  app = createServerApp({ chains: [], database: temp.database });
});
after(() => temp?.cleanup());

async function getJson(path: string) {
  const response = await app.request(path);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function getWallets(query: string) {
  const { status, json } = await getJson(`/getWallets?projectId=demo-project&st=appkit&sv=0.1.0&${query}`);
  assert.equal(status, 200, JSON.stringify(json));
  return json as unknown as { count: number; data: WalletEntry[] };
}

const TRUST_WALLET = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';

describe('project id checks', () => {
  const paths = [
    '/appkit/v1/config',
    '/projects/v1/origins',
    '/getAnalyticsConfig',
    '/getWallets',
    `/getWalletImage/${METAMASK}`,
  ];

  it('answers a missing projectId with 400 PROJECT_ID_MISSING on every directory route', async () => {
    for (const path of paths) {
      for (const query of ['', '?projectId=', '?projectId=%20']) {
        assert.deepEqual(
          await getJson(`${path}${query}`),
          { status: 400, json: { error: 'Project ID Missing', code: 'PROJECT_ID_MISSING' } },
          path + query,
        );
      }
    }
  });

  it('answers an unknown projectId with 401 INVALID_PROJECT_ID', async () => {
    for (const path of paths) {
      for (const id of ['unknown-project', 'x'.repeat(500)]) {
        assert.deepEqual(
          await getJson(`${path}?projectId=${id}`),
          { status: 401, json: { error: 'Invalid Project ID', code: 'INVALID_PROJECT_ID' } },
          path,
        );
      }
    }
  });
});

describe('project config routes', () => {
  it("GET /appkit/v1/config returns the project's features as {id, isEnabled, config}", async () => {
    const { status, json } = await getJson('/appkit/v1/config?projectId=demo-project&st=appkit&sv=0.1.0');
    assert.equal(status, 200);
    const features = json.features as Array<{ id: string; isEnabled: boolean; config: unknown }>;
    assert.ok(features.length > 0);
    for (const feature of features) assert.deepEqual(Object.keys(feature), ['id', 'isEnabled', 'config']);
    assert.deepEqual(
      features.find((feature) => feature.id === 'activity'),
      { id: 'activity', isEnabled: true, config: null },
    );
    assert.deepEqual(await getJson('/appkit/v1/config?projectId=demo-restricted'), {
      status: 200,
      json: { features: [] },
    });
  });

  it('GET /projects/v1/origins returns allowedOrigins', async () => {
    assert.deepEqual(await getJson('/projects/v1/origins?projectId=demo-project'), {
      status: 200,
      json: { allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] },
    });
    assert.deepEqual(await getJson('/projects/v1/origins?projectId=demo-restricted'), {
      status: 200,
      json: { allowedOrigins: ['https://dapp.example'] },
    });
  });

  it('GET /getAnalyticsConfig follows the project row', async () => {
    assert.deepEqual(await getJson('/getAnalyticsConfig?projectId=demo-project'), {
      status: 200,
      json: { isAnalyticsEnabled: true },
    });
    temp.database.prepare('UPDATE projects SET analytics_enabled = 0 WHERE project_id = ?').run('demo-restricted');
    assert.deepEqual(await getJson('/getAnalyticsConfig?projectId=demo-restricted'), {
      status: 200,
      json: { isAnalyticsEnabled: false },
    });
    temp.database.prepare('UPDATE projects SET analytics_enabled = 1 WHERE project_id = ?').run('demo-restricted');
  });
});

describe('GET /getWallets', () => {
  it('returns {count, data} with the entry shape of SPEC §3, 40 by default, by rank', async () => {
    const { count, data } = await getWallets('');
    assert.equal(count, 578);
    assert.equal(data.length, 40);
    const [first] = data;
    assert.deepEqual(
      {
        id: first!.id,
        name: first!.name,
        image_id: first!.image_id,
        rdns: first!.rdns,
        mobile_link: first!.mobile_link,
        desktop_link: first!.desktop_link,
        webapp_link: first!.webapp_link,
      },
      {
        id: METAMASK,
        name: 'MetaMask',
        image_id: METAMASK,
        rdns: 'io.metamask',
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
      },
    );
    assert.deepEqual(first!.chains, ['eip155:1']);
    assert.equal(first!.mobile_universal_link, 'https://metamask.app.link');
    assert.equal(first!.order, 1);
    assert.deepEqual(
      data.map((entry) => entry.order),
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('pages: page 2 continues page 1, count stays the total', async () => {
    const one = await getWallets('page=1&entries=40');
    const two = await getWallets('page=2&entries=40');
    assert.equal(two.count, 578);
    assert.equal(two.data[0]!.order, 41);
    assert.equal(new Set([...one.data, ...two.data].map((entry) => entry.id)).size, 80);
    const last = await getWallets('page=15&entries=40');
    assert.equal(last.data.length, 578 - 14 * 40);
    assert.deepEqual((await getWallets('page=99&entries=40')).data, []);
  });

  it('caps entries at 100 and refuses malformed paging', async () => {
    assert.equal((await getWallets('entries=500')).data.length, 100);
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'entries=0',
      'entries=1.5',
      'badge_type=gold',
      'chains=notcaip',
      'include=a%20b',
    ]) {
      const { status, json } = await getJson(`/getWallets?projectId=demo-project&${query}`);
      assert.equal(status, 400, query);
      assert.equal(json.code, 'INVALID_PARAMETER', query);
    }
  });

  it('finds "trust" case-insensitively with Trust Wallet first, prefix matches before others', async () => {
    for (const search of ['trust', 'TRUST', '  Trust ']) {
      const { count, data } = await getWallets(`search=${encodeURIComponent(search)}`);
      assert.equal(data[0]!.id, TRUST_WALLET, search);
      assert.equal(count, data.length);
      assert.ok(data.every((entry) => entry.name.toLowerCase().includes('trust')));
    }
    const { data } = await getWallets('search=wallet&entries=100');
    const firstInfix = data.findIndex((entry) => !entry.name.toLowerCase().startsWith('wallet'));
    assert.ok(firstInfix > 0, 'some names start with "wallet"');
    assert.ok(
      data.slice(firstInfix).every((entry) => !entry.name.toLowerCase().startsWith('wallet')),
      'prefix matches come first',
    );
    const infixRanks = data.slice(firstInfix).map((entry) => entry.order);
    assert.deepEqual(
      infixRanks,
      [...infixRanks].sort((a, b) => a - b),
      'then by rank',
    );
  });

  it('treats % and _ in a search as plain characters', async () => {
    assert.equal((await getWallets('search=%25')).count, 0);
    assert.equal((await getWallets('search=_')).count, 0);
  });

  it('include lists only those ids; exclude removes ids', async () => {
    const included = await getWallets(`include=${TRUST_WALLET},${METAMASK},talisman`);
    assert.deepEqual(
      included.data.map((entry) => entry.name),
      ['MetaMask', 'Trust Wallet', 'Talisman'],
    );
    assert.equal(included.count, 3);
    const excluded = await getWallets(`exclude=${METAMASK}&entries=2`);
    assert.equal(excluded.count, 577);
    assert.deepEqual(
      excluded.data.map((entry) => entry.name),
      ['Trust Wallet', 'OKX Wallet'],
    );
    const both = await getWallets(`include=${TRUST_WALLET},${METAMASK}&exclude=${METAMASK}`);
    assert.deepEqual(
      both.data.map((entry) => entry.id),
      [TRUST_WALLET],
    );
  });

  it('filters chains by namespace (exact id or ns:*), leaving out wallets without chains', async () => {
    const evm = await getWallets('chains=eip155:31337');
    assert.equal(evm.count, 500);
    assert.equal((await getWallets('chains=eip155:*')).count, 500);
    const solana = await getWallets('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100');
    assert.equal(solana.count, 90);
    assert.ok(solana.data.every((entry) => entry.chains.some((chain) => chain.startsWith('solana:'))));
    const either = await getWallets('chains=solana:*,polkadot:91b171bb158e2d3848fa23a9f1c25182');
    assert.ok(either.count > 90 && either.count < 578);
    assert.equal((await getWallets(`chains=solana:*&include=${METAMASK}`)).count, 0);
  });

  it('badge_type=certified lists only certified wallets (none in the seed); none lists all', async () => {
    assert.equal((await getWallets('badge_type=certified')).count, 0);
    assert.equal((await getWallets('badge_type=none')).count, 578);
  });

  it('combines search, chains and paging', async () => {
    const { count, data } = await getWallets('search=wallet&chains=solana:*&entries=5&page=2');
    assert.ok(count > 5);
    assert.ok(
      data.every((entry) => /wallet/i.test(entry.name) && entry.chains.some((chain) => chain.startsWith('solana:'))),
    );
  });
});
