// `npm run size` (scripts/size.mjs): the budget check on crafted chunk manifests, and the source-map
// attribution behind its list of the initial chunk's contents.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkChunkBudgets, type ChunkManifest } from '../../scripts/size/chunk-budgets.mjs';
import { bytesPerSource, ownerOf } from '../../scripts/size/initial-contents.mjs';

/** index.js (+ its static import) loads send-views lazily; send-views pulls one lazy-only chunk. */
function manifestWith(extra: ChunkManifest = {}): ChunkManifest {
  const lazyTargets = Object.keys(extra);
  return {
    'index.js': {
      name: 'index',
      facadeModuleId: 'src/index.ts',
      isEntry: true,
      imports: ['core-a1.js'],
      dynamicImports: [],
    },
    'core-a1.js': {
      name: 'core',
      facadeModuleId: null,
      isEntry: false,
      imports: [],
      dynamicImports: ['send-views-b2.js', ...lazyTargets],
    },
    'send-views-b2.js': {
      name: 'send-views',
      facadeModuleId: 'src/views/send-views.ts',
      isEntry: false,
      imports: ['validate-c3.js', 'core-a1.js'],
      dynamicImports: [],
    },
    'validate-c3.js': { name: 'validate', facadeModuleId: null, isEntry: false, imports: [], dynamicImports: [] },
    ...extra,
  };
}
const GZIP: Record<string, number> = {
  'index.js': 100,
  'core-a1.js': 1000,
  'send-views-b2.js': 300,
  'validate-c3.js': 50,
};
const sizeOf = (file: string) => ({ min: (GZIP[file] ?? 200) * 3, gzip: GZIP[file] ?? 200 });

