// DESIGN §3: imports only point down. This reads every relative import and checks the arrows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Which folders each layer may import from (prefixes relative to the repo root). */
const ALLOWED: Array<{ layer: string; may: string[] }> = [
  { layer: 'src/ui/', may: ['src/ui/'] },
  // The protocol is shared with frame/ and server/, so it stays free of stores and controllers.
  { layer: 'src/core/protocol/', may: ['src/core/protocol/', 'src/core/errors/', 'src/core/utils/', 'src/core/constants.ts'] },
  { layer: 'src/core/', may: ['src/core/'] },
  { layer: 'src/connectors/', may: ['src/connectors/', 'src/core/errors/', 'src/core/utils/', 'src/core/protocol/', 'src/core/types/', 'src/core/constants.ts'] },
  { layer: 'src/views/', may: ['src/views/', 'src/core/', 'src/ui/'] },
  { layer: 'src/modal/', may: ['src/modal/', 'src/views/', 'src/core/', 'src/ui/'] },
  { layer: 'src/client/', may: ['src/'] },
  { layer: 'src/index.ts', may: ['src/'] },
  { layer: 'react/', may: ['react/', 'src/index.ts'] },
  { layer: 'frame/', may: ['frame/', 'src/core/protocol/', 'src/core/errors/', 'src/core/utils/'] },
  { layer: 'server/', may: ['server/', 'src/core/protocol/', 'src/core/utils/'] },
];

function sourceFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  try {
    statSync(full);
  } catch {
    return [];
  }
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => join(dir, file));
}

function relativeImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g)]
    .map((match) => match[1] ?? match[2] ?? match[3]!);
  return specifiers.map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

test('imports only point down the layers of DESIGN §3', () => {
  const violations: string[] = [];
  const files = ['src', 'react', 'frame', 'server'].flatMap(sourceFiles);
  assert.ok(files.length > 20, 'expected to find the source files');
  for (const file of files) {
    const rule = ALLOWED.find(({ layer }) => file === layer || file.startsWith(layer));
    if (!rule) continue;
    for (const target of relativeImports(file)) {
      const ownCode = ['src/', 'react/', 'frame/', 'server/'].some((prefix) => target.startsWith(prefix));
      if (ownCode && !rule.may.some((prefix) => target === prefix || target.startsWith(prefix))) violations.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(violations, []);
});

/** Packages (bare imports) a layer may use; layers not listed here are not restricted. */
const ALLOWED_PACKAGES: Array<{ layer: string; may: string[] }> = [{ layer: 'src/core/protocol/', may: ['valibot'] }];

function packageImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^.'"][^'"]*)['"]|import\(\s*['"]([^.'"][^'"]*)['"]\s*\)|import\s+['"]([^.'"][^'"]*)['"]/g)]
    .map((match) => match[1] ?? match[2] ?? match[3]!);
}

test('core/protocol imports no package but valibot (DESIGN §7: one schema module, shared with the frame)', () => {
  const violations: string[] = [];
  for (const { layer, may } of ALLOWED_PACKAGES) {
    const files = sourceFiles(layer);
    assert.ok(files.length > 0, `expected files under ${layer}`);
    for (const file of files) {
      for (const name of packageImports(file)) if (!may.some((allowed) => name === allowed || name.startsWith(`${allowed}/`))) violations.push(`${file} → ${name}`);
    }
  }
  assert.deepEqual(violations, []);
});

test('the layer check sees a violation when there is one', () => {
  // The protocol reading a store would pull the modal's state into the frame bundle.
  const protocolRule = ALLOWED.find(({ layer }) => 'src/core/protocol/parse-app-message.ts'.startsWith(layer))!;
  assert.equal(protocolRule.may.some((prefix) => 'src/core/stores/modal-store.ts'.startsWith(prefix)), false);
  assert.deepEqual(packageImports('src/core/protocol/parse-app-message.ts'), ['valibot']);
  // A ui primitive reading a store would break the rule; make sure the matcher catches such a path.
  const rule = ALLOWED.find(({ layer }) => 'src/ui/wui-button.ts'.startsWith(layer))!;
  assert.equal(rule.may.some((prefix) => 'src/core/stores/modal-store.ts'.startsWith(prefix)), false);
});
