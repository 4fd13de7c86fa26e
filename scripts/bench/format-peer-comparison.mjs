// How `npm run bench -- --peer DIR` prints the peer beside our page (issue 14 part 3, "relative to
// RainbowKit"): per CPU throttling rate, our median, the peer's and the ratio ours/peer; then the
// requests the peer's page tried off loopback. Pure, so a test can feed it crafted runs.
import { summarize } from './bench-stats.mjs';

/** Issue 14's side-by-side run, click → wallet list painted at 1×: ours 37 ms, RainbowKit's 111 ms. */
export const ISSUE_BASELINE = { oursMs: 37, peerMs: 111 };

const KIB = 1024;
const MIB = 1024 * 1024;
const FORMATS = {
  ms: { unit: ' ms', digits: 1, rangeDigits: 0, scale: 1 },
  kib: { unit: ' KiB', digits: 1, rangeDigits: 1, scale: 1 / KIB },
  mib: { unit: ' MiB', digits: 2, rangeDigits: 2, scale: 1 / MIB },
  count: { unit: '', digits: 0, rangeDigits: 0, scale: 1 },
};

/** `below`: Event Timing reports no interaction under 16 ms, so a value under it is "< 16 ms" and has no ratio. */
const ROWS = [
  { name: 'JS before the button painted (gz)', value: (run) => run.jsBeforePaint.gzipBytes, format: 'kib' },
  { name: '  its files', value: (run) => run.jsBeforePaint.files.length, format: 'count' },
  { name: 'button painted (from navigation)', value: (run) => run.buttonMs, format: 'ms' },
  { name: '  first contentful paint', value: (run) => run.fcpMs, format: 'ms' },
  { name: 'click interaction (Event Timing)', value: (run) => run.interactionMs, format: 'ms', below: 16 },
  { name: 'long tasks > 50 ms, click → list', value: (run) => run.longTasks.count, format: 'count' },
  { name: 'click → wallet list painted', value: (run) => run.clickToListMs, format: 'ms' },
  { name: 'JS before a click (gz)', value: (run) => run.jsBeforeClick.gzipBytes, format: 'kib' },
  { name: 'requests before a click', value: (run) => run.requestsBeforeClick.length, format: 'count' },
  { name: '  to another origin', value: (run) => run.foreign.length, format: 'count' },
  { name: 'JS heap, modal open (after GC)', value: (run) => run.heapBytes, format: 'mib' },
  { name: 'DOM nodes, modal open (CDP)', value: (run) => run.domNodes, format: 'count' },
];

/**
 * ours / peer of two medians, as text with two decimals; '—' when either is missing, the peer's is
 * 0, or one is under the row's `below` threshold (a value that was not reported).
 *
 * @example
 * formatRatio({ ours: 37, peer: 111 }); // '0.33'
 */
export function formatRatio({ ours, peer, below = 0 }) {
  if (ours === undefined || peer === undefined || peer === 0 || ours < below || peer < below) return '—';
  return (ours / peer).toFixed(2);
}

/**
 * The comparison table's lines: a row per metric; per rate of `rates`, our column, the peer's and
 * ours/peer. `ours` and `peer` map a rate to its runs (measure-page-load.mjs's, measure-peer.mjs's).
 *
 * @example
 * formatPeerComparison({ rates: [1, 4], ours, peer, ourLabel: 'browser', peerLabel: 'RainbowKit' });
 */
export function formatPeerComparison({ rates, ours, peer, ourLabel, peerLabel }) {
  const header = ['metric', ...rates.flatMap((rate) => [`${ourLabel} ${rate}×`, `${peerLabel} ${rate}×`, 'ours/peer'])];
  const body = ROWS.map((row) => [
    row.name,
    ...rates.flatMap((rate) => {
      const mine = summarize((ours.get(rate) ?? []).map(row.value).filter((value) => !Number.isNaN(value)));
      const theirs = summarize((peer.get(rate) ?? []).map(row.value).filter((value) => !Number.isNaN(value)));
      return [
        cell({ row, summary: mine }),
        cell({ row, summary: theirs }),
        formatRatio({ ours: mine?.median, peer: theirs?.median, below: row.below }),
      ];
    }),
  ]);
  const widths = header.map((_, index) => Math.max(...[header, ...body].map((cells) => cells[index].length)));
  const line = (cells) =>
    cells
      .map((text, index) => (index === 0 ? text.padEnd(widths[index]) : text.padStart(widths[index])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)];
}

/**
 * The peer's requests that left loopback (all failed, by the browser's flags), by origin: how many
 * over how many loads, and in how many loads; then any that did not fail, marked.
 *
 * @example
 * formatFailedRequests({ runs }); // ['  wss://relay.walletconnect.org: 14 (in 7 of 7 loads)', …]
 */
export function formatFailedRequests({ runs }) {
  const byOrigin = new Map();
  runs.forEach((run, index) => {
    for (const request of run.failedRequests) {
      const origin = new URL(request.slice(request.indexOf(' ') + 1)).origin;
      const seen = byOrigin.get(origin) ?? { count: 0, loads: new Set() };
      seen.count++;
      seen.loads.add(index);
      byOrigin.set(origin, seen);
    }
  });
  const lines = [...byOrigin]
    .sort(([, a], [, b]) => b.count - a.count)
    .map(([origin, { count, loads }]) => `  ${origin}: ${count} (in ${loads.size} of ${runs.length} loads)`);
  const leaked = [...new Set(runs.flatMap((run) => run.leaked))];
  return [...(lines.length ? lines : ['  none']), ...leaked.map((request) => `  ANSWERED, off loopback: ${request}`)];
}

/** "12.3 ms (11–14)": the median with its unit, then min–max when they differ; '—' for no runs. */
function cell({ row, summary }) {
  if (!summary) return '—';
  const { unit, digits, rangeDigits, scale } = FORMATS[row.format];
  const isBelow = (value) => row.below !== undefined && value < row.below;
  const bound = (value) => (isBelow(value) ? `<${row.below}` : (value * scale).toFixed(rangeDigits));
  const median = isBelow(summary.median)
    ? `< ${row.below}${unit}`
    : `${(summary.median * scale).toFixed(digits)}${unit}`;
  return summary.min === summary.max ? median : `${median} (${bound(summary.min)}–${bound(summary.max)})`;
}
