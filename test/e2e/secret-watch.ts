import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Collects every text a secret could leak into while a test runs: the page's and the frame's
 * console, this process's console (a stack the test file started itself runs in it), and what
 * the shared dev stack writes to `stackLogFile` from now on (under `npm test` the stack runs in
 * another process: E2eFixture.stackLogFile). `stop()` restores the console.
 *
 * @example
 * const watch = watchSecrets({ stackLogFile: e2e.stackLogFile }); watch.page(page); … assert.deepEqual(watch.leaks([code]), []);
 */
export function watchSecrets({ stackLogFile }: { stackLogFile?: string } = {}) {
  const lines: string[] = [];
  const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    console[method] = (...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
      originals[method](...args);
    };
  }
  const stackLogStart = stackLogFile ? statSync(stackLogFile).size : 0;
  const stackLines = () =>
    stackLogFile ? readFileSync(stackLogFile).subarray(stackLogStart).toString('utf8').split('\n') : [];
  return {
    /** Also records the page's console, frames included. */
    page(page: Page) {
      page.on('console', (message) => lines.push(`[browser] ${message.text()}`));
    },
    /** Lines that contain any of the secrets. */
    leaks(secrets: readonly string[]): string[] {
      return [...lines, ...stackLines()].filter((line) => secrets.some((secret) => line.includes(secret)));
    },
    stop() {
      Object.assign(console, originals);
    },
  };
}

/**
 * The secrets the data folder holds now that it did not hold in `before` (its text taken before the
 * secrets existed). A 6-digit code can stand in the database by chance (inside a hash, a base58
 * signature, an amount): a match that was already there before the code was made is not a stored code.
 */
export function secretsStoredSince({
  dataDir,
  before,
  secrets,
}: {
  dataDir: string;
  before: string;
  secrets: readonly string[];
}): string[] {
  const now = dataFolderText({ dataDir });
  return secrets.filter((secret) => now.includes(secret) && !before.includes(secret));
}

/** The bytes of every file in the data folder (the SQLite file, its WAL), as latin1 text to search. */
export function dataFolderText({ dataDir }: { dataDir: string }): string {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith('appkit.sqlite'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('\n');
}

/** What the page itself can see: its DOM and its web storage. */
export async function pageVisibleText(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );
  return `${await page.content()}\n${storage}`;
}

/** The frame's stored refresh token (the frame's own IndexedDB record), read from inside the frame. */
export async function frameRefreshToken(page: Page): Promise<string | undefined> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/frame/'));
  if (!frame) throw new Error('the wallet frame is not on the page');
  return frame.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('w3m-frame');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('device').objectStore('device').get('current');
          read.onsuccess = () => resolve((read.result as { refreshToken?: string } | undefined)?.refreshToken);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}
