// `npm run size` (STYLE #18, issue 14): min+gzip of what a page downloads, per group of chunks of the
// browser build (scripts/size/chunk-budgets.mjs says which), each against its gzip budget in
// package.json "sizeBudgets". Also the initial chunk as a dapp's bundler builds it from the published
// package ("dappInitial", scripts/size/dapp-bundle.mjs), and what the initial chunk is made of.
// The CDN build's loader with what it loads before the button ("cdn"), and the embedded wallet's
// frame app grouped like the browser build ("frame", "frame/…", issue 14 part 5) are budgeted too.
// Fails when a group is over its budget or has none; the message gives the line to add.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFailures, checkChunkBudgets, kib, staticClosure } from './size/chunk-budgets.mjs';
import { measureDappInitial } from './size/dapp-bundle.mjs';
import { contentsByOwner } from './size/initial-contents.mjs';

const dir = 'dist/browser';
const CONTENTS_LINES = 25;
const manifestPaths = ['dist/browser', 'dist/cdn', 'dist/frame'].map((build) => join(build, 'manifest.json'));
const missing = [...manifestPaths, 'dist/index.js'].filter((path) => !existsSync(path));
if (missing.length) {
  console.error(`No ${missing.join(', ')}: run \`npm run build\` first.`);
  process.exit(1);
}
const [manifest, cdnManifest, frameManifest] = manifestPaths.map((path) => JSON.parse(readFileSync(path, 'utf8')));
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = packageJson.sizeBudgets ?? {};
const sizes = new Map();
/** { min, gzip } bytes of a file of the build in `build` (a folder of dist/). */
const sizeIn = (build) => (file) => {
  const path = join(build, file);
  if (!sizes.has(path)) {
    const code = readFileSync(path);
    sizes.set(path, { min: code.length, gzip: gzipSync(code, { level: 9 }).length });
  }
  return sizes.get(path);
};
const sizeOf = sizeIn(dir);
const sumOf = ({ key, files, sizeOf: size }) => ({
  key,
  files,
  min: files.reduce((sum, file) => sum + size(file).min, 0),
  gzip: files.reduce((sum, file) => sum + size(file).gzip, 0),
});

const { rows, failures } = checkChunkBudgets({ manifest, budgets, sizeOf });
const dapp = { key: 'dappInitial', ...(await measureDappInitial()) };
// A classic-script page loads the loader, then the ESM entry and its static imports; an ESM page
// skips the loader (0.3 KiB). Its lazy chunks are the browser build's, budgeted above.
const cdn = sumOf({
  key: 'cdn',
  files: ['appkit.iife.js', ...staticClosure({ manifest: cdnManifest, file: 'appkit.esm.js' })],
  sizeOf: sizeIn('dist/cdn'),
});
failures.push(...budgetFailures({ rows: [dapp, cdn], budgets }));
const frame = checkChunkBudgets({
  manifest: frameManifest,
  budgets,
  sizeOf: sizeIn('dist/frame'),
  entry: 'frame.js',
  initialKey: 'frame',
  keyPrefix: 'frame/',
});
failures.push(...frame.failures);

const label = (row) => {
  if (row === dapp)
    return `dappInitial (esbuild from ${packageJson.name}: entry + ${row.files.length - 1} static imports)`;
  if (row.key === 'initial') return `initial (index.js + ${row.files.length - 1} static imports)`;
  if (row === cdn) return `cdn (appkit.iife.js, appkit.esm.js + ${row.files.length - 2} static imports)`;
  if (row.key === 'frame') return `frame (frame.js + ${row.files.length - 1} static imports)`;
  const more = row.files.length - 1;
  return more ? `${row.key} (+${more} chunk${more > 1 ? 's' : ''})` : row.key;
};
const table = [rows[0], dapp, cdn, ...rows.slice(1), ...frame.rows].map((row) => ({ ...row, label: label(row) }));
const width = Math.max(...table.map((row) => row.label.length));
console.log(`${'group'.padEnd(width)}  ${'min'.padStart(10)}  ${'min+gzip'.padStart(10)}  budget (gzip)`);
for (const row of table) {
  const budget = budgets[row.key];
  const status =
    typeof budget !== 'number'
      ? 'NONE'
      : `${row.gzip <= budget ? '≤' : '>'} ${kib(budget)} ${row.gzip <= budget ? 'ok' : 'OVER'}`;
  console.log(`${row.label.padEnd(width)}  ${kib(row.min).padStart(10)}  ${kib(row.gzip).padStart(10)}  ${status}`);
}
console.log(
  '(a lazy group counts the chunks it imports statically that its importer has not loaded already; a chunk shared by two sibling features counts in both)',
);

const contents = contentsByOwner({ dir, files: rows[0].files });
const total = contents.reduce((sum, entry) => sum + entry.bytes, 0);
console.log(`\nThe initial chunk by package and folder (minified bytes, from the source maps; ${kib(total)} in all):`);
const ownerWidth = Math.max(...contents.slice(0, CONTENTS_LINES).map((entry) => entry.owner.length));
for (const { owner, bytes, modules, biggest } of contents.slice(0, CONTENTS_LINES)) {
  const share = `${((bytes / total) * 100).toFixed(1)}%`;
  const detail = modules > 1 ? `${modules} modules, biggest ${basename(biggest.path)} ${kib(biggest.bytes)}` : '';
  const line = `  ${owner.padEnd(ownerWidth)}  ${kib(bytes).padStart(9)}  ${share.padStart(5)}  ${detail || biggest?.path || ''}`;
  console.log(line.trimEnd());
}
const rest = contents.slice(CONTENTS_LINES);
if (rest.length)
  console.log(`  … ${rest.length} more, ${kib(rest.reduce((sum, entry) => sum + entry.bytes, 0))} together`);

const groupKeys = new Set(table.map((row) => row.key));
const unused = Object.keys(budgets).filter((key) => !groupKeys.has(key));
if (unused.length) console.log(`\nBudgets that match no group (remove them from package.json): ${unused.join(', ')}`);
if (failures.length) {
  console.error(
    `\n${failures.length} size budget failure(s):\n${failures.map((failure) => `  ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
