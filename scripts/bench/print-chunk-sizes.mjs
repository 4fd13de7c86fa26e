// Every chunk `npm run bench` can see (issue 14 part 7: "the bench prints every chunk"), grouped and
// budgeted as `npm run size` does it (scripts/size/), with when the bench page loaded each group:
// before the button was painted, before the click (prefetched), after it, or not at all.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkChunkBudgets, kib } from '../size/chunk-budgets.mjs';
import { measureDappInitial } from '../size/dapp-bundle.mjs';

/**
 * Prints the browser build's groups (with when the page loaded them: `phases`, sets of files on
 * disk as the bench's `fileOf` names them), the dapp's esbuild bundle of the package and the
 * frame's groups. `gzippedSize(path)` gives a file's gzip -9 size.
 *
 * @example await printChunkSizes({ root: process.cwd(), gzippedSize, phases: { beforePaint, beforeClick, any } });
 */
export async function printChunkSizes({ root, gzippedSize, phases }) {
  const budgets = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).sizeBudgets ?? {};
  const rows = [];
  const browserDir = join(root, 'dist/browser');
  const whenLoaded = (file) => {
    const path = join(browserDir, file);
    if (phases.beforePaint.has(path)) return 'before paint';
    if (phases.beforeClick.has(path)) return 'before click';
    if (phases.any.has(path)) return 'after click';
    return '';
  };
  for (const row of groupsOf({ dir: browserDir, budgets, gzippedSize }))
    rows.push({ ...row, loaded: whenLoaded(row.files[0]) });
  if (existsSync(join(root, 'dist/index.js'))) {
    const dapp = await measureDappInitial({ root });
    rows.splice(1, 0, { key: 'dappInitial (esbuild bundle of the package)', ...dapp, budget: budgets.dappInitial });
  }
  const frameDir = join(root, 'dist/frame');
  if (existsSync(join(frameDir, 'manifest.json')))
    rows.push(
      ...groupsOf({ dir: frameDir, budgets, gzippedSize, entry: 'frame.js', initialKey: 'frame', keyPrefix: 'frame/' }),
    );

  const header = ['group', 'files', 'min', 'gzip', 'budget', 'bench page: loaded'];
  const body = rows.map((row) => [
    row.key,
    String(row.files.length),
    kib(row.min),
    kib(row.gzip),
    typeof row.budget === 'number' ? `${row.gzip <= row.budget ? '≤' : 'OVER'} ${kib(row.budget)}` : 'none',
    row.loaded ?? '',
  ]);
  const widths = header.map((_, index) => Math.max(...[header, ...body].map((cells) => cells[index].length)));
  const line = (cells) =>
    cells
      .map((text, index) => (index === 0 || index >= 4 ? text.padEnd(widths[index]) : text.padStart(widths[index])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  body.forEach((cells) => console.log(line(cells)));
}

/** The groups of the build in `dir` (its manifest.json), sized and with their budgets. */
function groupsOf({ dir, budgets, gzippedSize, ...grouping }) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const sizeOf = (file) => ({ min: statSync(join(dir, file)).size, gzip: gzippedSize(join(dir, file)) });
  const { rows } = checkChunkBudgets({ manifest, budgets, sizeOf, ...grouping });
  return rows.map((row) => ({ ...row, budget: budgets[row.key] }));
}
