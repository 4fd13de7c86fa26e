// `npm run bench -- --peer DIR`: the peer's page carries bench-page.html's measuring script with
// RainbowKit's predicates (scripts/bench/peer-bench-page.mjs), and the comparison it prints
// (scripts/bench/format-peer-comparison.mjs), on the real bench page and crafted runs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { PEER_PROBE_MARKER, peerBenchPage } from '../../scripts/bench/peer-bench-page.mjs';
import {
  formatFailedRequests,
  formatPeerComparison,
  formatRatio,
  type ComparedRun,
} from '../../scripts/bench/format-peer-comparison.mjs';

const benchPage = readFileSync(resolve(import.meta.dirname, '../../scripts/bench/bench-page.html'), 'utf8');
const peerPage = `<!doctype html><html><head>\n  ${PEER_PROBE_MARKER}\n  <link rel="stylesheet" href="/app.css">\n</head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`;

describe('peerBenchPage (scripts/bench/peer-bench-page.mjs)', () => {
  it("puts the bench page's measuring script at the marker, before the peer's stylesheet and app", () => {
    const page = peerBenchPage({ benchPage, peerPage });
    assert.ok(!page.includes(PEER_PROBE_MARKER));
    const probeAt = page.indexOf('window.__bench = {');
    assert.ok(probeAt > 0 && probeAt < page.indexOf('/app.css'), 'the measuring script comes first');
    // The same clock, observers and fake wallet as our page.
    for (const part of [
      "observe({ type: 'event', durationThreshold: 16",
      'const whenPainted',
      'eip6963:announceProvider',
    ])
      assert.ok(page.includes(part), `the peer page lacks ${part}`);
  });

  it("swaps the button and wallet-list predicates for RainbowKit's, and leaves none of ours", () => {
    const page = peerBenchPage({ benchPage, peerPage });
    assert.match(
      page,
      /const buttonReady = \(\) => \{\s+const button = document\.querySelector\('\[data-testid="rk-connect-button"\]'\)/,
    );
    assert.match(
      page,
      /const connectViewReady = \(\) => \{\s+const option = document\.querySelector\('\[role="dialog"\] \[data-testid\^="rk-wallet-option-"\]'\)/,
    );
    assert.ok(!page.includes("querySelector('w3m-button')"), 'our button predicate is gone');
    assert.ok(!page.includes('w3m-connect-view'), 'our wallet-list predicate is gone');
    // Both still feed the page's own paint detection.
    assert.ok(page.includes('whenPainted(buttonReady,') && page.includes('whenPainted(connectViewReady,'));
  });

  it('refuses a peer page without the marker and a bench page whose predicates it cannot find', () => {
    assert.throws(() => peerBenchPage({ benchPage, peerPage: '<html><head></head></html>' }), /no <!-- bench/);
    const renamed = benchPage.replace('const connectViewReady = () =>', 'const listReady = () =>');
    assert.throws(() => peerBenchPage({ benchPage: renamed, peerPage }), /no `const connectViewReady/);
    assert.throws(() => peerBenchPage({ benchPage: '<html></html>', peerPage }), /no measuring <script>/);
  });
});

describe('formatRatio (scripts/bench/format-peer-comparison.mjs)', () => {
  it('is ours over the peer with two decimals: the issue’s 37 ms vs 111 ms is 0.33', () => {
    assert.equal(formatRatio({ ours: 37, peer: 111 }), '0.33');
    assert.equal(formatRatio({ ours: 120, peer: 60 }), '2.00');
  });

  it('has no value without both medians, over a peer at 0, or under the threshold nothing is reported below', () => {
    assert.equal(formatRatio({ ours: undefined, peer: 10 }), '—');
    assert.equal(formatRatio({ ours: 3, peer: 0 }), '—');
    assert.equal(formatRatio({ ours: 0, peer: 48, below: 16 }), '—');
  });
});

/** A run with every field the comparison reads; `clickToListMs` and `interactionMs` as given. */
const run = ({
  clickToListMs,
  interactionMs = 24,
}: {
  clickToListMs: number;
  interactionMs?: number;
}): ComparedRun => ({
  jsBeforePaint: { files: ['a.js'], gzipBytes: 10 * 1024 },
  jsBeforeClick: { files: ['a.js'], gzipBytes: 20 * 1024 },
  buttonMs: 100,
  fcpMs: 100,
  interactionMs,
  longTasks: { count: 0, longestMs: 0 },
  clickToListMs,
  requestsBeforeClick: ['GET http://127.0.0.1:1/'],
  foreign: [],
  heapBytes: 1024 * 1024,
  domNodes: 200,
});

describe('formatPeerComparison (scripts/bench/format-peer-comparison.mjs)', () => {
  const ours = new Map([
    [1, [run({ clickToListMs: 20 }), run({ clickToListMs: 30 }), run({ clickToListMs: 25 })]],
    [4, [run({ clickToListMs: 80, interactionMs: 0 })]],
  ]);
  const peer = new Map([
    [1, [run({ clickToListMs: 100 }), run({ clickToListMs: 50 }), run({ clickToListMs: 60 })]],
    [4, [run({ clickToListMs: 200, interactionMs: 64 })]],
  ]);
  const lines = formatPeerComparison({ rates: [1, 4], ours, peer, ourLabel: 'browser', peerLabel: 'RainbowKit' });
  const row = (name: string) => {
    const found = lines.find((line) => line.startsWith(name));
    if (!found) throw new Error(`no row "${name}" in:\n${lines.join('\n')}`);
    return found
      .slice(name.length)
      .trim()
      .split(/\s{2,}/);
  };

  it('gives per rate our median, the peer’s and ours/peer, under a header naming them', () => {
    assert.deepEqual(lines[0]!.trim().split(/\s{2,}/), [
      'metric',
      'browser 1×',
      'RainbowKit 1×',
      'ours/peer',
      'browser 4×',
      'RainbowKit 4×',
      'ours/peer',
    ]);
    assert.deepEqual(row('click → wallet list painted'), [
      '25.0 ms (20–30)',
      '60.0 ms (50–100)',
      '0.42',
      '80.0 ms',
      '200.0 ms',
      '0.40',
    ]);
  });

  it('shows an interaction Event Timing did not report as "< 16 ms", with no ratio', () => {
    assert.deepEqual(row('click interaction (Event Timing)'), [
      '24.0 ms',
      '24.0 ms',
      '1.00',
      '< 16 ms',
      '64.0 ms',
      '—',
    ]);
  });
});

describe('formatFailedRequests (scripts/bench/format-peer-comparison.mjs)', () => {
  it('counts the requests off loopback by origin, most first, with in how many loads', () => {
    const runs = [
      {
        failedRequests: [
          'POST https://pulse.walletconnect.org/e',
          'GET https://api.web3modal.org/a',
          'GET https://api.web3modal.org/b',
        ],
        leaked: [],
      },
      { failedRequests: ['GET https://api.web3modal.org/a', 'WS wss://relay.walletconnect.org/?x=1'], leaked: [] },
    ];
    assert.deepEqual(formatFailedRequests({ runs }), [
      '  https://api.web3modal.org: 3 (in 2 of 2 loads)',
      '  https://pulse.walletconnect.org: 1 (in 1 of 2 loads)',
      '  wss://relay.walletconnect.org: 1 (in 1 of 2 loads)',
    ]);
  });

  it('says "none" when nothing left loopback, and marks a request off loopback that got an answer', () => {
    assert.deepEqual(formatFailedRequests({ runs: [{ failedRequests: [], leaked: [] }] }), ['  none']);
    const leaked = formatFailedRequests({ runs: [{ failedRequests: [], leaked: ['GET https://example.org/'] }] });
    assert.deepEqual(leaked, ['  none', '  ANSWERED, off loopback: GET https://example.org/']);
  });
});
