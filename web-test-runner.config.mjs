import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { countReporter } from './scripts/wtr/count-reporter.mjs';
import { chromiumArgs, chromiumPath } from './scripts/wtr/chromium-args.mjs';
import { reactEsm } from './scripts/wtr/react-esm.mjs';
import { prebundle } from './scripts/wtr/prebundle.mjs';

/** Unit and element tests in headless Chromium. Chain and e2e suites have their own configs. */
export default {
  files: [
    'test/**/*.test.ts',
    'test/**/*.test.tsx',
    '!test/**/*.chain.test.ts',
    '!test/**/*.node.test.ts',
    '!test/e2e/**',
  ],
  nodeResolve: { exportConditions: ['development'] },
  // One page at a time: test pages share the origin's localStorage, and parallel files would see
  // each other's stored connections and recent wallets.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), countReporter()],
  testRunnerHtml: (framework) => `<!doctype html><html><head>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
    </head><body><script type="module" src="${framework}"></script></body></html>`,
  plugins: [
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
    reactEsm(),
    prebundle(['@solana/web3.js', 'eventemitter3']),
  ],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } })],
};
