import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { closeServer } from '../../server/close-server.js';
import { EVM_PROXY_METHODS, SOLANA_PROXY_METHODS } from '../../server/rpc/rpc-proxy-methods.js';
import { RPC_MAX_BATCH_CALLS, RPC_MAX_BODY_BYTES } from '../../server/rpc/rpc-proxy-limits.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue "Hardening" part 7 (security review F8): each attack of the review against the real
// server and its SQLite projects, in front of a loopback JSON-RPC node that records every call
// that reaches it. Each is refused, and the node saw nothing.
const SOLANA = 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG';
const ALLOWED_ORIGIN = 'http://localhost:5173'; // demo-project allows http://localhost:* (server/data/dev-projects.json)

let upstream: Server;
let upstreamUrl = '';
/** Method names of every call the node received, in order. */
let seen: string[] = [];
let temp: TempDatabase;
let server: StartServerReturnType;
let clock = 0;

before(async () => {
  upstream = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { id: unknown; method: string } | Array<{ id: unknown; method: string }>;
      const answer = (call: { id: unknown; method: string }) => {
        seen.push(call.method);
        return { jsonrpc: '2.0', id: call.id, result: `upstream ran ${call.method}` };
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  temp = openTempDatabase();
  server = await startServer({
    port: 0,
    chains: [{ chainId: 31337, rpcUrl: upstreamUrl }],
    rpcNetworks: [{ caipNetworkId: SOLANA, rpcUrl: upstreamUrl }],
    database: temp.database,
    // Small caps, so the limit is reached in a test; two proxies' worth of forwarded clients.
    network: {
      trustedProxyHops: 1,
      rpcLimits: { callsPerMinutePerIp: 40, callsPerMinutePerProject: 100, now: () => clock },
    },
  });
});

after(async () => {
  await server?.stop();
  await closeServer({ server: upstream });
  temp?.cleanup();
});

let client = 0;
beforeEach(() => {
  seen = [];
  // A fresh minute (full buckets) and a client address of its own for every test.
  clock += 10 * 60_000;
  client++;
});

interface CallParameters {
  body: unknown;
  projectId?: string;
  chainId?: string;
  origin?: string;
  contentType?: string;
  forwardedFor?: string;
}

/** A simple (no preflight) text/plain POST, as any web page can send one. */
async function call({
  body,
  projectId = 'demo-project',
  chainId = 'eip155:31337',
  origin,
  contentType = 'text/plain;charset=UTF-8',
  forwardedFor = `203.0.113.${client}`,
}: CallParameters) {
  const response = await fetch(`${server.url}/v1/?${new URLSearchParams({ chainId, projectId })}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': forwardedFor, ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown> & Array<Record<string, unknown>>,
  };
}

const rpc = (method: string, id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params: [] });

describe('RPC proxy: only configured projects', () => {
  it('refuses a project id that is not in the projects table (401 Invalid Project ID), and a missing one', async () => {
    for (const projectId of ['anything-at-all', 'p', 'x'.repeat(500)]) {
      const { status, json } = await call({ body: rpc('eth_chainId', 3), projectId });
      assert.equal(status, 401, projectId);
      assert.deepEqual(json, { jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid Project ID' } });
    }
    assert.deepEqual((await call({ body: rpc('eth_chainId', 4), projectId: ' ' })).json, {
      jsonrpc: '2.0',
      id: 4,
      error: { code: -32600, message: 'Project ID Missing' },
    });
    assert.deepEqual(seen, []);
  });
});

describe('RPC proxy: a method allow-list', () => {
  const forbidden = [
    'eth_sendTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData_v4',
    'personal_sign',
    'personal_unlockAccount',
    'personal_importRawKey',
    'hardhat_setBalance',
    'hardhat_impersonateAccount',
    'anvil_setBalance',
    'evm_mine',
    'evm_increaseTime',
    'debug_traceBlockByNumber',
    'debug_traceTransaction',
    'admin_addPeer',
    'admin_nodeInfo',
    'miner_start',
    'txpool_content',
    'eth_accounts',
    'eth_coinbase',
    'eth_fillTransaction',
    'wallet_getCapabilities',
    'no_suchMethod',
  ];

  it('answers -32601 for every forbidden method family without reaching the node', async () => {
    for (const method of forbidden) {
      const { status, json } = await call({ body: rpc(method, 7) });
      assert.equal(status, 200, method);
      assert.deepEqual(
        json,
        { jsonrpc: '2.0', id: 7, error: { code: -32601, message: `Method not found: ${method}` } },
        method,
      );
    }
    for (const method of ['requestAirdrop', 'getProgramAccounts', 'eth_chainId', 'eth_sendTransaction']) {
      const { json } = await call({ body: rpc(method, 8), chainId: SOLANA });
      assert.equal((json as { error?: { code: number } }).error?.code, -32601, `${method} on Solana`);
    }
    assert.deepEqual(seen, []);
  });

  it('forwards the allowed calls of a mixed batch and answers the others itself', async () => {
    const { status, json } = await call({
      body: [rpc('eth_chainId', 1), rpc('hardhat_setBalance', 2), { jsonrpc: '2.0', id: 3 }, rpc('eth_getBalance', 4)],
    });
    assert.equal(status, 200);
    assert.deepEqual(seen, ['eth_chainId', 'eth_getBalance']);
    const byId = new Map(json.map((answer) => [answer.id, answer]));
    assert.equal(byId.get(1)!.result, 'upstream ran eth_chainId');
    assert.deepEqual(byId.get(2)!.error, { code: -32601, message: 'Method not found: hardhat_setBalance' });
    assert.deepEqual(byId.get(3)!.error, { code: -32600, message: 'Invalid Request' });
    assert.equal(byId.get(4)!.result, 'upstream ran eth_getBalance');
  });

  it('forwards the chain methods the product sends (frame, dapp side, Solana)', async () => {
    const evm = [
      'eth_chainId',
      'eth_blockNumber',
      'eth_getBalance',
      'eth_call',
      'eth_estimateGas',
      'eth_gasPrice',
      'eth_maxPriorityFeePerGas',
      'eth_feeHistory',
      'eth_getBlockByNumber',
      'eth_getTransactionCount',
      'eth_sendRawTransaction',
      'eth_getTransactionReceipt',
      'eth_getTransactionByHash',
      'eth_getLogs',
      'eth_getCode',
    ];
    for (const method of evm) assert.ok(EVM_PROXY_METHODS.has(method), method);
    const solana = [
      'sendTransaction',
      'getLatestBlockhash',
      'getBalance',
      'getFeeForMessage',
      'getSignatureStatuses',
      'getAccountInfo',
      'getTokenAccountsByOwner',
      'getGenesisHash',
    ];
    for (const method of solana) assert.ok(SOLANA_PROXY_METHODS.has(method), method);
    for (const method of ['eth_chainId', 'eth_sendRawTransaction'])
      assert.equal((await call({ body: rpc(method) })).json.result, `upstream ran ${method}`);
    assert.equal(
      (await call({ body: rpc('sendTransaction'), chainId: SOLANA })).json.result,
      'upstream ran sendTransaction',
    );
    assert.deepEqual(seen, ['eth_chainId', 'eth_sendRawTransaction', 'sendTransaction']);
  });
});

describe('RPC proxy: browsers of other sites', () => {
  it('refuses a text/plain POST from a foreign Origin with 403 before forwarding, and sends it no CORS header', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.3:5173']) {
      const { status, headers, json } = await call({ body: rpc('eth_chainId', 5), origin });
      assert.equal(status, 403, origin);
      assert.deepEqual(json, { jsonrpc: '2.0', id: 5, error: { code: -32600, message: 'Origin not allowed' } });
      assert.equal(headers.get('access-control-allow-origin'), null);
    }
    const preflight = await fetch(`${server.url}/v1/?chainId=31337&projectId=demo-project`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.deepEqual(seen, []);
  });

  it("serves the project's allowed origins (with CORS) and this server's own origin, the wallet frame's (without)", async () => {
    const allowed = await call({ body: rpc('eth_chainId'), origin: ALLOWED_ORIGIN });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    const own = await call({ body: rpc('eth_chainId'), origin: server.url, projectId: 'demo-restricted' });
    assert.equal(own.status, 200, 'the frame calls from the server origin, whatever the project allows');
    assert.equal(own.headers.get('access-control-allow-origin'), null);
    const restricted = await call({ body: rpc('eth_chainId'), origin: ALLOWED_ORIGIN, projectId: 'demo-restricted' });
    assert.equal(restricted.status, 403, 'demo-restricted allows https://dapp.example only');
    assert.deepEqual(seen, ['eth_chainId', 'eth_chainId']);
  });
});

describe('RPC proxy: size and rate', () => {
  it(`refuses a batch of ${RPC_MAX_BATCH_CALLS + 1} calls and forwards one of ${RPC_MAX_BATCH_CALLS}`, async () => {
    const batch = (size: number) => Array.from({ length: size }, (_, index) => rpc('eth_getLogs', index));
    const { status, json } = await call({ body: batch(RPC_MAX_BATCH_CALLS + 1) });
    assert.equal(status, 400);
    assert.deepEqual(json, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: `Batch too large: at most ${RPC_MAX_BATCH_CALLS} calls` },
    });
    assert.deepEqual(seen, []);
    assert.equal((await call({ body: batch(RPC_MAX_BATCH_CALLS) })).json.length, RPC_MAX_BATCH_CALLS);
    assert.equal(seen.length, RPC_MAX_BATCH_CALLS);
  });

  it(`refuses a body over ${RPC_MAX_BODY_BYTES / 1024} KiB with 413, unread`, async () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ data: `0x${'ab'.repeat(RPC_MAX_BODY_BYTES / 2)}` }, 'latest'],
    });
    // On a connection of its own: the server answers before the body is sent, and drops the rest.
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(`${server.url}/v1/?chainId=31337&projectId=demo-project`);
      const request = httpRequest(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'text/plain',
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
    assert.equal(status, 413);
    assert.deepEqual(JSON.parse(text), {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Request too large' },
    });
    assert.deepEqual(seen, []);
  });

  it('answers 429 with Retry-After past the per-IP calls a minute, and again once the bucket refilled', async () => {
    for (let sent = 0; sent < 2; sent++)
      assert.equal(
        (await call({ body: Array.from({ length: 20 }, (_, index) => rpc('eth_chainId', index)) })).status,
        200,
      );
    const limited = await call({ body: rpc('eth_chainId', 9) });
    assert.equal(limited.status, 429);
    assert.deepEqual(limited.json, {
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32005, message: 'Rate limit exceeded, please try again later' },
    });
    assert.equal(limited.headers.get('retry-after'), '2', '40 a minute: one call back every 1.5 s');
    assert.equal(seen.length, 40);
    assert.equal(
      (await call({ body: rpc('eth_chainId', 10), forwardedFor: '203.0.113.250' })).status,
      200,
      'another client still has its own calls',
    );
    clock += 2_000;
    assert.equal((await call({ body: rpc('eth_chainId', 11) })).status, 200);
  });

  it('answers 429 past the per-project calls a minute, whichever clients made them', async () => {
    let sent = 0;
    for (let index = 0; index < 5; index++) {
      const answer = await call({
        body: Array.from({ length: 20 }, (_, id) => rpc('eth_chainId', id)),
        forwardedFor: `198.51.100.${client * 10 + index}`,
      });
      if (answer.status === 200) sent += 20;
    }
    assert.equal(sent, 100);
    const limited = await call({ body: rpc('eth_chainId'), forwardedFor: '198.51.100.254' });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.equal(seen.length, 100);
  });
});
