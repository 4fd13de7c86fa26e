// Issue 14 part 1: the JS before the button is painted is lit, nanostores, the buttons, the stores,
// the messages and the options check. This walks the static imports of the package's entry (what
// a bundler puts in the initial chunk) and fails when a controller, the modal, a view, a connector
// or another package is among them. `import()` ends the walk: that is a lazy chunk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = 'src/index.ts';
/** The core chunk and the modal's chunk: lazy, loaded by createAppKit after the first paint. */
const CORE_CHUNK = 'src/client/start-app-core.ts';
const MODAL_CHUNK = 'src/modal/w3m-modal.ts';

/** Packages the button may cost (their own imports are theirs). */
const ALLOWED_PACKAGES = ['lit', 'lit/decorators.js', 'nanostores'];
/** Folders none of whose modules may be in the initial chunk. */
const FORBIDDEN_FOLDERS = ['src/views/', 'src/connectors/', 'src/core/protocol/', 'src/core/api/'];
/** Modules too big for what the buttons use of them: the whole message table (the buttons have en-buttons.ts). */
const FORBIDDEN_MODULES = ['src/core/messages/en.ts', 'src/core/messages/messages-store.ts'];
/**
 * What the first paint needs of the controllers' folder: the networks and the theme the buttons
 * render are written by `setNetworks` and the ThemeController. The ChainController is the core's.
 */
const ALLOWED_CONTROLLERS = ['src/core/controllers/set-networks.ts', 'src/core/controllers/theme-controller.ts'];
/** The modal folder's modules the buttons need; the shell, the router and the view table are the modal's chunk. */
const ALLOWED_MODAL_MODULES = [
  'src/modal/w3m-button.ts',
  'src/modal/w3m-connect-button.ts',
  'src/modal/w3m-account-button.ts',
  'src/modal/shell-button.ts',
  'src/modal/w3m-network-button.ts',
  'src/modal/apply-theme.ts',
  'src/modal/app-shell-context.ts',
];

interface ModuleImports {
  /** Own modules imported statically (kept by the build: `import type` and `export type` are erased). */
  statics: string[];
  /** Own modules loaded with `import()`. */
  lazy: string[];
  packages: string[];
}

function readImports(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const found: ModuleImports = { statics: [], lazy: [], packages: [] };
  const add = (specifier: string, lazy: boolean) => {
    if (!specifier.startsWith('.')) {
      if (!lazy) found.packages.push(specifier);
      return;
    }
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier)).replace(/\.js$/, '.ts');
    (lazy ? found.lazy : found.statics).push(target);
  };
  const visit = (node: ts.Node): void => {
    // verbatimModuleSyntax keeps `import { type A } from 'x'` as `import {} from 'x'`: only `import type` goes.
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      add((node.moduleSpecifier as ts.StringLiteral).text, false);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      add((node.moduleSpecifier as ts.StringLiteral).text, false);
    const [argument] =
      ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments : [];
    if (argument && ts.isStringLiteral(argument)) add(argument.text, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules `entry` brings in statically, itself included, with what they import. */
function staticGraph(entry: string): Map<string, ModuleImports> {
  const graph = new Map<string, ModuleImports>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (graph.has(file)) continue;
    const imports = readImports(file);
    graph.set(file, imports);
    pending.push(...imports.statics);
  }
  return graph;
}

/** What the initial-chunk rules reject in a graph, one line per module or package. */
function violations(graph: Map<string, ModuleImports>): string[] {
  const found: string[] = [];
  for (const file of graph.keys()) {
    if (FORBIDDEN_FOLDERS.some((folder) => file.startsWith(folder))) found.push(file);
    if (file.startsWith('src/core/controllers/') && !ALLOWED_CONTROLLERS.includes(file)) found.push(file);
    if (file.startsWith('src/modal/') && !ALLOWED_MODAL_MODULES.includes(file)) found.push(file);
    if (file === CORE_CHUNK || FORBIDDEN_MODULES.includes(file)) found.push(file);
  }
  const packages = new Set([...graph.values()].flatMap((imports) => imports.packages));
  for (const name of packages) if (!ALLOWED_PACKAGES.includes(name)) found.push(`package ${name}`);
  return found;
}

test('the initial chunk holds no controller, modal shell, view, connector or other package (issue 14 part 1)', () => {
  const graph = staticGraph(ENTRY);
  for (const expected of ['src/modal/w3m-button.ts', 'src/modal/w3m-network-button.ts', 'src/client/create-app-kit.ts'])
    assert.ok(graph.has(expected), `expected ${expected} in the initial chunk`);
  assert.deepEqual(violations(graph), []);
});

test('the core and the modal are lazy chunks the initial chunk can load', () => {
  const lazy = new Set([...staticGraph(ENTRY).values()].flatMap((imports) => imports.lazy));
  assert.ok(lazy.has(CORE_CHUNK), `expected an import() of ${CORE_CHUNK}`);
  assert.ok(lazy.has(MODAL_CHUNK), `expected an import() of ${MODAL_CHUNK}`);
});

test('the rules see a violation when there is one', () => {
  // The core chunk's own graph holds what the initial one must not: controllers, a view's context, packages.
  const found = violations(staticGraph(CORE_CHUNK));
  assert.ok(found.includes(CORE_CHUNK));
  assert.ok(found.includes('src/core/controllers/connection-controller.ts'));
  assert.ok(found.includes('src/core/controllers/chain-controller.ts'));
  assert.ok(found.includes('src/views/app-context.ts'));
  assert.ok(found.includes('package @lit/context'));
  assert.ok(violations(staticGraph(MODAL_CHUNK)).includes(MODAL_CHUNK));
  assert.ok(violations(staticGraph('src/messages.ts')).includes('src/core/messages/en.ts'));
  // `import type` is erased by the build; `import { type A }` is not (verbatimModuleSyntax).
  assert.ok(
    !readImports('src/modal/app-shell-context.ts').statics.includes('src/core/controllers/modal-controller.ts'),
  );
});
