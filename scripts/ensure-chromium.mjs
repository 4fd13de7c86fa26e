// Browser suites need Debian's Chromium (DESIGN §10). Install it when missing and we
// are root; otherwise say exactly what to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './wtr/chromium-args.mjs';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing it with apt-get (about a minute)…');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (!install || install.status !== 0 || !existsSync(chromiumPath)) {
    console.error('Installing Chromium failed. Run: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
}
