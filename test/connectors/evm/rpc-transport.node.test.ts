// The reads of src/connectors/evm go to RPC URLs of another origin as simple requests (SPEC §7 "RPC
// host … POST text/plain"): Chromium sends no CORS preflight (OPTIONS) before them. Counted by a
// real JSON-RPC server of another origin than the page; the same page's JSON POST is the control
// that proves the count sees a preflight when there is one.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { closeServer } from '../../../server/close-server.js';
import { RPC_MAX_BATCH_CALLS } from '../../../server/rpc/rpc-proxy-limits.js';
import { RPC_BATCH_MAX_CALLS } from '../../../src/core/constants.js';
import { chromiumPath, playwrightChromiumArgs } from '../../../scripts/wtr/chromium-args.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const ADDRESS = '0x00000000000000000000000000000000000000a1';
const HASH = `0x${'ab'.repeat(32)}`;

/** What the page calls: our three readers, and viem's own http transport (JSON) as the control. */
const PROBE_ENTRY = `
import { createClient, http } from 'viem';
import { getBalance } from 'viem/actions';
import { readNativeBalance } from './src/connectors/evm/read-native-balance.js';
import { estimateEvmFee } from './src/connectors/evm/estimate-evm-fee.js';
import { waitForEvmReceipt } from './src/connectors/evm/wait-for-evm-receipt.js';
window.rpcProbe = {
  readNativeBalance,
  estimateEvmFee,
  waitForEvmReceipt,
  readWithViemJson: ({ rpcUrl, address }) => getBalance(createClient({ transport: http(rpcUrl) }), { address }).then(String),
};
`;

interface SeenRequest {
  method: string;
  path: string;
  origin: string | undefined;
  contentType: string | undefined;
  /** JSON-RPC methods in the body (a batch lists several). */
  calls: string[];
}

const RESULTS: Record<string, unknown> = {
  eth_chainId: '0x7a69',
  eth_getBalance: '0xde0b6b3a7640000',
  eth_estimateGas: '0x5208',
  eth_gasPrice: '0x3b9aca00',
  eth_getTransactionReceipt: {
    transactionHash: HASH,
    transactionIndex: '0x0',
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x10',
    from: ADDRESS,
    to: ADDRESS,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status: '0x1',
    type: '0x2',
  },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolveBody(text));
  });
}

/** A JSON-RPC node of its own origin that answers any page (like hardhat) and writes down every request. */
function startRpcServer(seen: SeenRequest[]): Promise<Server> {
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const calls = (Array.isArray(body) ? body : body ? [body] : []) as Array<{ id: number; method: string }>;
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      origin: request.headers.origin,
      contentType: request.headers['content-type'],
      calls: calls.map((call) => call.method),
    });
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      response.end();
      return;
    }
    const answers = calls.map(({ id, method }) =>
      method in RESULTS
        ? { jsonrpc: '2.0', id, result: RESULTS[method] }
        : { jsonrpc: '2.0', id, error: { code: -32601, message: `no ${method} here` } },
    );
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

