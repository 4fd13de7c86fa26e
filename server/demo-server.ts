import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server.js';
import type { DevConfig } from './dev-config.js';
import { contentTypeFor } from './demo/content-types.js';
import { createTestWalletBundler } from './demo/create-test-wallet-bundler.js';
import { injectDevConfig } from './demo/inject-dev-config.js';
import { resolveStaticPath } from './demo/resolve-static-path.js';

export interface StartDemoServerParameters {
  /** 0 picks a free port. */
  port: number;
  /** The repository root (index.html, dist/, test/helpers/). */
  root?: string;
  devConfig: DevConfig;
}

/** The wagmi page's React app (wagmi.html), relative to the root. */
const WAGMI_DEMO_ENTRY = 'test/helpers/wagmi-demo/main.tsx';

/** A second loopback address the demo is also served on: another site for the frame's storage (a "new device"). */
export const DEMO_SECOND_SITE_HOST = '127.0.0.2';

export interface StartDemoServerReturnType {
  /** Always `http://127.0.0.1:<port>`: the dapp's site is 127.0.0.1, the wallet frame's localhost. */
  url: string;
  /** The same demo on {@link DEMO_SECOND_SITE_HOST} and the same port: a second dapp site. */
  secondSiteUrl: string;
  port: number;
  stop(): Promise<void>;
}

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>AppKit demo</title></head>
<body><h1>AppKit demo</h1><p>index.html is not written yet; the dev stack is running.</p></body></html>
`;

/**
 * Serves the demo dapp: index.html with the DevConfig inlined, the built bundle under /dist/,
 * the test wallet bundle at /test-wallet.js, and the wagmi page (wagmi.html, /wagmi-demo.js).
 * Binds 127.0.0.1 (and 127.0.0.2, the second site) only.
 *
 * @example
 * const demo = await startDemoServer({ port: 5173, devConfig });
 * console.log(demo.url); // http://127.0.0.1:5173
 */
export function startDemoServer({
  port,
  root = process.cwd(),
  devConfig,
}: StartDemoServerParameters): Promise<StartDemoServerReturnType> {
  const bundler = createTestWalletBundler({ root });
  // The wagmi page's React app (issue 20 part 2), bundled on the fly the same way.
  const wagmiBundler = createTestWalletBundler({ root, entry: WAGMI_DEMO_ENTRY });
  const distDirectory = join(root, 'dist');

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send({
        response,
        status: 405,
        type: 'text/plain; charset=utf-8',
        body: 'Method not allowed',
        allow: 'GET, HEAD',
      });
    }
    if (pathname === '/' || pathname === '/index.html') {
      const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => PLACEHOLDER_PAGE);
      return send({
        response,
        status: 200,
        type: 'text/html; charset=utf-8',
        body: injectDevConfig({ html, devConfig }),
      });
    }
    if (pathname === '/wagmi.html') {
      const html = await readFile(join(root, 'wagmi.html'), 'utf8');
      return send({
        response,
        status: 200,
        type: 'text/html; charset=utf-8',
        body: injectDevConfig({ html, devConfig }),
      });
    }
    if (pathname === '/wagmi-demo.js') {
      const bundle = await wagmiBundler.get();
      if (bundle.kind === 'missing') {
        const body = `/wagmi-demo.js: ${bundle.entry} does not exist.`;
        return send({ response, status: 404, type: 'text/plain; charset=utf-8', body });
      }
      return send({ response, status: 200, type: 'text/javascript; charset=utf-8', body: bundle.code });
    }
    if (pathname === '/test-wallet.js') {
      const bundle = await bundler.get();
      if (bundle.kind === 'missing') {
        const body = `/test-wallet.js: ${bundle.entry} does not exist yet, so there is no test wallet to serve.`;
        return send({ response, status: 404, type: 'text/plain; charset=utf-8', body });
      }
      return send({ response, status: 200, type: 'text/javascript; charset=utf-8', body: bundle.code });
    }
    if (pathname.startsWith('/dist/')) {
      const file = resolveStaticPath({ directory: distDirectory, urlPath: pathname.slice('/dist/'.length) });
      if (!file) return send({ response, status: 400, type: 'text/plain; charset=utf-8', body: 'Bad path' });
      const isFile = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!isFile)
        return send({ response, status: 404, type: 'text/plain; charset=utf-8', body: `Not found: ${pathname}` });
      return send({ response, status: 200, type: contentTypeFor({ path: file }), body: await readFile(file) });
    }
    return send({ response, status: 404, type: 'text/plain; charset=utf-8', body: `Not found: ${pathname}` });
  }

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[demo]', error);
      const body = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) send({ response, status: 500, type: 'text/plain; charset=utf-8', body });
      else response.destroy();
    });
  };
  const server = createServer(onRequest);
  // The second site is one more listener on the same port, so both URLs differ only by host.
  const secondSite = createServer(onRequest);

  const listen = (target: ReturnType<typeof createServer>, host: string, onPort: number) =>
    new Promise<number>((resolve, reject) => {
      target.once('error', (error: NodeJS.ErrnoException) => {
        const reason = error.code === 'EADDRINUSE' ? `port ${onPort} is already in use` : error.message;
        reject(new Error(`demo server: cannot listen on ${host}:${onPort}: ${reason}`, { cause: error }));
      });
      target.listen({ port: onPort, host }, () => resolve((target.address() as AddressInfo).port));
    });
  return listen(server, '127.0.0.1', port).then(async (bound) => {
    await listen(secondSite, DEMO_SECOND_SITE_HOST, bound).catch(async (error: unknown) => {
      await closeServer({ server });
      throw error;
    });
    const stop = async () => {
      await Promise.all([closeServer({ server }), closeServer({ server: secondSite })]);
    };
    return {
      url: `http://127.0.0.1:${bound}`,
      secondSiteUrl: `http://${DEMO_SECOND_SITE_HOST}:${bound}`,
      port: bound,
      stop,
    };
  });
}

interface SendParameters {
  response: ServerResponse;
  status: number;
  type: string;
  body: string | Buffer;
  allow?: string;
}

/** Everything the demo serves changes while developing, so nothing is cached. */
function send({ response, status, type, body, allow }: SendParameters) {
  response.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(allow ? { allow } : {}),
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
