// DESIGN §3: imports only point down. This reads every relative import and checks the arrows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

/** Which folders each layer may import from (prefixes relative to the repo root). */
const ALLOWED: Array<{ layer: string; may: string[] }> = [
  { layer: 'src/ui/', may: ['src/ui/'] },
  // The protocol is shared with frame/ and server/, so it stays free of stores and controllers.
  {
    layer: 'src/core/protocol/',
    may: ['src/core/protocol/', 'src/core/errors/', 'src/core/utils/', 'src/core/constants.ts'],
  },
  { layer: 'src/core/', may: ['src/core/'] },
  {
    layer: 'src/connectors/',
    may: [
      'src/connectors/',
      'src/core/errors/',
      'src/core/utils/',
      'src/core/protocol/',
      'src/core/types/',
      'src/core/constants.ts',
      'src/core/walletconnect-constants.ts',
    ],
  },
  { layer: 'src/views/', may: ['src/views/', 'src/core/', 'src/ui/'] },
  { layer: 'src/modal/', may: ['src/modal/', 'src/views/', 'src/core/', 'src/ui/'] },
  { layer: 'src/client/', may: ['src/'] },
  { layer: 'src/index.ts', may: ['src/'] },
  { layer: 'react/', may: ['react/', 'src/index.ts'] },
  // The wagmi entry speaks the modal's own types and constants (issue 20 part 2), never its controllers.
  {
    layer: 'wagmi/',
    may: [
      'wagmi/',
      'src/index.ts',
      'src/core/types/',
      'src/core/constants.ts',
      'src/core/walletconnect-constants.ts',
      'src/core/utils/',
      'src/core/storage/',
    ],
  },
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
  const specifiers = [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]!);
  return specifiers.map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

