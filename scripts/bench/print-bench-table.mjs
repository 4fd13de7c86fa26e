// The table `npm run bench` prints: one row per metric, one column per page and CPU throttling
// ("browser 1×", "CDN 4×"), each cell the median of its runs with their min–max, next to issue 14's
// target. A target is judged on the unthrottled columns; the throttled ones are reported.
import { summarize } from './bench-stats.mjs';

const KIB = 1024;
const MIB = 1024 * 1024;
/** A median is shown with `digits` decimals and its unit, a min–max with `rangeDigits` and none. */
const FORMATS = {
  ms: { unit: ' ms', digits: 1, rangeDigits: 0, scale: 1 },
  kib: { unit: ' KiB', digits: 1, rangeDigits: 1, scale: 1 / KIB },
  mib: { unit: ' MiB', digits: 2, rangeDigits: 2, scale: 1 / MIB },
  count: { unit: '', digits: 0, rangeDigits: 0, scale: 1 },
};

/** RainbowKit's button after 454 ms (DESIGN §11); the button's goal is a third of it. */
const BUTTON_GOAL_MS = 454 / 3;
const HEAP_GOAL_BYTES = 4 * MIB;
const DOM_GOAL = 500;

/**
 * value(run) → number. `below` (optional): how to show a value under a threshold, which stands for
 * "nothing reported" (Event Timing reports no interaction under 16 ms, long tasks start at 50 ms).
 */
const ROWS = [
  {
    name: 'JS before the button painted (gz)',
    value: (run) => run.jsBeforePaint.gzipBytes,
    format: 'kib',
    target: { text: '≤ 16.0 KiB (part 1)', met: (median) => median <= 16 * KIB },
  },
  { name: '  its files', value: (run) => run.jsBeforePaint.files.length, format: 'count' },
  {
    name: 'button painted (from navigation)',
    value: (run) => run.buttonMs,
    format: 'ms',
    target: { text: `≤ ${BUTTON_GOAL_MS.toFixed(0)} ms (DESIGN §11)`, met: (median) => median <= BUTTON_GOAL_MS },
  },
  { name: '  first contentful paint', value: (run) => run.fcpMs, format: 'ms', note: '(cross-check)' },
  {
    name: 'click interaction (Event Timing)',
    value: (run) => run.interactionMs,
    format: 'ms',
    below: { value: 16, median: '< 16 ms', range: '<16' },
    target: { text: '≤ 16 ms (part 2)', met: (median) => median <= 16 },
  },
  {
    name: 'long tasks > 50 ms, click → list',
    value: (run) => run.longTasks.count,
    format: 'count',
    target: { text: 'none (part 2)', met: (median, runs) => runs.every((run) => run.longTasks.count === 0) },
  },
  {
    name: '  the longest',
    value: (run) => run.longTasks.longestMs,
    format: 'ms',
    below: { value: 50, median: '—', range: '0' },
  },
  {
    name: 'click → wallet list painted',
    value: (run) => run.clickToListMs,
    format: 'ms',
    target: { text: '≤ 30 ms (part 3)', met: (median) => median <= 30 },
  },
  {
    name: 'requests before a click',
    value: (run) => run.requestsBeforeClick.length,
    format: 'count',
    target: { text: 'only our files (part 4)', met: (median, runs) => runs.every((run) => run.foreign.length === 0) },
  },
  {
    name: '  JS before a click (gz)',
    value: (run) => run.jsBeforeClick.gzipBytes,
    format: 'kib',
    note: '(with prefetch)',
  },
  {
    name: 'JS heap, modal open (after GC)',
    value: (run) => run.heapBytes,
    format: 'mib',
    target: { text: '< 4.00 MiB', met: (median) => median < HEAP_GOAL_BYTES },
  },
  {
    name: 'DOM nodes, modal open (CDP)',
    value: (run) => run.domNodes,
    format: 'count',
    target: { text: `< ${DOM_GOAL}`, met: (median) => median < DOM_GOAL },
  },
  {
    name: '  elements incl. shadow roots',
    value: (run) => run.elements,
    format: 'count',
    target: { text: `< ${DOM_GOAL}`, met: (median) => median < DOM_GOAL },
  },
];

/**
 * Prints the table for `columns` ({ key, label, cpuThrottlingRate }) and `results` (column key →
 * runs). Returns the rows whose target an unthrottled column misses, for the summary line.
 */
export function printBenchTable({ columns, results }) {
  const misses = [];
  const body = ROWS.map((row) => {
    const cells = columns.map((column) => cell({ row, runs: results.get(column.key) ?? [] }));
    let status = '';
    if (row.target) {
      const missed = columns.filter((column) => {
        const runs = results.get(column.key) ?? [];
        const summary = summarize(runs.map(row.value));
        return column.cpuThrottlingRate === 1 && summary && !row.target.met(summary.median, runs);
      });
      status = missed.length ? `OVER (${missed.map((column) => column.label).join(', ')})` : 'ok';
      if (missed.length) misses.push(row.name.trim());
    }
    return [row.name, ...cells, row.target?.text ?? row.note ?? '', status];
  });
  const header = ['metric', ...columns.map((column) => column.label), 'target (issue 14)', ''];
  const widths = header.map((_, index) => Math.max(...[header, ...body].map((cells) => cells[index].length)));
  const textColumns = new Set([0, header.length - 2, header.length - 1]);
  const line = (cells) =>
    cells
      .map((text, index) => (textColumns.has(index) ? text.padEnd(widths[index]) : text.padStart(widths[index])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  body.forEach((cells) => console.log(line(cells)));
  return misses;
}

/** "12.3 ms (11–14)": the median with its unit, then min–max when they differ. */
function cell({ row, runs }) {
  const summary = summarize(runs.map(row.value).filter((value) => !Number.isNaN(value)));
  if (!summary) return '—';
  const { unit, digits, rangeDigits, scale } = FORMATS[row.format];
  const isBelow = (value) => row.below && value < row.below.value;
  const bound = (value) => (isBelow(value) ? row.below.range : (value * scale).toFixed(rangeDigits));
  const median = isBelow(summary.median) ? row.below.median : `${(summary.median * scale).toFixed(digits)}${unit}`;
  return summary.min === summary.max ? median : `${median} (${bound(summary.min)}–${bound(summary.max)})`;
}
