// For `npm run bench` (plain Node): runs scripts/bench/frame-ready.ts, which starts the reference
// server (TypeScript), in a child Node with tsx, and hands back its runs (FrameReadyRun[]).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./frame-ready.ts', import.meta.url));

/**
 * Loads the embedded wallet's frame `runs` times against the real server; resolves to one
 * `{ loadMs, readyMs, frame, scripts }` per run (ms from `iframe.src` being set).
 * @example const runs = await measureFrameReady({ runs: 7 }); // runs[0].readyMs - runs[0].loadMs
 */
export function measureFrameReady({ runs }) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, '--runs', String(runs), '--json'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`the frame bench failed: ${stderr.trim() || error.message}`));
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
      },
    );
  });
}
