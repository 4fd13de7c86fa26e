import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import { UpstreamBundlerError } from '../../server/bundler/call-upstream-bundler.js';
import { createUpstreamBundler } from '../../server/bundler/create-upstream-bundler.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { postBundler, type JsonRpcAnswer } from './bundler-chain.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 17 part 2: what the server's bundler route does with an upstream bundler, against a stub
// upstream that records what reaches it: only checked ERC-4337 calls are forwarded, its refusals
// pass with its address masked, and a failing upstream is a 502 that names nothing of it.
const FOREIGN_ORIGIN = 'https://evil.example';
const API_KEY = 'upstream-api-key-0123';

interface StubAnswer {
  status?: number;
  body: unknown;
}

let stub: Server;
let stubUrl: string;
let received: { method: string; params: unknown[] }[] = [];
let answer: (call: { method: string; params: unknown[] }) => StubAnswer;
let temp: TempDatabase;
let server: StartServerReturnType;

const result = (value: unknown): StubAnswer => ({ body: { jsonrpc: '2.0', id: 1, result: value } });

before(async () => {
  stub = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const call = JSON.parse(text) as { method: string; params: unknown[] };
      received.push({ method: call.method, params: call.params });
      const { status = 200, body } = answer(call);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v2/31337/rpc?apikey=${API_KEY}`;
  temp = openTempDatabase();
  server = await startServer({
    port: 0,
    chains: [
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:9',
        accountAbstraction: { bundlerUrl: stubUrl, entryPoints: [entryPoint07Address] },
      },
    ],
    database: temp.database,
  });
});

after(async () => {
  await server?.stop();
  temp?.cleanup();
  await new Promise((resolve) => stub?.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = () => result(null);
});

const call = ({
  method,
  params = [],
  origin,
  projectId = 'demo-project',
}: {
  method: string;
  params?: unknown[];
  origin?: string;
  projectId?: string;
}) =>
  postBundler({
    url: `${server.url}/v1/bundler?chainId=eip155:31337&projectId=${projectId}`,
    body: { jsonrpc: '2.0', id: 5, method, params },
    ...(origin ? { origin } : {}),
  });

/** Nothing of the upstream's address or key in what the caller gets. */
function assertNothingOfUpstream(json: JsonRpcAnswer) {
  const text = JSON.stringify(json);
  for (const part of ['127.0.0.1', new URL(stubUrl).port, '/v2/31337/rpc', API_KEY])
    assert.ok(!text.includes(part), `${part} leaked: ${text}`);
}

const OPERATION = { sender: '0x0000000000000000000000000000000000000001', nonce: '0x0' };
const HASH = `0x${'ab'.repeat(32)}`;

describe('bundler route with an upstream bundler: what is forwarded', () => {
  it('forwards eth_sendUserOperation for a served entry point (extra parameters dropped) and answers its result', async () => {
    answer = () => result(HASH);
    const { status, json } = await call({
      method: 'eth_sendUserOperation',
      params: [OPERATION, entryPoint07Address.toLowerCase(), 'extra'],
    });
    assert.equal(status, 200);
    assert.deepEqual(json, { jsonrpc: '2.0', id: 5, result: HASH });
    assert.deepEqual(received, [{ method: 'eth_sendUserOperation', params: [OPERATION, entryPoint07Address] }]);
  });

  it('refuses, without forwarding, an entry point not configured, a malformed operation or hash, and other methods', async () => {
    const refusals = [
      { method: 'eth_sendUserOperation', params: [OPERATION, entryPoint08Address], code: -32602 },
      { method: 'eth_estimateUserOperationGas', params: [OPERATION, '0x1234'], code: -32602 },
      { method: 'eth_sendUserOperation', params: ['0xdead', entryPoint07Address], code: -32602 },
      { method: 'eth_getUserOperationReceipt', params: ['0x1234'], code: -32602 },
      { method: 'eth_sendRawTransaction', params: ['0x00'], code: -32601 },
      { method: 'debug_bundler_clearState', params: [], code: -32601 },
    ];
    for (const { method, params, code } of refusals) {
      const { status, json } = await call({ method, params });
      assert.equal(status, 200, method);
      assert.equal(json.error?.code, code, `${method}: ${json.error?.message}`);
    }
    assert.deepEqual(received, []);
  });

  it('refuses an unknown project and a foreign browser origin before forwarding', async () => {
    assert.equal((await call({ method: 'eth_chainId', projectId: 'nobody' })).status, 401);
    assert.equal((await call({ method: 'eth_chainId', origin: FOREIGN_ORIGIN })).status, 403);
    assert.deepEqual(received, []);
  });

  it("answers only the configured entry points of the upstream's list", async () => {
    answer = () => result([entryPoint08Address, entryPoint07Address.toLowerCase()]);
    const { json } = await call({ method: 'eth_supportedEntryPoints' });
    assert.deepEqual(json.result, [entryPoint07Address]);
  });
});

describe('bundler route with an upstream bundler: its refusals and failures', () => {
  it("passes a JSON-RPC refusal's code, message and data on, with the upstream's address masked", async () => {
    answer = () => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32521, message: `execution reverted (seen by ${stubUrl})`, data: '0x08c379a0' },
      },
    });
    const { status, json } = await call({
      method: 'eth_estimateUserOperationGas',
      params: [OPERATION, entryPoint07Address],
    });
    assert.equal(status, 200);
    assert.deepEqual(json.error, {
      code: -32521,
      message: 'execution reverted (seen by the upstream bundler)',
      data: '0x08c379a0',
    });
  });

  it('answers 502 for an HTTP error (our API key refused), a body that is no JSON-RPC and another chain', async () => {
    const failures: (() => StubAnswer)[] = [
      () => ({ status: 401, body: { jsonrpc: '2.0', id: 1, error: { code: -32001, message: `bad key ${API_KEY}` } } }),
      () => ({ status: 503, body: 'upstream overloaded' }),
      () => ({ body: '<html>gateway</html>' }),
      () => result('0x1'),
    ];
    for (const failure of failures) {
      answer = failure;
      const { status, json } = await call({ method: 'eth_chainId' });
      assert.equal(status, 502);
      assert.deepEqual(json.error, { code: -32603, message: 'Bundler error: the upstream bundler did not answer' });
      assertNothingOfUpstream(json);
    }
    answer = () => result('0x7a69');
    assert.equal((await call({ method: 'eth_chainId' })).json.result, '0x7a69');
  });

  it('gives up on an upstream that does not answer in time (createUpstreamBundler timeoutMs)', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const bundler = createUpstreamBundler({
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:9',
        accountAbstraction: {
          bundlerUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
          entryPoints: [entryPoint07Address],
        },
        timeoutMs: 200,
      });
      await assert.rejects(bundler.request({ method: 'eth_chainId', params: [] }), (error) => {
        assert.ok(error instanceof UpstreamBundlerError);
        assert.equal(error.message, 'no answer to eth_chainId within 200 ms');
        return true;
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
