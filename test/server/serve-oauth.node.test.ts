import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../server/find-free-port.js';
import { startOidcStandIn } from '../../server/oidc/start-oidc-stand-in.js';
import { createAttemptSecret } from './oauth-requests.js';
import { createTestDevice, deviceFields } from './start-auth-server.js';

// server/serve.ts configured for social login by environment only, against the OIDC stand-in.
const root = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function serve(env: Record<string, string>): { child: ChildProcess; ready: Promise<string> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-serve-oauth-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: root,
    env: { ...process.env, SERVER_PORT: '0', APPKIT_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
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
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.once('exit', (code) => resolve(code)), child.kill('SIGTERM')));

describe('server/serve.ts social login settings', () => {
  it('starts a social login with the provider from APPKIT_OAUTH_* and refuses one that is not set', async () => {
    const port = await findFreePort();
    const redirectUri = `http://127.0.0.1:${port}/auth/v1/oauth/callback`;
    const standIn = await startOidcStandIn({ redirectUri });
    const { child, ready } = serve({
      SERVER_PORT: String(port),
      APPKIT_OAUTH_REDIRECT_URI: redirectUri,
      APPKIT_OAUTH_GOOGLE_ISSUER: standIn.issuer,
      APPKIT_OAUTH_GOOGLE_CLIENT_ID: 'google',
      APPKIT_OAUTH_GOOGLE_CLIENT_SECRET: standIn.providers.google.clientSecret,
    });
    try {
      const url = await ready;
      const body = {
        projectId: 'demo-project',
        ...deviceFields(await createTestDevice()),
        attemptSecretHash: (await createAttemptSecret()).attemptSecretHash,
      };
      const post = (provider: string) =>
        fetch(`${url}/auth/v1/oauth/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, provider }),
        });
      const google = await post('google');
      assert.equal(google.status, 200);
      const { authorizationUrl } = (await google.json()) as { authorizationUrl: string };
      assert.equal(new URL(authorizationUrl).origin, standIn.issuer);
      assert.equal(new URL(authorizationUrl).searchParams.get('redirect_uri'), redirectUri);
      const apple = await post('apple');
      assert.deepEqual(
        [apple.status, ((await apple.json()) as { code: string }).code],
        [400, 'PROVIDER_NOT_CONFIGURED'],
      );
    } finally {
      if (child.exitCode === null) assert.equal(await stop(child), 0);
      await standIn.stop();
    }
  });

  it('refuses to start with a half-configured provider, naming the variable', async () => {
    const { ready } = serve({
      APPKIT_OAUTH_GITHUB_ISSUER: 'https://github.example',
      APPKIT_OAUTH_REDIRECT_URI: 'https://wallet.example/auth/v1/oauth/callback',
    });
    await assert.rejects(ready, /APPKIT_OAUTH_GITHUB_CLIENT_ID is not set/);
  });
});
