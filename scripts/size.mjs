// `npm run size` (STYLE #18, issue 14): min+gzip of what a page downloads, per group of chunks of the
// browser build (scripts/size/chunk-budgets.mjs says which), each against its gzip budget in
// package.json "sizeBudgets". Also the initial chunk as a dapp's bundler builds it from the published
// package ("dappInitial", scripts/size/dapp-bundle.mjs), and what the initial chunk is made of.
// Fails when a group is over its budget or has none; the message gives the line to add.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFailures, checkChunkBudgets, kib } from './size/chunk-budgets.mjs';
import { measureDappInitial } from './size/dapp-bundle.mjs';
import { contentsByOwner } from './size/initial-contents.mjs';

const dir = 'dist/browser';
const CONTENTS_LINES = 25;
const manifestPath = join(dir, 'manifest.json');
if (!existsSync(manifestPath) || !existsSync('dist/index.js')) {
  console.error(`No ${manifestPath} or dist/index.js: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = packageJson.sizeBudgets ?? {};
const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const code = readFileSync(join(dir, file));
    sizes.set(file, { min: code.length, gzip: gzipSync(code, { level: 9 }).length });
  }
  return sizes.get(file);
};

const { rows, failures } = checkChunkBudgets({ manifest, budgets, sizeOf });
const dapp = { key: 'dappInitial', ...(await measureDappInitial()) };
failures.push(...budgetFailures({ rows: [dapp], budgets }));

const label = (row) => {
  if (row === dapp)
    return `dappInitial (esbuild from ${packageJson.name}: entry + ${row.files.length - 1} static imports)`;
  if (row.key === 'initial') return `initial (index.js + ${row.files.length - 1} static imports)`;
  const more = row.files.length - 1;
  return more ? `${row.key} (+${more} chunk${more > 1 ? 's' : ''})` : row.key;
};
const table = [rows[0], dapp, ...rows.slice(1)].map((row) => ({ ...row, label: label(row) }));
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
  '(a lazy group counts the lazy chunks it imports statically, shared ones too: the first feature opened downloads them)',
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
