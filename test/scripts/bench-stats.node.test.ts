// `npm run bench` (scripts/bench/bench-stats.mjs): the numbers it derives from a page load's Event
// Timing, long-task and resource entries, on crafted entries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  filesRequestedBefore,
  interactionDuration,
  longTasksBetween,
  summarize,
} from '../../scripts/bench/bench-stats.mjs';

describe('summarize (scripts/bench/bench-stats.mjs)', () => {
  it('gives the median of an odd count, and min and max, whatever the order', () => {
    assert.deepEqual(summarize([30, 10, 20, 50, 40]), { median: 30, min: 10, max: 50 });
  });

  it('takes the mean of the middle two for an even count, and nothing for no values', () => {
    assert.deepEqual(summarize([4, 1, 3, 2]), { median: 2.5, min: 1, max: 4 });
    assert.equal(summarize([]), undefined);
  });
});

describe('interactionDuration (scripts/bench/bench-stats.mjs)', () => {
  it('is the longest entry of the interaction: a slow pointerup counts though the click itself was quick', () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, startTime: 100, duration: 24 },
      { name: 'pointerup', interactionId: 7, startTime: 130, duration: 40 },
      { name: 'click', interactionId: 7, startTime: 131, duration: 32 },
    ];
    assert.equal(interactionDuration({ entries }), 40);
  });

  it('leaves out events that are no interaction (hover), and is 0 when nothing reached the threshold', () => {
    const hover = { name: 'pointerover', interactionId: 0, startTime: 90, duration: 120 };
    assert.equal(interactionDuration({ entries: [hover] }), 0);
    assert.equal(interactionDuration({ entries: [] }), 0);
  });
});

describe('longTasksBetween (scripts/bench/bench-stats.mjs)', () => {
  const tasks = [
    { startTime: 0, duration: 80 }, // ended before the click
    { startTime: 950, duration: 60 }, // began before the click and ran into it: the click waited
    { startTime: 1100, duration: 120 },
    { startTime: 1300, duration: 55 }, // after the list was painted
  ];

  it('counts the tasks that ran at least partly between the click and the paint, and the longest', () => {
    assert.deepEqual(longTasksBetween({ tasks, from: 1000, to: 1250 }), { count: 2, longestMs: 120 });
  });

  it('is zero and 0 ms when no long task ran in between', () => {
    assert.deepEqual(longTasksBetween({ tasks, from: 100, to: 900 }), { count: 0, longestMs: 0 });
  });
});

describe('filesRequestedBefore (scripts/bench/bench-stats.mjs)', () => {
  const fileOf = (url: string) =>
    url.startsWith('http://127.0.0.1:1/dist/')
      ? `/repo/dist/${url.slice('http://127.0.0.1:1/dist/'.length)}`
      : undefined;

  it('maps the requests started by then to files once each, leaving out URLs that are not ours', () => {
    const resources = [
      { name: 'http://127.0.0.1:1/dist/index.js', startTime: 10 },
      { name: 'http://127.0.0.1:1/dist/lit-a1.js', startTime: 12 },
      { name: 'http://127.0.0.1:1/dist/index.js', startTime: 14 },
      { name: 'http://127.0.0.1:9/rpc', startTime: 15 },
      { name: 'http://127.0.0.1:1/dist/modal-b2.js', startTime: 200 }, // prefetched after the paint
    ];
    assert.deepEqual(filesRequestedBefore({ resources, time: 100, fileOf }), [
      '/repo/dist/index.js',
      '/repo/dist/lit-a1.js',
    ]);
  });
});
