import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { tsImport } from 'tsx/esm/api';
import { countReporter } from './scripts/wtr/count-reporter.mjs';
import { chromiumArgs, chromiumPath } from './scripts/wtr/chromium-args.mjs';
import { reactEsm } from './scripts/wtr/react-esm.mjs';
import { prebundle } from './scripts/wtr/prebundle.mjs';
import { SHARED_STACK_ENV } from './scripts/shared-dev-stack.mjs';

/**
 * The dev stack (both hardhat chains with DevToken, the reference server…) around the run, its
 * DevConfig handed to every test page. Under `npm test` (scripts/test.mjs) that is the one stack
 * the chain and e2e suites share (APPKIT_TEST_STACK; its dev project allows this run's origin);
 * run directly, this plugin starts its own on free ports (no demo page) and stops it after.
 */
function devStack() {
  let stack;
  let scriptValue;
  let dataDir;
  return {
    name: 'dev-stack',
    async serverStart({ config }) {
      const { devConfigScriptValue } = await tsImport('./server/demo/inject-dev-config.ts', import.meta.url);
      // The test pages' origin is the dev project's allowed origin (it lists exact origins only).
      const origin = `http://${config.hostname}:${config.port}`;
      const shared = process.env[SHARED_STACK_ENV];
      if (shared) {
        const { config: devConfig, urls, allowedOrigins } = JSON.parse(shared);
        if (!allowedOrigins.includes(origin))
          throw new Error(
            `dev-stack plugin: the shared stack allows ${allowedOrigins.join(', ')}, not this run's ${origin} (pass the --port it was started for)`,
          );
        stack = { config: devConfig, urls };
      } else {
        const { startDevStack } = await tsImport('./server/dev-stack.ts', import.meta.url);
        // A fresh database per run: earlier runs' analytics events or projects never count.
        dataDir = mkdtempSync(join(tmpdir(), 'appkit-chain-'));
        stack = await startDevStack({ demo: false, dataDir, allowedOrigins: [origin] });
      }
      scriptValue = devConfigScriptValue({ devConfig: stack.config });
    },
    async serverStop() {
      await stack?.stop?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    // The dev pages send no CORS headers (server/routes/guard-dev-pages.ts): test pages read them through here.
    async executeCommand({ command, payload }) {
      if (command !== 'read-dev-events') return undefined;
      const query = new URLSearchParams({ projectId: String(payload?.projectId ?? ''), limit: '1000' });
      const response = await fetch(`${stack.urls.server}/dev/events.json?${query}`);
      if (!response.ok) throw new Error(`GET /dev/events.json answered ${response.status}`);
      return response.json();
    },
    get devConfigScriptValue() {
      if (!scriptValue) throw new Error('dev-stack plugin: the stack is not running');
      return scriptValue;
    },
  };
}

const stack = devStack();

/** Browser tests against the real local chains and server. Unit tests: web-test-runner.config.mjs. */
export default {
  files: ['test/**/*.chain.test.ts'],
  nodeResolve: { exportConditions: ['development'] },
  // Files share the chains and dev accounts; one at a time keeps nonces and balances predictable.
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  reporters: [defaultReporter(), countReporter()],
  testRunnerHtml: (framework) => `<!doctype html><html><head>
    <script>window.process = { env: { NODE_ENV: 'development' } };
    window.__APPKIT_DEV__ = ${stack.devConfigScriptValue};</script>
    </head><body><script type="module" src="${framework}"></script></body></html>`,
  plugins: [
    stack,
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
    reactEsm(),
    prebundle(['@solana/web3.js', 'eventemitter3']),
  ],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } })],
};
