// The budget groups of `npm run size` (scripts/size.mjs) and their check, as pure functions of the
// browser build's chunk manifest (rollup.config.mjs `chunkManifest`), so a test can run them on a
// crafted one. A group is what a page downloads together:
//   initial   index.js and every chunk it imports statically (what the button costs)
//   <entry>   any other entry (networks.js) with its static imports
//   <lazy>    each chunk an import() loads, keyed by its rollup name (its module's file name), with
//             the lazy chunks it imports statically. A chunk shared by two features counts in both:
//             whichever opens first downloads it.
// Every group needs a budget (gzip bytes) in package.json "sizeBudgets", so no feature lands unbudgeted.

/** The files `file` brings in through static imports, itself included. */
export function staticClosure({ manifest, file, seen = new Set() }) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of manifest[file]?.imports ?? []) staticClosure({ manifest, file: imported, seen });
  return seen;
}

/** The groups of a manifest, and the chunks no group reaches (none, unless the manifest is wrong). */
export function chunkGroups({ manifest }) {
  const initial = staticClosure({ manifest, file: 'index.js' });
  const groups = [{ key: 'initial', files: [...initial] }];
  for (const [file, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && file !== 'index.js')
      groups.push({ key: chunk.name, files: [...staticClosure({ manifest, file })] });
  }
  const lazyFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))].filter(
    (file) => !initial.has(file),
  );
  const nameCounts = new Map();
  for (const file of lazyFiles) nameCounts.set(manifest[file].name, (nameCounts.get(manifest[file].name) ?? 0) + 1);
  const lazyGroups = lazyFiles.map((file) => {
    const { name, facadeModuleId } = manifest[file];
    // Two lazy modules with one file name (two `utils.ts`) are told apart by their paths.
    const key = nameCounts.get(name) > 1 ? (facadeModuleId ?? file).replace(/\.[cm]?[jt]sx?$/, '') : name;
    return {
      key,
      files: [file, ...[...staticClosure({ manifest, file })].filter((f) => f !== file && !initial.has(f))],
    };
  });
  groups.push(...lazyGroups.sort((a, b) => a.key.localeCompare(b.key)));
  const covered = new Set(groups.flatMap((group) => group.files));
  return { groups, uncovered: Object.keys(manifest).filter((file) => !covered.has(file)) };
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
 * against `budgets`: the rows to print and the failures.
 */
export function checkChunkBudgets({ manifest, budgets, sizeOf }) {
  const { groups, uncovered } = chunkGroups({ manifest });
  const rows = groups.map(({ key, files }) => ({
    key,
    files,
    min: files.reduce((sum, file) => sum + sizeOf(file).min, 0),
    gzip: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
  }));
  return { rows, failures: budgetFailures({ rows, budgets, uncovered }) };
}
