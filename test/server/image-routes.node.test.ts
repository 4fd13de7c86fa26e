import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createServerApp } from '../../server/app.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

let temp: TempDatabase;
let app: Hono;
const chains = [
  {
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:1',
    name: 'Localchain A',
    tokens: [
      {
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const,
        name: 'Dev Token',
        symbol: 'DEV',
        decimals: 18,
      },
    ],
  },
];
const HOSTILE_ID = 'hostile-wallet';
const HOSTILE_NAME = `<script>alert("x")</script> & 'Co'\u0007`;

before(() => {
  temp = openTempDatabase();
  // A registry entry with a hostile name, written straight into the real table.
  temp.database
    .prepare(`INSERT INTO wallets (id, rank, name, name_search) VALUES (?, 9999, ?, ?)`)
    .run(HOSTILE_ID, HOSTILE_NAME, HOSTILE_NAME.toLowerCase());
  app = createServerApp({ chains, database: temp.database });
});
after(() => temp?.cleanup());

async function image(path: string) {
  const response = await app.request(
    `${path}${path.includes('?') ? '&' : '?'}projectId=demo-project&st=appkit&sv=0.1.0`,
  );
  return { response, body: await response.text() };
}

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';

describe('image routes', () => {
  it("GET /getWalletImage/{id} draws the wallet's initials as a cacheable, locked-down SVG", async () => {
    const { response, body } = await image(`/getWalletImage/${METAMASK}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    assert.match(response.headers.get('cache-control') ?? '', /max-age=\d+/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.match(body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(body, /<title>MetaMask<\/title>/);
    assert.match(body, />MM<\/text><\/svg>$/);
    assert.doesNotMatch(body, /<script|href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('is deterministic per id and differs between ids', async () => {
    const first = await image(`/getWalletImage/${METAMASK}`);
    const second = await image(`/getWalletImage/${METAMASK}`);
    const trust = await image('/getWalletImage/4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0');
    assert.equal(first.body, second.body);
    const colours = (svg: string) => [...svg.matchAll(/stop-color="([^"]+)"/g)].map((match) => match[1]);
    assert.notDeepEqual(colours(first.body), colours(trust.body));
    assert.match(trust.body, />TW<\/text>/);
  });

  it('escapes a hostile wallet name and drops characters XML cannot hold', async () => {
    const { response, body } = await image(`/getWalletImage/${HOSTILE_ID}`);
    assert.equal(response.status, 200);
    assert.doesNotMatch(body, /<script/);
    assert.ok(
      body.includes('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;</title>'),
      body,
    );
    assert.doesNotMatch(body, /\u0007/);
  });

  it('serves asset (namespace, served chain), currency and token images; ids ignore case where they are codes', async () => {
    for (const path of [
      '/public/getAssetImage/eip155',
      '/public/getAssetImage/eip155:31337',
      '/public/getAssetImage/eip155%3A31337',
      '/public/getCurrencyImage/USD',
      '/public/getCurrencyImage/eur',
      '/public/getTokenImage/ETH',
      '/public/getTokenImage/dev',
    ]) {
      const { response, body } = await image(path);
      assert.equal(response.status, 200, path);
      assert.match(body, /^<svg/, path);
    }
    assert.match((await image('/public/getAssetImage/eip155:31337')).body, /<title>Localchain A<\/title>.*>LA<\/text>/);
    assert.match((await image('/public/getCurrencyImage/EUR')).body, />€<\/text>/);
  });

  it('answers an unknown id with 404 NOT_FOUND', async () => {
    for (const path of [
      '/getWalletImage/no-such-wallet',
      '/public/getAssetImage/eip155:1',
      '/public/getCurrencyImage/XYZ',
      '/public/getTokenImage/NOPE',
    ]) {
      const { response, body } = await image(path);
      assert.equal(response.status, 404, path);
      assert.deepEqual(JSON.parse(body), { error: 'Image not found', code: 'NOT_FOUND' });
    }
  });
});
