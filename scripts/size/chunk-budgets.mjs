// The budget groups of `npm run size` (scripts/size.mjs) and their check, as pure functions of the
// browser build's chunk manifest (rollup.config.mjs `chunkManifest`), so a test can run them on a
// crafted one. A group is what a page downloads together:
//   initial   index.js and every chunk it imports statically (what the button costs)
//   <entry>   any other entry (networks.js) with its static imports
//   <lazy>    each chunk an import() loads, keyed by its rollup name (its module's file name), with
//             the chunks it imports statically that are not loaded yet when its importer's code
//             runs (what the page already holds then, e.g. the core chunk, is not counted again).
//             That another lazy chunk has always run before a chunk's code runs, which the imports
//             do not show (the modal's views open only once the core has), `runsAfter` says.
//             A chunk shared by two sibling features counts in both: whichever opens first
//             downloads it.
// Every group needs a budget (gzip bytes) in package.json "sizeBudgets", so no feature lands unbudgeted.
// Another build (the frame's) is grouped the same way from its own entry, its keys under a prefix.

/**
 * The app's load order that imports do not show: the modal's chunk loads beside the core's, and its
 * views show only in the open modal, which the core's router drives (createAppKit's open waits for
 * both chunks). The core's chunks are on the page when a view loads: a view does not count them.
 */
export const APP_RUNS_AFTER = { 'w3m-modal': ['start-app-core'] };

/** The files `file` brings in through static imports, itself included. */
export function staticClosure({ manifest, file, seen = new Set() }) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of manifest[file]?.imports ?? []) staticClosure({ manifest, file: imported, seen });
  return seen;
}

/**
 * The groups of a manifest, and the chunks no group reaches (none, unless the manifest is wrong).
 * `entry` is the page's entry file, its group keyed `initialKey`; every other key gets `keyPrefix`.
 */
export function chunkGroups({
  manifest,
  entry = 'index.js',
  initialKey = 'initial',
  keyPrefix = '',
  runsAfter = APP_RUNS_AFTER,
}) {
  const initial = staticClosure({ manifest, file: entry });
  const groups = [{ key: initialKey, files: [...initial] }];
  for (const [file, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && file !== entry)
      groups.push({ key: `${keyPrefix}${chunk.name}`, files: [...staticClosure({ manifest, file })] });
  }
  const lazyFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))].filter(
    (file) => !initial.has(file),
  );
  const nameCounts = new Map();
  for (const file of lazyFiles) nameCounts.set(manifest[file].name, (nameCounts.get(manifest[file].name) ?? 0) + 1);
  const loadedBefore = loadedBeforeImport({ manifest, initial, runsAfter });
  const lazyGroups = lazyFiles.map((file) => {
    const { name, facadeModuleId } = manifest[file];
    // Two lazy modules with one file name (two `utils.ts`) are told apart by their paths.
    const key = nameCounts.get(name) > 1 ? (facadeModuleId ?? file).replace(/\.[cm]?[jt]sx?$/, '') : name;
    const before = loadedBefore(file);
    return {
      key: `${keyPrefix}${key}`,
      files: [file, ...[...staticClosure({ manifest, file })].filter((f) => f !== file && !before.has(f))],
    };
  });
  groups.push(...lazyGroups.sort((a, b) => a.key.localeCompare(b.key)));
  const covered = new Set(groups.flatMap((group) => group.files));
  return { groups, uncovered: Object.keys(manifest).filter((file) => !covered.has(file)) };
}

/**
 * For a lazy chunk, the chunks surely on the page when one of its importers runs its `import()`:
 * the initial ones, plus, for every importer, what is loaded when that importer's code runs
 * (its own static closure and what was loaded before it, with what was loaded when the chunks
 * `runsAfter` names for it ran), intersected over the importers.
 */
function loadedBeforeImport({ manifest, initial, runsAfter }) {
  const importers = new Map();
  for (const [file, chunk] of Object.entries(manifest))
    for (const target of chunk.dynamicImports ?? []) importers.set(target, [...(importers.get(target) ?? []), file]);
  const filesNamed = (name) => Object.keys(manifest).filter((file) => manifest[file].name === name);
  const memo = new Map();
  const loadedWhenRuns = (file, visiting) => {
    if (initial.has(file)) return initial;
    if (memo.has(file)) return memo.get(file);
    const own = staticClosure({ manifest, file });
    if (visiting.has(file)) return new Set([...initial, ...own]); // an import cycle: count only what is sure
    visiting.add(file);
    const earlier = (runsAfter[manifest[file].name] ?? []).flatMap(filesNamed);
    const result = new Set([
      ...before(file, visiting),
      ...earlier.flatMap((other) => [...loadedWhenRuns(other, visiting)]),
      ...own,
    ]);
    visiting.delete(file);
    memo.set(file, result);
    return result;
  };
  const before = (file, visiting = new Set()) => {
    let common;
    for (const importer of importers.get(file) ?? []) {
      const loaded = loadedWhenRuns(importer, visiting);
      common = common ? new Set([...common].filter((f) => loaded.has(f))) : new Set(loaded);
    }
    return common ?? initial;
  };
  return (file) => before(file);
}

/** A new group's budget: today's gzip size plus 10%, rounded up to 100 bytes. */
export function suggestedBudget(gzip) {
  return Math.ceil((gzip * 1.1) / 100) * 100;
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One message per row over its budget or without one, and per chunk in no group; empty when all fit. */
export function budgetFailures({ rows, budgets, uncovered = [] }) {
  const failures = [];
  for (const { key, gzip } of rows) {
    const budget = budgets[key];
    if (typeof budget !== 'number') {
      failures.push(
        `"${key}" (${kib(gzip)} gz) has no budget: add "${key}": ${suggestedBudget(gzip)} to "sizeBudgets" in package.json.`,
      );
    } else if (gzip > budget) {
      failures.push(`"${key}" is ${gzip} bytes gz (${kib(gzip)}), over its budget of ${budget} (${kib(budget)}).`);
    }
  }
  for (const file of uncovered) failures.push(`${file} is in no group: neither an entry nor an import() reaches it.`);
  return failures;
}

/**
 * Measures every group of `manifest` with `sizeOf(file)` ({ min, gzip } bytes) and checks it
 * against `budgets`: the rows to print and the failures. `entry`, `initialKey`, `keyPrefix`: as
 * chunkGroups.
 */
export function checkChunkBudgets({ manifest, budgets, sizeOf, ...grouping }) {
  const { groups, uncovered } = chunkGroups({ manifest, ...grouping });
  const rows = groups.map(({ key, files }) => ({
    key,
    files,
    min: files.reduce((sum, file) => sum + sizeOf(file).min, 0),
    gzip: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
  }));
  return { rows, failures: budgetFailures({ rows, budgets, uncovered }) };
}
