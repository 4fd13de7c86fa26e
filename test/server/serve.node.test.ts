import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// server/serve.ts as an operator runs it: a real process configured by environment only.
const root = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Served {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

async function serve(env: Record<string, string>): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-serve-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: root,
    env: { ...process.env, SERVER_PORT: '0', APPKIT_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server/serve.ts did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) (clearTimeout(timer), resolve(match[1]!));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => (clearTimeout(timer), reject(new Error(`server/serve.ts exited:\n${output}`))));
  });
  return { child, url, dataDir };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('server/serve.ts', () => {
  it('serves the directory from APPKIT_DATA_DIR in dev mode and stops cleanly on SIGTERM', async () => {
    const { child, url, dataDir } = await serve({});
    try {
      const response = await fetch(`${url}/getWallets?projectId=demo-project&entries=1`);
      assert.equal(((await response.json()) as { count: number }).count, 578);
      assert.equal((await fetch(`${url}/dev/events.json`)).status, 200);
      assert.ok(existsSync(join(dataDir, 'appkit.sqlite')));
    } finally {
      assert.equal(await stop(child), 0);
    }
  });

  it('seeds no dev project and serves no /dev/ page with APPKIT_PRODUCTION=1', async () => {
    const secrets = {
      APPKIT_OTP_PEPPER: 'ab'.repeat(32),
      APPKIT_SHARE_KEK: 'cd'.repeat(32),
      APPKIT_RECOVERY_KEK: 'ef'.repeat(32),
      APPKIT_SIWX_SECRET: '12'.repeat(32),
    };
    const production = { APPKIT_PRODUCTION: '1', ...secrets, APPKIT_SMTP_HOST: '127.0.0.1', APPKIT_SMTP_PORT: '9' };
    const { child, url } = await serve({
      ...production,
      APPKIT_CHAINS: '[{"chainId":5,"rpcUrl":"http://127.0.0.1:9"}]',
    });
    try {
      assert.equal((await fetch(`${url}/getWallets?projectId=demo-project`)).status, 401);
      assert.equal((await fetch(`${url}/dev/events`)).status, 404);
    } finally {
      assert.equal(await stop(child), 0);
    }
  });

  it('refuses a malformed setting with a message naming it', async () => {
    await assert.rejects(serve({ APPKIT_CHAINS: 'nope' }), /APPKIT_CHAINS is not JSON/);
  });
});
