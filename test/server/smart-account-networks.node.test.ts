import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import * as v from 'valibot';
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import { DEV_BUNDLER_ACCOUNT } from '../../server/dev-bundler-account.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import {
  SMART_ACCOUNT_NETWORKS_PATH,
  smartAccountNetworksAnswerSchema,
} from '../../src/core/protocol/smart-account-api.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 17: the frame learns where it may use a smart account, and from which factory, from its
// own server. Only chains with a bundler AND a factory are listed; no chain is contacted.
const FACTORY = '0xcB06364E93F7714B3C75e5467BfF16DF22B94E01';
const aa = {
  entryPoints: [entryPoint07Address, entryPoint08Address],
  bundlerPrivateKey: DEV_BUNDLER_ACCOUNT.privateKey,
};

let temp: TempDatabase;
let server: StartServerReturnType;

before(async () => {
  temp = openTempDatabase();
  server = await startServer({
    port: 0,
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:9', accountAbstraction: { ...aa, accountFactory: FACTORY } },
      // A bundler without a factory: user operations yes, the embedded wallet's account no.
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:9', accountAbstraction: aa },
      { chainId: 1, rpcUrl: 'http://127.0.0.1:9' },
    ],
    database: temp.database,
  });
});

after(async () => {
  await server?.stop();
  temp?.cleanup();
});

it('lists the networks with a bundler and a factory, EntryPoint v0.7 first', async () => {
  const response = await fetch(`${server.url}${SMART_ACCOUNT_NETWORKS_PATH}?projectId=demo-project`);
  assert.equal(response.status, 200);
  const answer = v.parse(smartAccountNetworksAnswerSchema, await response.json());
  assert.deepEqual(answer.networks, [
    { chainId: 'eip155:31337', entryPoint: entryPoint07Address, accountFactory: FACTORY },
  ]);
});

it('refuses an unknown or missing project', async () => {
  const unknown = await fetch(`${server.url}${SMART_ACCOUNT_NETWORKS_PATH}?projectId=nobody`);
  assert.equal(unknown.status, 401);
  const missing = await fetch(`${server.url}${SMART_ACCOUNT_NETWORKS_PATH}`);
  assert.ok(missing.status === 400 || missing.status === 401, `status ${missing.status}`);
});