test('imports only point down the layers of DESIGN §3', () => {
  const violations: string[] = [];
  const files = ['src', 'react', 'wagmi', 'frame', 'server'].flatMap(sourceFiles);
  assert.ok(files.length > 20, 'expected to find the source files');
  for (const file of files) {
    const rule = ALLOWED.find(({ layer }) => file === layer || file.startsWith(layer));
    if (!rule) continue;
    for (const target of relativeImports(file)) {
      const ownCode = ['src/', 'react/', 'wagmi/', 'frame/', 'server/'].some((prefix) => target.startsWith(prefix));
      if (ownCode && !rule.may.some((prefix) => target === prefix || target.startsWith(prefix)))
        violations.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(violations, []);
});

/** Packages (bare imports) a layer may use; layers not listed here are not restricted. */
const ALLOWED_PACKAGES: Array<{ layer: string; may: string[] }> = [{ layer: 'src/core/protocol/', may: ['valibot'] }];

function packageImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s*['"]([^.'"][^'"]*)['"]|import\(\s*['"]([^.'"][^'"]*)['"]\s*\)|import\s+['"]([^.'"][^'"]*)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]!);
}

test('core/protocol imports no package but valibot (DESIGN §7: one schema module, shared with the frame)', () => {
  const violations: string[] = [];
  for (const { layer, may } of ALLOWED_PACKAGES) {
    const files = sourceFiles(layer);
    assert.ok(files.length > 0, `expected files under ${layer}`);
    for (const file of files) {
      for (const name of packageImports(file))
        if (!may.some((allowed) => name === allowed || name.startsWith(`${allowed}/`)))
          violations.push(`${file} → ${name}`);
    }
  }
  assert.deepEqual(violations, []);
});

/** How elements receive the app's controllers (issue 13): provided by the composition root, never reached for by core. */
const APP_CONTEXT = 'src/views/app-context.ts';

test('core never imports the app context, and only the composition root provides it (issue 13)', () => {
  const violations: string[] = [];
  for (const file of sourceFiles('src/core/'))
    if (relativeImports(file).includes(APP_CONTEXT)) violations.push(`${file} → ${APP_CONTEXT}`);
  for (const file of ['src', 'react', 'wagmi', 'frame', 'server'].flatMap(sourceFiles)) {
    if (file === APP_CONTEXT || file.startsWith('src/client/')) continue;
    if (/\bprovideAppControllers\(/.test(readFileSync(join(ROOT, file), 'utf8')))
      violations.push(`${file} provides the app context`);
  }
  assert.deepEqual(violations, []);
});

/**
 * The modules a file depends on: static imports, re-exports and `import()`, read from the syntax
 * tree (comments do not count). `import type` and `export type` count too: the build erases them,
 * but two modules that need each other's types are one module split in two (issue 13).
 */
function moduleImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    const [argument] =
      ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments : [];
    if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

/** Every cycle of a graph, once each, as the path that closes it (`a → b → a`). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): void => {
    const start = path.indexOf(node);
    if (start >= 0) {
      cycles.push([...path.slice(start), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    path.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return cycles;
}

test('no import cycles among the modules of src, react, wagmi, frame and server (issue 13)', () => {
  const files = ['src', 'react', 'wagmi', 'frame', 'server'].flatMap(sourceFiles);
  for (const root of ['src/', 'frame/src/', 'server/'])
    assert.ok(
      files.some((file) => file.startsWith(root)),
      `expected to read the modules under ${root}`,
    );
  const graph = new Map(files.map((file) => [file, moduleImports(file)]));
  assert.ok(
    graph.get('src/client/start-app-core.ts')?.includes(APP_CONTEXT),
    'expected to read the imports of the composition root',
  );
  // An import the graph cannot place (another extension, a folder) would hide any cycle through it.
  const unplaced = [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => !graph.has(target)).map((target) => `${file} → ${target}`),
  );
  assert.deepEqual(unplaced, []);
  assert.deepEqual(findCycles(graph), []);
});

test('the layer check sees a violation when there is one', () => {
  // The protocol reading a store would pull the modal's state into the frame bundle.
  const protocolRule = ALLOWED.find(({ layer }) => 'src/core/protocol/parse-app-message.ts'.startsWith(layer))!;
  assert.equal(
    protocolRule.may.some((prefix) => 'src/core/stores/modal-store.ts'.startsWith(prefix)),
    false,
  );
  assert.deepEqual(packageImports('src/core/protocol/parse-app-message.ts'), ['valibot']);
  // A ui primitive reading a store would break the rule; make sure the matcher catches such a path.
  const rule = ALLOWED.find(({ layer }) => 'src/ui/wui-button.ts'.startsWith(layer))!;
  assert.equal(
    rule.may.some((prefix) => 'src/core/stores/modal-store.ts'.startsWith(prefix)),
    false,
  );
  // A controller reaching for the app context would be a hidden global again (issue 13).
  const coreRule = ALLOWED.find(({ layer }) => 'src/core/controllers/send-flow.ts'.startsWith(layer))!;
  assert.equal(
    coreRule.may.some((prefix) => APP_CONTEXT.startsWith(prefix)),
    false,
  );
  // The cycle finder finds a cycle, also one reached from outside it, and nothing in a tree.
  assert.deepEqual(
    findCycles(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['b']],
      ]),
    ),
    ['b → c → b'],
  );
  assert.deepEqual(
    findCycles(
      new Map([
        ['a', ['b', 'c']],
        ['b', ['c']],
        ['c', []],
      ]),
    ),
    [],
  );
  // A dynamic import() is an edge, and so is a type-only import (the one send-flow.ts has of its services).
  assert.ok(moduleImports('src/core/controllers/send-controller.ts').includes('src/core/controllers/send-flow.ts'));
  assert.match(
    readFileSync(join(ROOT, 'src/core/controllers/send-flow.ts'), 'utf8'),
    /^import type \{ SendServices \} from '\.\.\/types\/send-services\.js';$/m,
  );
  assert.ok(moduleImports('src/core/controllers/send-flow.ts').includes('src/core/types/send-services.ts'));
});
