import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Collects every text a secret could leak into while a test runs: the page's and the frame's
 * console, and this process's console (the dev stack's server runs in it). `stop()` restores the
 * console.
 *
 * @example
 * const watch = watchSecrets(); watch.page(page); … assert.deepEqual(watch.leaks([code]), []);
 */
export function watchSecrets() {
  const lines: string[] = [];
  const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    console[method] = (...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
      originals[method](...args);
    };
  }
  return {
    /** Also records the page's console, frames included. */
    page(page: Page) {
      page.on('console', (message) => lines.push(`[browser] ${message.text()}`));
    },
    /** Lines that contain any of the secrets. */
    leaks(secrets: readonly string[]): string[] {
      return lines.filter((line) => secrets.some((secret) => line.includes(secret)));
    },
    stop() {
      Object.assign(console, originals);
    },
  };
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
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
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
