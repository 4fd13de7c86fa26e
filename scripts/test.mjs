// `npm test`: typecheck, build, size budget, unit (Chromium), node-side, chain and end-to-end
// suites, in that order, then one plain "N passed, N failed" line for all of them together.
// `node scripts/test.mjs <stage…>` runs only the named stages (e.g. `chain e2e`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const countsDir = mkdtempSync(join(tmpdir(), 'appkit-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const bin = (name) => join('node_modules', '.bin', name);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is not a test suite (typecheck, build): a failure counts as one failed check. */
function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) totals.passed++;
  else totals.failed++;
  return ok;
}

function suite(label, command, args, countFileName, env = {}) {
  const countFile = join(countsDir, countFileName);
  const ok = run(label, command, args, { ...env, WTR_COUNT_FILE: countFile });
  const counts = existsSync(countFile) ? JSON.parse(readFileSync(countFile, 'utf8') || '{}') : undefined;
  if (!counts) {
    totals.failed++; // the runner died before it could count
    return;
  }
  totals.passed += counts.passed ?? 0;
  totals.skipped += counts.skipped ?? 0;
  totals.failed += (counts.failed ?? 0) + (!ok && !counts.failed ? 1 : 0);
}

/** Test files under test/ whose path ends with `suffix` (Node 20 has no fs.globSync). */
function testFiles(suffix) {
  return readdirSync('test', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(suffix)).map((file) => join('test', file)).sort();
}

function nodeSuite(label, suffix, countFileName) {
  const files = testFiles(suffix);
  if (files.length === 0) return;
  const countFile = join(countsDir, countFileName);
  const args = ['--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/node-count-reporter.mjs', `--test-reporter-destination=${countFile}`, ...files];
  suite(label, process.execPath, args, countFileName);
}

const STAGES = {
  typecheck: () => check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  build: () => check('build', 'npm', ['run', 'build', '--silent']),
  size: () => check('size budget', process.execPath, ['scripts/size.mjs']),
  unit: () => suite('unit and element tests (Chromium)', bin('web-test-runner'), [], 'unit.json'),
  node: () => nodeSuite('node-side tests', '.node.test.ts', 'node.json'),
  chain: () => suite('chain tests (Chromium + local chains)', bin('web-test-runner'), ['--config', 'web-test-runner.chain.config.mjs'], 'chain.json'),
  e2e: () => nodeSuite('end-to-end tests (Playwright + dev stack)', '.e2e.test.ts', 'e2e.json'),
};

const requested = process.argv.slice(2);
const stages = requested.length ? requested : Object.keys(STAGES);
const unknown = stages.filter((stage) => !(stage in STAGES));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(STAGES).join(', ')}`);
  process.exit(2);
}
if (stages.some((stage) => ['unit', 'chain', 'e2e'].includes(stage))) ensureChromium();
for (const stage of stages) {
  const ok = STAGES[stage]();
  if (stage === 'build' && ok === false) {
    console.error('The build failed; later stages need it, so they were not run.');
    break;
  }
}
rmSync(countsDir, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
