// The npm build's lazy chunks name the entry's chunks as dependencies (issue 14 target 1: sizes
// count what a dapp ships). A dapp's bundler re-splits our output: esbuild puts each file in the
// output chunk of the set of entries (the dapp's and each `import()` target) that reach it
// statically; it cannot know that our lazy chunks load only after the entry ran. The icons chunk
// imports lit without our code, a security flow nanostores, a send the constants: each of the three
// became a chunk of its own before the button, four files instead of one and 0.9 KiB gz more (each
// file is compressed alone). A lazy chunk that loads only after the entry's chunks ran may import
// them with no change at run time (they have run already), and then every `import()` target reaches
// them all, so the dapp's bundler keeps them in one chunk.

import { posix } from 'node:path';

/** What `file` loads statically, itself included: chunks of this build and packages (which end the walk). */
function staticClosure({ chunks, file, seen = new Set() }) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunks[file]?.imports ?? []) staticClosure({ chunks, file: imported, seen });
  return seen;
}

/**
 * What has run before `file` starts to load, for every chunk: nothing for an entry (a page may load
 * it first); for another chunk, what every way to load it has run, i.e. for each chunk that imports
 * it with `import()`, that chunk with its static imports and what ran before it, and for each chunk
 * that imports it statically, what ran before that one. Computed down from "everything" until
 * nothing changes, so import cycles between lazy chunks settle too.
 */
function ranBeforeEachChunk({ chunks, closures }) {
  const files = Object.keys(chunks);
  const everything = new Set([...closures.values()].flatMap((closure) => [...closure]));
  const importers = new Map(files.map((file) => [file, []]));
  for (const [file, chunk] of Object.entries(chunks)) {
    for (const imported of chunk.imports) importers.get(imported)?.push({ file, lazy: false });
    for (const imported of chunk.dynamicImports) importers.get(imported)?.push({ file, lazy: true });
  }
  const ranBefore = new Map(files.map((file) => [file, chunks[file].isEntry ? new Set() : everything]));
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files) {
      if (chunks[file].isEntry) continue;
      const ways = importers
        .get(file)
        .map(({ file: importer, lazy }) =>
          lazy ? new Set([...ranBefore.get(importer), ...closures.get(importer)]) : ranBefore.get(importer),
        );
      const next = ways.length ? [...everything].filter((candidate) => ways.every((way) => way.has(candidate))) : [];
      if (next.length === ranBefore.get(file).size) continue;
      ranBefore.set(file, new Set(next));
      changed = true;
    }
  }
  return ranBefore;
}

/**
 * For each `import()` target, the chunks (or packages) of `entry` that have run before it loads and
 * that it does not import yet, the fewest that import the rest. What counts is what of the entry
 * some `import()` target imports (the rest stays with the dapp's entry anyway). A target that
 * imports none of it gets all of it or nothing: given a part, it would split that part from the
 * rest. The `./networks` entry loads the constants without the buttons, so what the constants
 * load lazily may come before the buttons, and a chunk only they load gets nothing.
 * @param {{ chunks: Record<string, { isEntry: boolean, isDynamicEntry: boolean, imports: string[], dynamicImports: string[] }>, entry: string }} parameters
 * @returns {Map<string, string[]>} file → the entry's chunks to import, for the targets missing some
 * @example
 * lazyChunkImports({ chunks: meta.chunks, entry: 'index.js' }) // Map { 'chunks/icons-x.js' => ['chunks/core-y.js'] }
 */
export function lazyChunkImports({ chunks, entry }) {
  const closures = new Map(Object.keys(chunks).map((file) => [file, staticClosure({ chunks, file })]));
  const closureOf = (file) => closures.get(file) ?? new Set([file]);
  const ranBefore = ranBeforeEachChunk({ chunks, closures });
  const targets = Object.keys(chunks).filter((file) => chunks[file].isDynamicEntry);
  const shared = [...closures.get(entry)].filter(
    (file) => file !== entry && targets.some((target) => closures.get(target).has(file)),
  );
  const missing = new Map();
  for (const file of targets) {
    const absent = shared.filter((other) => !closures.get(file).has(other));
    const addable = absent.filter((other) => ranBefore.get(file).has(other));
    const importsSome = absent.length < shared.length;
    if (!addable.length || (!importsSome && addable.length < absent.length)) continue;
    missing.set(
      file,
      addable.filter((other) => !addable.some((one) => one !== other && closureOf(one).has(other))),
    );
  }
  return missing;
}

/** `import './x.js'` from `from` to `to`, both paths in the output folder. */
function relativeSpecifier({ from, to }) {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The rollup plugin: appends the bare imports {@link lazyChunkImports} finds to each lazy chunk.
 * File names still hold rollup's hash placeholders here; rollup replaces them and hashes the
 * chunk with its new dependencies. Appended lines move no mapping, so the source map stays.
 * @param {{ entry: string }} parameters the entry's output file name, e.g. 'index.js'
 */
export function lazyChunksAfterEntry({ entry }) {
  const computed = new WeakMap();
  return {
    name: 'lazy-chunks-after-entry',
    renderChunk(code, chunk, _options, meta) {
      if (!computed.has(meta.chunks)) computed.set(meta.chunks, lazyChunkImports({ chunks: meta.chunks, entry }));
      const absent = computed.get(meta.chunks).get(chunk.fileName);
      if (!absent) return null;
      const specifier = (to) => (meta.chunks[to] ? relativeSpecifier({ from: chunk.fileName, to }) : to);
      const imports = absent.map((to) => `import '${specifier(to)}';`);
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