describe('size budgets (scripts/size/chunk-budgets.mjs)', () => {
  it('groups each import() target with the lazy chunks it pulls, and passes when every group fits its budget', () => {
    const { rows, failures } = checkChunkBudgets({
      manifest: manifestWith(),
      budgets: { initial: 1100, 'send-views': 350 },
      sizeOf,
    });
    assert.deepEqual(
      rows.map(({ key, files, gzip }) => ({ key, files, gzip })),
      [
        { key: 'initial', files: ['index.js', 'core-a1.js'], gzip: 1100 },
        // core-a1.js is already loaded with the page: the send views' group does not count it again.
        { key: 'send-views', files: ['send-views-b2.js', 'validate-c3.js'], gzip: 350 },
      ],
    );
    assert.deepEqual(failures, []);
  });

  it('fails a lazy group over its budget, naming it', () => {
    const { failures } = checkChunkBudgets({
      manifest: manifestWith(),
      budgets: { initial: 1100, 'send-views': 349 },
      sizeOf,
    });
    assert.deepEqual(failures, ['"send-views" is 350 bytes gz (0.3 KiB), over its budget of 349 (0.3 KiB).']);
  });

  it('fails the initial chunk over its budget', () => {
    const { failures } = checkChunkBudgets({
      manifest: manifestWith(),
      budgets: { initial: 1099, 'send-views': 350 },
      sizeOf,
    });
    assert.equal(failures.length, 1);
    assert.match(failures[0] ?? '', /^"initial" is 1100 bytes gz .* over its budget of 1099/);
  });

  it('fails a new lazy chunk without a budget, giving the line to add (its size + 10%, rounded up to 100 bytes)', () => {
    const manifest = manifestWith({
      'account-features-d4.js': {
        name: 'account-features',
        facadeModuleId: 'src/core/account-features.ts',
        isEntry: false,
        imports: [],
        dynamicImports: [],
      },
    });
    const { failures } = checkChunkBudgets({ manifest, budgets: { initial: 1100, 'send-views': 350 }, sizeOf });
    assert.deepEqual(failures, [
      '"account-features" (0.2 KiB gz) has no budget: add "account-features": 300 to "sizeBudgets" in package.json.',
    ]);
  });

  it('does not count again what the importer of a lazy chunk already loaded (a view loaded by the lazy core)', () => {
    // app-core (lazy) imports shared-d4 statically and loads account-view, which imports shared-d4 too.
    const manifest: ChunkManifest = {
      ...manifestWith({
        'app-core-e5.js': {
          name: 'app-core',
          facadeModuleId: 'src/client/app-core.ts',
          isEntry: false,
          imports: ['shared-d4.js'],
          dynamicImports: ['account-view-f6.js'],
        },
      }),
      'account-view-f6.js': {
        name: 'account-view',
        facadeModuleId: 'src/views/account-view.ts',
        isEntry: false,
        imports: ['shared-d4.js', 'validate-c3.js'],
        dynamicImports: [],
      },
      'shared-d4.js': { name: 'shared', facadeModuleId: null, isEntry: false, imports: [], dynamicImports: [] },
    };
    const { rows } = checkChunkBudgets({ manifest, budgets: {}, sizeOf });
    const filesOf = (key: string) => rows.find((row) => row.key === key)?.files;
    assert.deepEqual(filesOf('app-core'), ['app-core-e5.js', 'shared-d4.js']);
    // shared-d4 came with the core; validate-c3 is new here (send-views, a sibling, also counts it).
    assert.deepEqual(filesOf('account-view'), ['account-view-f6.js', 'validate-c3.js']);
    assert.deepEqual(filesOf('send-views'), ['send-views-b2.js', 'validate-c3.js']);
  });

  it("does not count what a chunk that always runs first loaded (the modal's views open once the core ran)", () => {
    // The initial chunk loads the core and the modal side by side; the modal's view imports what the core did.
    const manifest: ChunkManifest = {
      ...manifestWith({
        'start-app-core-e5.js': {
          name: 'start-app-core',
          facadeModuleId: 'src/client/start-app-core.ts',
          isEntry: false,
          imports: ['errors-d4.js'],
          dynamicImports: [],
        },
        'w3m-modal-f6.js': {
          name: 'w3m-modal',
          facadeModuleId: 'src/modal/w3m-modal.ts',
          isEntry: false,
          imports: [],
          dynamicImports: ['account-view-g7.js'],
        },
      }),
      'account-view-g7.js': {
        name: 'account-view',
        facadeModuleId: 'src/views/account-view.ts',
        isEntry: false,
        imports: ['errors-d4.js'],
        dynamicImports: [],
      },
      'errors-d4.js': { name: 'errors', facadeModuleId: null, isEntry: false, imports: [], dynamicImports: [] },
    };
    const filesOf = (rows: Array<{ key: string; files: string[] }>, key: string) =>
      rows.find((row) => row.key === key)?.files;
    // By default the app's order applies (APP_RUNS_AFTER): the core has brought errors-d4.
    const { rows } = checkChunkBudgets({ manifest, budgets: {}, sizeOf });
    assert.deepEqual(filesOf(rows, 'account-view'), ['account-view-g7.js']);
    assert.deepEqual(filesOf(rows, 'start-app-core'), ['start-app-core-e5.js', 'errors-d4.js']);
    // Without it, nothing says the core ran first: the view counts errors-d4.
    const unordered = checkChunkBudgets({ manifest, budgets: {}, sizeOf, runsAfter: {} }).rows;
    assert.deepEqual(filesOf(unordered, 'account-view'), ['account-view-g7.js', 'errors-d4.js']);
  });

  it('tells two lazy chunks of one file name apart by their module paths', () => {
    const manifest = manifestWith({
      'utils-e5.js': {
        name: 'utils',
        facadeModuleId: 'src/core/utils.ts',
        isEntry: false,
        imports: [],
        dynamicImports: [],
      },
      'utils-f6.js': {
        name: 'utils',
        facadeModuleId: 'src/views/utils.ts',
        isEntry: false,
        imports: [],
        dynamicImports: [],
      },
    });
    const { rows, failures } = checkChunkBudgets({
      manifest,
      budgets: { initial: 1100, 'send-views': 350, 'src/core/utils': 200 },
      sizeOf,
    });
    assert.deepEqual(
      rows.map((row) => row.key),
      ['initial', 'send-views', 'src/core/utils', 'src/views/utils'],
    );
    assert.deepEqual(failures, [
      '"src/views/utils" (0.2 KiB gz) has no budget: add "src/views/utils": 300 to "sizeBudgets" in package.json.',
    ]);
  });

  it('gives another entry its own group, budgeted by its name', () => {
    const manifest = manifestWith({});
    manifest['networks.js'] = {
      name: 'networks',
      facadeModuleId: 'src/networks.ts',
      isEntry: true,
      imports: ['core-a1.js'],
      dynamicImports: [],
    };
    const { rows, failures } = checkChunkBudgets({ manifest, budgets: { initial: 1100, 'send-views': 350 }, sizeOf });
    assert.deepEqual(rows.find((row) => row.key === 'networks')?.files, ['networks.js', 'core-a1.js']);
    assert.match(failures.join('\n'), /"networks" \(1\.2 KiB gz\) has no budget/);
  });
  it('groups another build (the frame app) from its own entry, with every other key under its prefix', () => {
    const manifest: ChunkManifest = {
      'frame.js': {
        name: 'frame',
        facadeModuleId: 'frame/src/main.ts',
        isEntry: true,
        imports: ['queue-a1.js'],
        dynamicImports: ['solana-b2.js'],
      },
      'review.js': {
        name: 'review',
        facadeModuleId: 'frame/src/review/main.ts',
        isEntry: true,
        imports: ['queue-a1.js'],
        dynamicImports: [],
      },
      'queue-a1.js': { name: 'queue', facadeModuleId: null, isEntry: false, imports: [], dynamicImports: [] },
      'solana-b2.js': {
        name: 'solana',
        facadeModuleId: 'frame/src/wallet/solana.ts',
        isEntry: false,
        imports: [],
        dynamicImports: [],
      },
    };
    const { rows, failures } = checkChunkBudgets({
      manifest,
      budgets: { frame: 1200, 'frame/review': 1200, solana: 200 },
      sizeOf,
      entry: 'frame.js',
      initialKey: 'frame',
      keyPrefix: 'frame/',
    });
    assert.deepEqual(
      rows.map(({ key, files }) => ({ key, files })),
      [
        { key: 'frame', files: ['frame.js', 'queue-a1.js'] },
        { key: 'frame/review', files: ['review.js', 'queue-a1.js'] },
        { key: 'frame/solana', files: ['solana-b2.js'] },
      ],
    );
    // The browser build's "solana" budget is not the frame's: its group has none of its own.
    assert.deepEqual(failures, [
      '"frame/solana" (0.2 KiB gz) has no budget: add "frame/solana": 300 to "sizeBudgets" in package.json.',
    ]);
  });
});

