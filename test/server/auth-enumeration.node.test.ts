import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DAY_WINDOW_MS } from '../../server/auth/auth-limits.js';
import { freshEmail, login, startCode } from './auth-requests.js';
import { createTestDevice, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';

// T13 (docs/SECURITY.md §7): POST /auth/v1/email/start tells an outsider nothing about whether
// an address has an account: same status, same body keys, and no measurable time difference.
let server: AuthServer;
let device: TestDevice;
let knownEmail: string;

const RUNS = 30;
const MAX_MEDIAN_GAP_MS = 25;

before(async () => {
  server = await startAuthServer();
  device = await createTestDevice();
  knownEmail = freshEmail('known');
  await login({ server, email: knownEmail, device });
});
after(() => server?.stop());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

async function timedStart(email: string) {
  const startedAt = performance.now();
  const answer = await startCode({ server, email, device });
  return { ...answer, ms: performance.now() - startedAt };
}

describe('POST /auth/v1/email/start for a known and an unknown address (T13)', () => {
  it('answers the same status and body keys, with medians within 25 ms over 30 runs each', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    const shapes = new Set<string>();
    await timedStart(freshEmail('warm-up'));
    for (let run = 0; run < RUNS; run++) {
      // A fresh day each round: the cooldown and the hourly and daily caps (per email, per IP) never answer instead.
      server.advance(DAY_WINDOW_MS + 1);
      // Alternated, so a drift of the machine's speed weighs on both sides alike.
      const pair =
        run % 2 === 0
          ? [
              ['known', knownEmail],
              ['unknown', freshEmail('unknown')],
            ]
          : [
              ['unknown', freshEmail('unknown')],
              ['known', knownEmail],
            ];
      for (const [kind, email] of pair as Array<['known' | 'unknown', string]>) {
        const { status, json, ms } = await timedStart(email);
        shapes.add(`${status} ${Object.keys(json).sort().join(',')}`);
        timings[kind].push(ms);
      }
    }
    assert.deepEqual([...shapes], ['200 challengeId,expiresAt,resendAfterSeconds']);
    const gap = Math.abs(median(timings.known) - median(timings.unknown));
    assert.ok(
      gap < MAX_MEDIAN_GAP_MS,
      `median latency: known ${median(timings.known).toFixed(1)} ms, unknown ${median(timings.unknown).toFixed(1)} ms`,
    );
  });
});