describe('rpcTransport (src/connectors/evm/rpc-transport.ts) in Chromium', () => {
  const seen: SeenRequest[] = [];
  let rpcServer: Server;
  let pageServer: Server;
  let browser: Browser;
  let page: Page;
  let rpcBase = '';
  let pageOrigin = '';

  before(async () => {
    const bundle = await build({
      stdin: { contents: PROBE_ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'rpc-probe.ts' },
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]!.text;
    rpcServer = await startRpcServer(seen);
    rpcBase = `http://127.0.0.1:${(rpcServer.address() as AddressInfo).port}`;
    // The page on `localhost`, the node on `127.0.0.1`: two origins, as a dapp and its RPC host.
    pageServer = createServer((request, response) => {
      if (request.url === '/probe.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(script);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>dapp</title><script src="/probe.js"></script>');
    });
    await new Promise<void>((resolveServer) => pageServer.listen(0, '127.0.0.1', resolveServer));
    pageOrigin = `http://localhost:${(pageServer.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs, headless: true });
    page = await browser.newPage();
    await page.goto(`${pageOrigin}/`);
    await page.waitForFunction(() => 'rpcProbe' in window);
  });

  after(async () => {
    await browser?.close();
    if (pageServer) await closeServer({ server: pageServer });
    if (rpcServer) await closeServer({ server: rpcServer });
  });

  it('sends the balance read, the fee estimate and the receipt wait as text/plain POSTs with no preflight', async () => {
    const rpcUrl = `${rpcBase}/plain`;
    const answers = await page.evaluate(
      async ({ rpcUrl, address, hash }) => {
        const probe = (window as unknown as { rpcProbe: RpcProbe }).rpcProbe;
        const first = await probe.readNativeBalance({ rpcUrl, address, decimals: 18 });
        const second = await probe.readNativeBalance({ rpcUrl, address, decimals: 18 });
        const chain = { id: 31337, name: 'Probe', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } };
        const fee = await probe.estimateEvmFee({ from: address, to: address, amount: 1n, chain, rpcUrl });
        const receipt = await probe.waitForEvmReceipt({ rpcUrl, hash });
        return { first, second, fee: String(fee), receipt };
      },
      { rpcUrl, address: ADDRESS, hash: HASH },
    );
    assert.deepEqual(answers, {
      first: '1',
      second: '1',
      fee: String(21_000n * 1_000_000_000n),
      receipt: { status: 'success', hash: HASH },
    });
    const requests = seen.filter((request) => request.path === '/plain');
    assert.deepEqual(
      requests.map(({ method, origin, contentType, calls }) => ({ method, origin, contentType, calls: calls.sort() })),
      [
        { method: 'POST', origin: pageOrigin, contentType: 'text/plain', calls: ['eth_getBalance'] },
        { method: 'POST', origin: pageOrigin, contentType: 'text/plain', calls: ['eth_getBalance'] },
        // The fee's two calls share one POST (a JSON-RPC batch).
        { method: 'POST', origin: pageOrigin, contentType: 'text/plain', calls: ['eth_estimateGas', 'eth_gasPrice'] },
        { method: 'POST', origin: pageOrigin, contentType: 'text/plain', calls: ['eth_getTransactionReceipt'] },
      ],
    );
  });

  it('sees the preflight of a JSON POST from the same page (the control: the count would catch one)', async () => {
    const rpcUrl = `${rpcBase}/json`;
    const balance = await page.evaluate(
      ({ rpcUrl, address }) =>
        (window as unknown as { rpcProbe: RpcProbe }).rpcProbe.readWithViemJson({ rpcUrl, address }),
      { rpcUrl, address: ADDRESS },
    );
    assert.equal(balance, String(10n ** 18n));
    const requests = seen.filter((request) => request.path === '/json');
    assert.deepEqual(
      requests.map(({ method, contentType }) => ({ method, contentType })),
      [
        { method: 'OPTIONS', contentType: undefined },
        { method: 'POST', contentType: 'application/json' },
      ],
    );
  });

  it('batches no more calls than the reference RPC proxy accepts in one batch', () => {
    assert.equal(RPC_BATCH_MAX_CALLS, RPC_MAX_BATCH_CALLS);
  });
});

interface RpcProbe {
  readNativeBalance(parameters: { rpcUrl: string; address: string; decimals: number }): Promise<string>;
  estimateEvmFee(parameters: {
    from: string;
    to: string;
    amount: bigint;
    chain: { id: number; name: string; nativeCurrency: { name: string; symbol: string; decimals: number } };
    rpcUrl: string;
  }): Promise<bigint>;
  waitForEvmReceipt(parameters: { rpcUrl: string; hash: string }): Promise<{ status: string; hash: string }>;
  readWithViemJson(parameters: { rpcUrl: string; address: string }): Promise<string>;
}
