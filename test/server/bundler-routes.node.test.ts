import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import { BUNDLER_MAX_BODY_BYTES } from '../../server/bundler/bundler-limits.js';
import { DEV_BUNDLER_ACCOUNT } from '../../server/dev-bundler-account.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import type { JsonRpcAnswer } from './bundler-chain.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 17 (E2): the bundler's route is closed like the RPC proxy (routes/rpc-proxy.ts). No chain
// is needed for these: the node's address is a closed port, and nothing here may reach it.
const ALLOWED_ORIGIN = 'http://localhost:5173'; // demo-project allows http://localhost:* (server/data/dev-projects.json)
const DEAD_NODE = 'http://127.0.0.1:9';

let temp: TempDatabase;
let server: StartServerReturnType;
let clock = 0;
let client = 0;

before(async () => {
  temp = openTempDatabase();
  server = await startServer({
    port: 0,
    chains: [
      {
        chainId: 31337,
        rpcUrl: DEAD_NODE,
        accountAbstraction: {
          entryPoints: [entryPoint07Address, entryPoint08Address],
          bundlerPrivateKey: DEV_BUNDLER_ACCOUNT.privateKey,
        },
      },
      { chainId: 31338, rpcUrl: DEAD_NODE },
    ],
    database: temp.database,
    network: {
      trustedProxyHops: 1,
      rpcLimits: { callsPerMinutePerIp: 5, callsPerMinutePerProject: 100, now: () => clock },
    },
  });
});

after(async () => {
  await server?.stop();
  temp?.cleanup();
});

beforeEach(() => {
  // A fresh minute and a client address of its own for every test.
  clock += 10 * 60_000;
  client++;
});

interface CallParameters {
  body: unknown;
  projectId?: string;
  chainId?: string;
  origin?: string;
  method?: 'POST' | 'OPTIONS';
}

async function call({
  body,
  projectId = 'demo-project',
  chainId = 'eip155:31337',
  origin,
  method = 'POST',
}: CallParameters) {
  const response = await fetch(`${server.url}/v1/bundler?${new URLSearchParams({ chainId, projectId })}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${client}`,
      ...(origin ? { origin } : {}),
      ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST' } : {}),
    },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? (JSON.parse(text) as JsonRpcAnswer) : undefined,
  };
}

const rpc = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

describe('bundler route (server/bundler/bundler-routes.ts)', () => {
  it('answers eth_chainId and eth_supportedEntryPoints for a chain with accountAbstraction', async () => {
    assert.deepEqual((await call({ body: rpc('eth_chainId') })).json, { jsonrpc: '2.0', id: 1, result: '0x7a69' });
    assert.deepEqual((await call({ body: rpc('eth_supportedEntryPoints', [], 'x') })).json, {
      jsonrpc: '2.0',
      id: 'x',
      result: [entryPoint07Address, entryPoint08Address],
    });
  });

  it('refuses a chain without accountAbstraction, an unknown chain and another namespace with 400 -32602', async () => {
    for (const chainId of ['eip155:31338', 'eip155:999', 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG']) {
      const { status, json } = await call({ body: rpc('eth_chainId', [], 4), chainId });
      assert.equal(status, 400, chainId);
      assert.deepEqual(json, {
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32602, message: `Unsupported chainId: ${chainId} (no bundler on this chain)` },
      });
    }
  });

  it('refuses a missing or unknown project with 401, like the RPC proxy', async () => {
    const missing = await call({ body: rpc('eth_chainId', [], 5), projectId: ' ' });
    assert.equal(missing.status, 401);
    assert.deepEqual(missing.json, { jsonrpc: '2.0', id: 5, error: { code: -32600, message: 'Project ID Missing' } });
    const unknown = await call({ body: rpc('eth_chainId', [], 6), projectId: 'not-a-project' });
    assert.equal(unknown.status, 401);
    assert.deepEqual(unknown.json, { jsonrpc: '2.0', id: 6, error: { code: -32600, message: 'Invalid Project ID' } });
  });

  it("answers CORS for the project's allowed origins only; a foreign page gets 403 and no CORS header", async () => {
    const allowed = await call({ body: rpc('eth_chainId'), origin: ALLOWED_ORIGIN });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    const foreign = await call({ body: rpc('eth_chainId'), origin: 'https://evil.example' });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    assert.deepEqual(foreign.json?.error, { code: -32600, message: 'Origin not allowed' });

    const preflight = await call({ body: undefined, method: 'OPTIONS', origin: ALLOWED_ORIGIN });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'content-type');
    const foreignPreflight = await call({ body: undefined, method: 'OPTIONS', origin: 'https://evil.example' });
    assert.equal(foreignPreflight.status, 403);
    assert.equal(foreignPreflight.headers.get('access-control-allow-origin'), null);
  });

  it('refuses batches, junk and requests without a method', async () => {
    const batch = await call({ body: [rpc('eth_chainId'), rpc('eth_chainId', [], 2)] });
    assert.equal(batch.status, 400);
    assert.deepEqual(batch.json?.error, {
      code: -32600,
      message: 'Batch requests are not supported: send one user operation per request',
    });
    const junk = await call({ body: '{not json' });
    assert.deepEqual([junk.status, junk.json?.error], [400, { code: -32700, message: 'Parse error' }]);
    const noMethod = await call({ body: { jsonrpc: '2.0', id: 3 } });
    assert.deepEqual([noMethod.status, noMethod.json?.error], [400, { code: -32600, message: 'Invalid Request' }]);
  });

  it('answers a method it does not serve with -32601, and refuses a body past the limit with 413', async () => {
    assert.deepEqual((await call({ body: rpc('eth_sendTransaction', [{}], 9) })).json, {
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32601, message: 'Method not found: eth_sendTransaction' },
    });
    const body = JSON.stringify(
      rpc('eth_sendUserOperation', [{ callData: `0x${'00'.repeat(BUNDLER_MAX_BODY_BYTES)}` }]),
    );
    // On a connection of its own: the server answers before the body is sent, and drops the rest.
    const large = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        new URL(`${server.url}/v1/bundler?chainId=eip155:31337&projectId=demo-project`),
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': `203.0.113.${client}`,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    assert.equal(large.status, 413);
    assert.deepEqual(JSON.parse(large.text), {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Request too large' },
    });
  });

  it('holds a client to its calls per minute (429 -32005 with Retry-After)', async () => {
    for (let index = 0; index < 5; index++) assert.equal((await call({ body: rpc('eth_chainId') })).status, 200);
    const limited = await call({ body: rpc('eth_chainId', [], 8) });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.deepEqual(limited.json, {
      jsonrpc: '2.0',
      id: 8,
      error: { code: -32005, message: 'Rate limit exceeded, please try again later' },
    });
  });

  it("answers 502 when the node does not, without naming the node's address", async () => {
    const { status, json } = await call({ body: rpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`], 10) });
    assert.equal(status, 502);
    assert.deepEqual(json, {
      jsonrpc: '2.0',
      id: 10,
      error: { code: -32603, message: 'Bundler error: the chain did not answer' },
    });
  });

  it('leaves the RPC proxy at /v1/ as it was', async () => {
    const response = await fetch(`${server.url}/v1/?chainId=eip155:31337&projectId=demo-project`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rpc('eth_sendUserOperation')),
    });
    assert.deepEqual(await response.json(), {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found: eth_sendUserOperation' },
    });
  });
});
