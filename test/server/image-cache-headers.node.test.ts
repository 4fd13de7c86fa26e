// Issue 20 part 6: network (asset), currency and token images come from the server and the browser
// keeps them: every image route answers the same day-long public cache header, 404s are not kept.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createServerApp } from '../../server/app.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

let temp: TempDatabase;
let app: Hono;

before(() => {
  temp = openTempDatabase();
  app = createServerApp({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Localchain A' }],
    database: temp.database,
  });
});
after(() => temp?.cleanup());

const request = (path: string) => app.request(`${path}?projectId=demo-project&st=appkit&sv=0.1.0`);

describe('image cache headers', () => {
  it('asset, currency and token images answer the same public day-long cache-control', async () => {
    for (const path of [
      '/public/getAssetImage/eip155',
      '/public/getAssetImage/eip155:31337',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ]) {
      const response = await request(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=86400', path);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml; charset=utf-8', path);
    }
  });

  it('an unknown id is not cached as an image', async () => {
    for (const path of ['/public/getAssetImage/eip155:1', '/public/getCurrencyImage/XYZ']) {
      const response = await request(path);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.headers.get('cache-control') ?? '', /max-age=86400/, path);
    }
  });
});
