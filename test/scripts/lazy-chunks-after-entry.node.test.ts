// The npm build's plugin (scripts/build/lazy-chunks-after-entry.mjs, issue 14 target 1): which lazy
// chunks get a bare import of the entry's chunks, on crafted chunk graphs, and what it does to a
// real rollup build (only appended lines, file names with their final hashes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rollup, type OutputChunk, type Plugin } from 'rollup';
import {
  lazyChunkImports,
  lazyChunksAfterEntry,
  type ChunkLinks,
} from '../../scripts/build/lazy-chunks-after-entry.mjs';

type Kind = 'entry' | 'lazy' | 'shared';
const chunk = ({ kind = 'shared', imports = [], dynamicImports = [] }: Partial<ChunkLinks> & { kind?: Kind }) => ({
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  imports,
  dynamicImports,
});

/** Our shape: index = core + constants; ./networks loads the constants alone; react loads both. */
function graph(extra: Record<string, ChunkLinks> = {}, coreLoads: string[] = []): Record<string, ChunkLinks> {
  return {
    'index.js': chunk({ kind: 'entry', imports: ['chunks/core.js', 'chunks/constants.js'] }),
    'networks.js': chunk({ kind: 'entry', imports: ['chunks/constants.js'] }),
    'react.js': chunk({ kind: 'entry', imports: ['chunks/core.js', 'chunks/constants.js'] }),
    'chunks/core.js': chunk({
      imports: ['chunks/constants.js'],
      dynamicImports: ['chunks/icons.js', 'chunks/app.js', ...coreLoads],
    }),
    'chunks/constants.js': chunk({}),
    'chunks/icons.js': chunk({ kind: 'lazy' }),
    'chunks/app.js': chunk({ kind: 'lazy', imports: ['chunks/core.js'], dynamicImports: ['chunks/send.js'] }),
    'chunks/send.js': chunk({ kind: 'lazy', imports: ['chunks/constants.js'] }),
    ...extra,
  };
}

describe('lazyChunkImports (scripts/build/lazy-chunks-after-entry.mjs)', () => {
  it("gives each import() target loaded after the entry the entry's chunks it lacks, the fewest that reach them", () => {
    const found = lazyChunkImports({ chunks: graph(), entry: 'index.js' });
    // icons imports nothing, send only the constants; app imports the core already. The core imports the constants.
    assert.deepEqual(
      [...found],
      [
        ['chunks/icons.js', ['chunks/core.js']],
        ['chunks/send.js', ['chunks/core.js']],
      ],
    );
  });

  it('counts a chunk imported statically by lazy chunks and with import() by the core as loaded after the entry', () => {
    const chunks = graph({ 'chunks/view.js': chunk({ kind: 'lazy', imports: ['chunks/icons.js'] }) }, [
      'chunks/view.js',
    ]);
    const found = lazyChunkImports({ chunks, entry: 'index.js' });
    assert.deepEqual(found.get('chunks/icons.js'), ['chunks/core.js']);
    assert.deepEqual(found.get('chunks/view.js'), ['chunks/core.js']);
  });

  it("adds nothing to a chunk that may load before some of the entry's chunks ran", () => {
    const chunks = graph({
      // The constants can run without the core (the ./networks entry): what they load may come before
      // the core. Importing the constants alone would split them from the core in the dapp's bundle.
      'chunks/constants.js': chunk({ dynamicImports: ['chunks/format.js'] }),
      'chunks/format.js': chunk({ kind: 'lazy' }),
      'messages.js': chunk({ kind: 'entry', dynamicImports: ['chunks/table.js'] }),
      'chunks/table.js': chunk({ kind: 'lazy' }),
    });
    const found = lazyChunkImports({ chunks, entry: 'index.js' });
    assert.equal(found.has('chunks/format.js'), false);
    assert.equal(found.has('chunks/table.js'), false);
    assert.equal(found.has('chunks/icons.js'), true);
  });

  it("leaves out the entry's chunks no import() target imports (defineEvmNetwork's, shared with ./networks)", () => {
    const chunks = graph({
      'index.js': chunk({ kind: 'entry', imports: ['chunks/core.js', 'chunks/constants.js', 'chunks/network.js'] }),
      'networks.js': chunk({ kind: 'entry', imports: ['chunks/constants.js', 'chunks/network.js'] }),
      'chunks/network.js': chunk({}),
    });
    const found = lazyChunkImports({ chunks, entry: 'index.js' });
    assert.deepEqual(found.get('chunks/icons.js'), ['chunks/core.js']);
  });

  it('gives what it can to a target that imports part of the entry already, a package (lit) included', () => {
    const chunks = graph({
      // The errors chunk is the entry's, and a view's, but the core does not load it: icons cannot have it.
      'index.js': chunk({ kind: 'entry', imports: ['chunks/core.js', 'chunks/constants.js', 'chunks/errors.js'] }),
      'chunks/errors.js': chunk({}),
      'chunks/core.js': chunk({
        imports: ['chunks/constants.js', 'lit'],
        dynamicImports: ['chunks/icons.js', 'chunks/app.js'],
      }),
      'chunks/app.js': chunk({ kind: 'lazy', imports: ['chunks/core.js', 'chunks/errors.js'] }),
      'chunks/icons.js': chunk({ kind: 'lazy', imports: ['lit'] }),
    });
    const found = lazyChunkImports({ chunks, entry: 'index.js' });
    // Without the core, icons alone would take lit out of the entry's chunk in the dapp's bundle.
    assert.deepEqual(found.get('chunks/icons.js'), ['chunks/core.js']);
  });

  it('settles on lazy chunks that import each other in a cycle', () => {
    const chunks = graph(
      {
        'chunks/a.js': chunk({ kind: 'lazy', dynamicImports: ['chunks/b.js'] }),
        'chunks/b.js': chunk({ kind: 'lazy', dynamicImports: ['chunks/a.js'] }),
      },
      ['chunks/a.js'],
    );
    const found = lazyChunkImports({ chunks, entry: 'index.js' });
    assert.deepEqual(found.get('chunks/a.js'), ['chunks/core.js']);
    assert.deepEqual(found.get('chunks/b.js'), ['chunks/core.js']);
  });
});

