import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServerApp } from '../../server/app.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { findFreePort } from '../../server/find-free-port.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// One real hardhat node behind the real server on free ports, started once for the file. The
// proxy serves the projects of its database only (the seeded demo-project here); the attacks it
// refuses are in rpc-proxy-closed.node.test.ts.
let chain: StartHardhatNodeReturnType;
let server: StartServerReturnType;
let temp: TempDatabase;

before(async () => {
  chain = await startHardhatNode({ port: 0, chainId: 31337 });
  temp = openTempDatabase();
  server = await startServer({
    port: 0,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
    database: temp.database,
  });
});

after(async () => {
  await server?.stop();
  await chain?.stop();
  temp?.cleanup();
});

interface PostParameters {
  query: string;
  body: string;
  path?: string;
  contentType?: string;
  origin?: string;
}

async function post({ query, body, path = '/v1/', contentType = 'text/plain;charset=UTF-8', origin }: PostParameters) {
  const response = await fetch(`${server.url}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
    body,
  });
  return { response, json: (await response.json()) as unknown };
}

const chainIdRequest = (id: number | string = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] });

describe('GET /health', () => {
  it('answers {status: ok}', async () => {
    const response = await fetch(`${server.url}/health`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok' });
  });
});

describe('POST /v1/ (RPC proxy)', () => {
  it('forwards a text/plain request for a numeric chainId', async () => {
    const { response, json } = await post({ query: 'chainId=31337&projectId=demo-project', body: chainIdRequest(7) });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(json, { jsonrpc: '2.0', id: 7, result: '0x7a69' });
  });

  it('accepts a CAIP-2 chainId, application/json and the path without trailing slash', async () => {
    const { json } = await post({
      path: '/v1',
      query: 'chainId=eip155:31337&projectId=demo-project',
      contentType: 'application/json',
      body: chainIdRequest('a'),
    });
    assert.deepEqual(json, { jsonrpc: '2.0', id: 'a', result: '0x7a69' });
  });

  it('forwards a batch and returns every answer', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getBalance',
        params: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'latest'],
      },
    ];
    const { response, json } = await post({
      query: 'chainId=eip155:31337&projectId=demo-project',
      body: JSON.stringify(batch),
    });
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(json));
    const byId = new Map((json as Array<{ id: number; result: string }>).map((answer) => [answer.id, answer.result]));
    assert.equal(byId.get(1), '0x7a69');
    assert.equal(BigInt(byId.get(2)!), 10_000n * 10n ** 18n);
  });

  it("passes the node's JSON-RPC errors through", async () => {
    const { json } = await post({
      query: 'chainId=31337&projectId=demo-project',
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'eth_getBalance', params: ['not an address', 'latest'] }),
    });
    assert.equal((json as { id: number }).id, 9);
    assert.equal(typeof (json as { error?: { code: number } }).error?.code, 'number');
  });

  it('answers an unknown chainId with 400 and -32602, echoing the request id', async () => {
    for (const chainId of ['1', 'eip155:999', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '0x7a69', '']) {
      const { response, json } = await post({
        query: `chainId=${chainId}&projectId=demo-project`,
        body: chainIdRequest(4),
      });
      assert.equal(response.status, 400, chainId);
      assert.deepEqual(json, {
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32602, message: `Unsupported chainId: ${chainId}` },
      });
    }
  });

  it('answers a missing projectId with 401 and -32600 Project ID Missing', async () => {
    for (const query of ['chainId=31337', 'chainId=31337&projectId=']) {
      const { response, json } = await post({ query, body: chainIdRequest(5) });
      assert.equal(response.status, 401);
      assert.deepEqual(json, { jsonrpc: '2.0', id: 5, error: { code: -32600, message: 'Project ID Missing' } });
    }
  });

  it('answers a body that is not JSON with -32700 Parse error', async () => {
    const { response, json } = await post({
      query: 'chainId=31337&projectId=demo-project',
      body: '{"jsonrpc": "2.0",',
    });
    assert.equal(response.status, 400);
    assert.deepEqual(json, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  });

  it('answers JSON that is no request object with -32600 Invalid Request', async () => {
    const { response, json } = await post({ query: 'chainId=31337&projectId=demo-project', body: '42' });
    assert.equal(response.status, 400);
    assert.deepEqual(json, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
  });

  it('reflects an origin the project allows and answers its CORS preflight', async () => {
    const origin = 'http://localhost:5173'; // demo-project allows http://localhost:* (server/data/dev-projects.json)
    const { response } = await post({ query: 'chainId=31337&projectId=demo-project', body: chainIdRequest(), origin });
    assert.equal(response.headers.get('access-control-allow-origin'), origin);

    const preflight = await fetch(`${server.url}/v1/?chainId=31337&projectId=demo-project`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);
  });

  it('answers 502 with -32603 when the chain does not answer', async () => {
    const deadPort = await findFreePort();
    const app = createServerApp({
      chains: [{ chainId: 5, rpcUrl: `http://127.0.0.1:${deadPort}` }],
      database: temp.database,
    });
    const response = await app.request('/v1/?chainId=5&projectId=demo-project', {
      method: 'POST',
      body: chainIdRequest(6),
    });
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), {
      jsonrpc: '2.0',
      id: 6,
      error: { code: -32603, message: 'Upstream RPC unavailable' },
    });
  });
});

describe('startHardhatNode', () => {
  it('refuses a port that is already in use, naming the port', async () => {
    const port = Number(new URL(chain.rpcUrl).port);
    await assert.rejects(
      startHardhatNode({ port, chainId: 31338 }),
      new RegExp(`port ${port} on 127.0.0.1 is already in use`),
    );
  });
});

describe('POST /v1/ for a Solana cluster (the embedded wallet reaches it through its own server)', () => {
  it('forwards by CAIP-2 id to the configured Solana endpoint, and refuses an unknown cluster', async () => {
    const { startSolanaShim } = await import('../../server/chains/solana/start-solana-shim.js');
    const solana = await startSolanaShim({ port: 0 });
    const withSolana = await startServer({
      port: 0,
      chains: [],
      rpcNetworks: [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }],
      database: temp.database,
    });
    try {
      const call = (chainId: string) =>
        fetch(`${withSolana.url}/v1/?${new URLSearchParams({ chainId, projectId: 'demo-project' })}`, {
          method: 'POST',
          body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getGenesisHash' }),
        }).then(async (response) => ({
          status: response.status,
          json: (await response.json()) as { result?: string; error?: unknown },
        }));
      const answered = await call(solana.caipNetworkId);
      assert.equal(answered.status, 200);
      assert.equal(`solana:${answered.json.result?.slice(0, 32)}`, solana.caipNetworkId);
      assert.equal((await call('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).status, 400);
    } finally {
      await withSolana.stop();
      await solana.stop();
    }
  });
});