describe('bytesPerSource (scripts/size/initial-contents.mjs)', () => {
  it('gives each source map segment the bytes up to the next one, across lines without mappings', () => {
    // Line 1: a.ts from column 0, b.ts from column 16 ("gB" is 16 in base64 VLQ); line 2 has no
    // mapping (inside a template literal), so it stays b.ts's; line 3 is a.ts again, "é" is 2 bytes.
    const code = `${'x'.repeat(16)}yyyy\ncss\né`;
    const totals = bytesPerSource({ code, map: { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,gBCAA;;ADAA' } });
    assert.deepEqual(Object.fromEntries(totals), { 'a.ts': 16 + 2, 'b.ts': 4 + 1 + 3 + 1 });
  });

  it('puts the bytes before the first mapping and after the last mapped line under null', () => {
    const totals = bytesPerSource({
      code: 'import"x";code\n//# sourceMappingURL=x.map',
      map: { sources: ['a.ts'], mappings: 'UAAA' },
    });
    assert.deepEqual(Object.fromEntries(totals), { null: 10 + 26, 'a.ts': 4 + 1 });
  });

  it('names the package or our folder a module belongs to', () => {
    assert.equal(ownerOf('node_modules/@lit/reactive-element/css-tag.js'), '@lit/reactive-element');
    assert.equal(ownerOf('node_modules/a/node_modules/lit-html/lit-html.js'), 'lit-html');
    assert.equal(ownerOf('src/core/stores/chain-store.ts'), 'src/core/stores');
  });
});
