import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startDemoServer, type StartDemoServerReturnType } from '../../server/demo-server.js';
import { buildDevConfig, type DevConfig } from '../../server/dev-config.js';

// The demo server is started on a scratch repo root, so index.html, dist/ and the test wallet
// entry can be present or absent as each case needs.
const devConfig: DevConfig = buildDevConfig({
  serverUrl: 'http://localhost:8787',
  demoUrl: 'http://127.0.0.1:5173',
  chains: [
    {
      id: 31337,
      name: 'Localchain A',
      rpcUrl: 'http://127.0.0.1:8545',
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      accountAbstraction: {
        entryPoint07: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        entryPoint08: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
        accountFactory: '0x0000000000000000000000000000000000000fac',
      },
      exchange: {
        weth: '0x850EC3780CeDfdb116E38B009d0bf7a1ef1b8b38',
        factory: '0x1ACcBD355245AbA93CE46D33ab1D0152CE33Fd00',
        router: '0xC5888275e0a1ca13a26463318105957aa4d1feD7',
        tokens: [],
      },
    },
  ],
  solana: { rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' },
});
const walletEntry = 'test/helpers/evm-test-wallet/demo-entry.ts';

let root: string;
let emptyRoot: string;
let demo: StartDemoServerReturnType;
let emptyDemo: StartDemoServerReturnType;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'demo-server-'));
  emptyRoot = await mkdtemp(join(tmpdir(), 'demo-server-empty-'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Demo</title></head><body>demo</body></html>',
  );
  await writeFile(join(root, 'secret.txt'), 'outside dist');
  await mkdir(join(root, 'dist/chunks'), { recursive: true });
  await writeFile(join(root, 'dist/index.js'), 'export const hello = 1;\n');
  await writeFile(join(root, 'dist/chunks/style.css'), 'body{}');
  await mkdir(join(root, 'test/helpers/evm-test-wallet'), { recursive: true });
  await writeFile(
    join(root, walletEntry),
    "import { greeting } from './greeting';\nconsole.log(greeting, process.env.NODE_ENV);\n",
  );
  await writeFile(join(root, 'test/helpers/evm-test-wallet/greeting.ts'), "export const greeting: string = 'first';\n");
  demo = await startDemoServer({ port: 0, root, devConfig });
  emptyDemo = await startDemoServer({ port: 0, root: emptyRoot, devConfig });
});

after(async () => {
  await demo?.stop();
  await emptyDemo?.stop();
  await rm(root, { recursive: true, force: true });
  await rm(emptyRoot, { recursive: true, force: true });
});

describe('startDemoServer', () => {
  it('is reached as http://127.0.0.1:<port>, and as a second site on 127.0.0.2 with the same port', async () => {
    assert.match(demo.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(demo.secondSiteUrl, demo.url.replace('127.0.0.1', '127.0.0.2'));
    assert.equal((await fetch(`${demo.secondSiteUrl}/`)).status, 200);
  });

  it('serves index.html with window.__APPKIT_DEV__ right before </head>', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await fetch(`${demo.url}${path}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
      const html = await response.text();
      const script = `<script>window.__APPKIT_DEV__ = ${JSON.stringify(devConfig)};</script>\n</head>`;
      assert.ok(html.includes(`<title>Demo</title>${script}`), html);
    }
  });

  it('serves a placeholder page with the config when index.html does not exist', async () => {
    const html = await (await fetch(`${emptyDemo.url}/`)).text();
    assert.match(html, /index\.html is not written yet/);
    assert.match(html, /window\.__APPKIT_DEV__ = \{"projectId":"demo-project"/);
  });

  it('serves dist/ files with their content type and no-store', async () => {
    const js = await fetch(`${demo.url}/dist/index.js`);
    assert.equal(js.status, 200);
    assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(js.headers.get('cache-control'), 'no-store');
    assert.equal(await js.text(), 'export const hello = 1;\n');
    const css = await fetch(`${demo.url}/dist/chunks/style.css`);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
    assert.equal((await fetch(`${demo.url}/dist/missing.js`)).status, 404);
    assert.equal((await fetch(`${demo.url}/dist/chunks`)).status, 404);
  });

  it('never serves a file outside dist/', async () => {
    for (const path of [
      '/dist/..%2fsecret.txt',
      '/dist/%2e%2e%2fsecret.txt',
      '/dist/chunks/..%2f..%2fsecret.txt',
      '/dist/..%5csecret.txt',
    ]) {
      const response = await fetch(`${demo.url}${path}`);
      assert.notEqual(response.status, 200, path);
      assert.doesNotMatch(await response.text(), /outside dist/, path);
    }
  });

  it('bundles the test wallet entry at /test-wallet.js and rebuilds when a source changes', async () => {
    const first = await fetch(`${demo.url}/test-wallet.js`);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('content-type'), 'text/javascript; charset=utf-8');
    const code = await first.text();
    assert.match(code, /"first"/);
    assert.match(code, /"development"/); // process.env.NODE_ENV is defined away
    assert.doesNotMatch(code, /\bimport\b/);

    await writeFile(
      join(root, 'test/helpers/evm-test-wallet/greeting.ts'),
      "export const greeting: string = 'second';\n",
    );
    assert.match(await (await fetch(`${demo.url}/test-wallet.js`)).text(), /"second"/);
  });

  it('answers /test-wallet.js with a clear 404 when the entry does not exist', async () => {
    const response = await fetch(`${emptyDemo.url}/test-wallet.js`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), new RegExp(`${walletEntry} does not exist`));
  });

  it('answers other paths with 404 and other methods with 405', async () => {
    assert.equal((await fetch(`${demo.url}/secret.txt`)).status, 404);
    assert.equal((await fetch(`${demo.url}/`, { method: 'POST' })).status, 405);
  });
});
