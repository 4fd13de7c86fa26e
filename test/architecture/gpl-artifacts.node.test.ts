// Issue 19: the local exchange deploys Uniswap V2 from the GPL-3.0 npm builds (devDependencies
// `@uniswap/v2-core`, `@uniswap/v2-periphery`). The MIT package must never carry them: only the dev
// stack reads them, at run time, through server/chains/read-uniswap-artifact.ts. dist/ is built from
// src/, react/ and frame/ (rollup.config.mjs, tsconfig.build.json), so none of those may name them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const UNISWAP = /@uniswap\//;
/** The one module that resolves the packages' builds. */
const READER = 'server/chains/read-uniswap-artifact.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(join(ROOT, file)).isFile());
}

const mentionsUniswap = (file: string) => UNISWAP.test(readFileSync(join(ROOT, file), 'utf8'));

test('nothing the build reads names the Uniswap packages (GPL-3.0 stays out of dist/)', () => {
  const buildInputs = [...['src', 'react', 'frame'].flatMap(filesUnder), 'rollup.config.mjs', 'tsconfig.build.json'];
  assert.ok(buildInputs.length > 100, 'expected to find the build inputs');
  assert.deepEqual(buildInputs.filter(mentionsUniswap), []);
});

test('only server/chains/read-uniswap-artifact.ts reads the Uniswap packages', () => {
  const code = ['server', 'scripts'].flatMap(filesUnder).filter((file) => /\.(ts|mts|mjs|cjs|js)$/.test(file));
  assert.deepEqual(code.filter(mentionsUniswap), [READER]);
});

test('the published package is dist/ and the README only', () => {
  const { files } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files?: string[] };
  assert.deepEqual(files, ['dist', 'README.md']);
});
