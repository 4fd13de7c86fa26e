// `npm test`: format check, typecheck, build, size budget, unit (Chromium), node-side, chain and end-to-end
// suites, in that order, then one plain "N passed, N failed" line for all of them together.
// `node scripts/test.mjs <stage…>` runs only the named stages (e.g. `chain e2e`).
// The chain and end-to-end suites share ONE dev stack (scripts/shared-dev-stack.mjs), started
// while the stage before them runs and stopped at the end, on failure and on Ctrl-C/SIGTERM too.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { SHARED_STACK_ENV, startSharedDevStack } from './shared-dev-stack.mjs';

const countsDir = mkdtempSync(join(tmpdir(), 'appkit-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const bin = (name) => join('node_modules', '.bin', name);
const STACK_STAGES = ['chain', 'e2e'];
const stackLog = join(countsDir, 'dev-stack.log');

/** The suite child running now (ended on Ctrl-C/SIGTERM), and the shared stack once asked for. */
let current;
let stackStarting;
/** Set on Ctrl-C/SIGTERM: no further stage starts. */
let exiting = false;
/** The port web-test-runner serves the chain tests on: the shared stack's dev project allows that origin. */
let chainPort;

async function run(label, command, args, env = {}) {
  if (exiting) return false;
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  current = child;
  const code = await new Promise((resolve) => {
    child.once('exit', (exitCode) => resolve(exitCode));
    child.once('error', () => resolve(1));
  });
  current = undefined;
  return code === 0;
}

/** A step that is not a test suite (typecheck, build): a failure counts as one failed check. */
async function check(label, command, args) {
  const ok = await run(label, command, args);
  if (ok) totals.passed++;
  else totals.failed++;
  return ok;
}

async function suite(label, command, args, countFileName, env = {}) {
  const countFile = join(countsDir, countFileName);
  const ok = await run(label, command, args, { ...env, WTR_COUNT_FILE: countFile });
  const counts = existsSync(countFile) ? JSON.parse(readFileSync(countFile, 'utf8') || '{}') : undefined;
  if (!counts) {
    totals.failed++; // the runner died before it could count
    return false;
  }
  totals.passed += counts.passed ?? 0;
  totals.skipped += counts.skipped ?? 0;
  totals.failed += (counts.failed ?? 0) + (!ok && !counts.failed ? 1 : 0);
  return ok && !counts.failed;
}

/** Test files under test/ whose path ends with `suffix` (Node 20 has no fs.globSync). */
function testFiles(suffix) {
  return readdirSync('test', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join('test', file))
    .sort();
}

async function nodeSuite(label, suffix, countFileName, env = {}) {
  const files = testFiles(suffix);
  if (files.length === 0) return true;
  const countFile = join(countsDir, countFileName);
  const args = [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/node-count-reporter.mjs',
    `--test-reporter-destination=${countFile}`,
    ...files,
  ];
  return suite(label, process.execPath, args, countFileName, env);
}

/** A TCP port nothing listens on right now (the OS hands out a fresh one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the shared stack once (in the background: callers await it when they need it). */
function sharedStack() {
  stackStarting ??= (async () => {
    chainPort = await freePort();
    const started = Date.now();
    const stack = await startSharedDevStack({ logFile: stackLog, allowedOrigins: [`http://localhost:${chainPort}`] });
    console.log(
      `\n▶ shared dev stack up in ${((Date.now() - started) / 1000).toFixed(1)} s: demo ${stack.urls.demo}, server ${stack.urls.server} (output: ${stackLog})`,
    );
    return stack;
  })();
  return stackStarting;
}

async function stopSharedStack() {
  const stack = await stackStarting?.catch(() => undefined);
  await stack?.stop();
}

/** Runs a suite against the shared stack; a stack that did not start fails the suite. */
async function withSharedStack(label, runSuite) {
  let stack;
  try {
    stack = await sharedStack();
  } catch (error) {
    console.error(`\n✖ ${label}: ${error.message}\n${tail(stackLog)}`);
    totals.failed++;
    return;
  }
  const ok = await runSuite({ [SHARED_STACK_ENV]: stack.envValue });
  if (!ok) console.log(`\n--- shared dev stack output (last lines of ${stackLog}) ---\n${tail(stackLog)}`);
}

function tail(file, lines = 40) {
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no output)';
}

const STAGES = {
  // Prettier's check; `npm run format` fixes what it reports (config: .prettierrc.json).
  format: () => check('format (run `npm run format` to fix)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
  typecheck: () => check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  build: () => check('build', 'npm', ['run', 'build', '--silent']),
  size: () => check('size budget', process.execPath, ['scripts/size.mjs']),
  unit: () => suite('unit and element tests (Chromium)', bin('web-test-runner'), [], 'unit.json'),
  node: () => nodeSuite('node-side tests', '.node.test.ts', 'node.json'),
  chain: () =>
    withSharedStack('chain tests', (env) =>
      suite(
        'chain tests (Chromium + the shared dev stack)',
        bin('web-test-runner'),
        ['--config', 'web-test-runner.chain.config.mjs', '--port', String(chainPort)],
        'chain.json',
        env,
      ),
    ),
  e2e: () =>
    withSharedStack('end-to-end tests', (env) =>
      nodeSuite('end-to-end tests (Playwright + the shared dev stack)', '.e2e.test.ts', 'e2e.json', env),
    ),
};

const requested = process.argv.slice(2);
const stages = requested.length ? requested : Object.keys(STAGES);
const unknown = stages.filter((stage) => !(stage in STAGES));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(STAGES).join(', ')}`);
  process.exit(2);
}

async function exitNow(code) {
  if (exiting) return;
  exiting = true;
  current?.kill('SIGTERM');
  await stopSharedStack().catch((error) => console.error('stopping the shared dev stack:', error));
  rmSync(countsDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void exitNow(130));
process.on('SIGTERM', () => void exitNow(143));

// The stack comes up while the stage before the first one that needs it runs (it takes a while to
// start), unless that stage is the typecheck or the build (they want both cores).
const firstStackStage = stages.findIndex((stage) => STACK_STAGES.includes(stage));
const stackStartsAt =
  firstStackStage > 0 && !['typecheck', 'build'].includes(stages[firstStackStage - 1])
    ? firstStackStage - 1
    : firstStackStage;

try {
  if (stages.some((stage) => ['unit', 'chain', 'e2e'].includes(stage))) ensureChromium();
  for (const [index, stage] of stages.entries()) {
    if (exiting) break;
    if (index === stackStartsAt) sharedStack().catch(() => {}); // awaited (and reported) by the stage that needs it
    const ok = await STAGES[stage]();
    if (stage === 'build' && ok === false) {
      console.error('The build failed; later stages need it, so they were not run.');
      break;
    }
  }
} finally {
  await stopSharedStack().catch((error) => {
    console.error('stopping the shared dev stack:', error);
    totals.failed++;
  });
}
rmSync(countsDir, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
