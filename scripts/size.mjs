// `npm run size`: min+gzip of the initial chunk (the entry with everything it imports statically,
// dependencies included) and of every lazy chunk, from the browser build's chunk manifest.
// Fails when a budget in package.json "sizeBudgets" is exceeded (STYLE #18).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dir = 'dist/browser';
const manifestPath = join(dir, 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` (or \`npx rollup -c --environment BUILD:browser\`) first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const budgets = JSON.parse(readFileSync('package.json', 'utf8')).sizeBudgets ?? {};
const gzipped = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const minified = (file) => readFileSync(join(dir, file)).length;

function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of manifest[file]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = [];
const initialFiles = new Set();
for (const [file, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue;
  const closure = [...staticClosure(file)];
  closure.forEach((f) => initialFiles.add(f));
  // index.js is what a page loads first; other entries (networks.js) are extra imports a dapp opts into.
  const isMain = file === 'index.js';
  rows.push({
    name: `${isMain ? 'initial' : 'entry'} (${file} + ${closure.length - 1} static imports)`,
    min: closure.reduce((s, f) => s + minified(f), 0), gzip: closure.reduce((s, f) => s + gzipped(f), 0),
    ...(isMain ? { budget: budgets.initial } : {}),
  });
}
for (const file of Object.keys(manifest)) {
  if (initialFiles.has(file)) continue;
  const lazyOnly = [...staticClosure(file)].filter((f) => !initialFiles.has(f));
  rows.push({ name: `lazy ${file}${lazyOnly.length > 1 ? ` (+${lazyOnly.length - 1} shared)` : ''}`, min: minified(file), gzip: gzipped(file) });
}
const nameWidth = Math.max(...rows.map((row) => row.name.length));
console.log(`${'chunk'.padEnd(nameWidth)}  ${'min'.padStart(10)}  ${'min+gzip'.padStart(10)}  budget`);
let over = 0;
for (const row of rows) {
  const status = row.budget ? (row.gzip <= row.budget ? `≤ ${kib(row.budget)} ok` : `> ${kib(row.budget)} OVER`) : '';
  if (row.budget && row.gzip > row.budget) over++;
  console.log(`${row.name.padEnd(nameWidth)}  ${kib(row.min).padStart(10)}  ${kib(row.gzip).padStart(10)}  ${status}`);
}
if (over) {
  console.error(`${over} chunk(s) over budget.`);
  process.exit(1);
}
