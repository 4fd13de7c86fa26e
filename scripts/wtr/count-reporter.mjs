// Adds one plain "N passed, N failed, N skipped" line at the end of a web-test-runner run and,
// when WTR_COUNT_FILE is set, writes the counts there so scripts/test.mjs can add them up.
import { writeFileSync } from 'node:fs';

function walk(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite?.suites ?? []) walk(child, counts);
}

export function countReporter() {
  let line = '';
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        walk(session.testResults, counts);
        const ranNothing = !session.testResults?.tests?.length && !session.testResults?.suites?.length;
        if (!session.passed && ranNothing) counts.failed++; // a file that could not load
      }
      line = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
      if (process.env.WTR_COUNT_FILE) writeFileSync(process.env.WTR_COUNT_FILE, JSON.stringify(counts));
    },
    stop() {
      process.on('exit', () => console.log(line));
    },
  };
}