/** Modules from memory, our shape: index and react share the core; ./networks and the core the constants. */
function virtualModules(files: Record<string, string>): Plugin {
  return {
    name: 'virtual-modules',
    resolveId: (id) => (id in files ? id : id.startsWith('pkg') ? { id, external: true } : null),
    load: (id) => files[id] ?? null,
  };
}
// `extra` and SIZE keep the core and the constants out of the entries' files, as in our build. The
// views import the core, the icons do not: only the icons get the import.
const FILES = {
  index: "export { start, open } from 'core';",
  react: "import { start, extra } from 'core'; export const useStart = () => [start, extra];",
  networks: "export { TIMEOUT } from 'constants';",
  core: `import { TIMEOUT, SIZE } from 'constants';
    export const start = () => import('icons').then((m) => m.icon(SIZE, TIMEOUT));
    export const extra = 1;
    export const open = () => import('views');`,
  views: "import { extra } from 'core'; export const view = () => extra;",
  constants: 'export const TIMEOUT = 3000; export const SIZE = 16;',
  icons: "import { svg } from 'pkg'; export const icon = (size) => svg(size);",
};
/** A chunk's code without its last line, the source map comment (its name holds the chunk's hash). */
const withoutMapComment = (code: string) => code.replace(/\/\/# sourceMappingURL=\S+\n?$/, '');

async function build(plugins: Plugin[]): Promise<OutputChunk[]> {
  const bundle = await rollup({
    input: { index: 'index', react: 'react', networks: 'networks' },
    plugins: [virtualModules(FILES)],
  });
  const { output } = await bundle.generate({
    format: 'es',
    sourcemap: true,
    chunkFileNames: 'chunks/[name]-[hash].js',
    plugins,
  });
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

describe('lazyChunksAfterEntry in a rollup build', () => {
  it("appends the import of the entry's chunk to the lazy chunk, with its final file name, and changes nothing else", async () => {
    const [plain, withPlugin] = [await build([]), await build([lazyChunksAfterEntry({ entry: 'index.js' })])];
    const icons = withPlugin.find((file) => file.name === 'icons');
    const core = withPlugin.find((file) => file.moduleIds.includes('core'));
    if (!icons || !core)
      throw new Error(`expected an icons and a core chunk, got ${withPlugin.map((f) => f.fileName)}`);
    const before = plain.find((file) => file.name === 'icons')!;
    assert.equal(
      withoutMapComment(icons.code),
      `${withoutMapComment(before.code)}import './${core.fileName.replace('chunks/', '')}';\n`,
    );
    assert.ok(!icons.code.includes('!~{'), 'no hash placeholder is left');
    assert.equal(icons.map?.mappings, before.map?.mappings, 'the source map is unchanged');
    // The entries and the shared chunks are the same as without the plugin, but for the hashes in names.
    const masked = (code: string) => code.replace(/-[\w-]{8}\.js/g, '-HASH.js');
    for (const file of withPlugin.filter((output) => output !== icons)) {
      const other = plain.find((candidate) => masked(candidate.fileName) === masked(file.fileName));
      assert.equal(masked(file.code), masked(other?.code ?? ''), file.fileName);
    }
  });
});
