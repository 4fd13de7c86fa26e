import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { loadAuthSecrets } from '../../server/auth/load-auth-secrets.js';
import { loadOtpPepper, loadRecoveryKek, loadShareKek } from '../../server/auth/load-secret.js';
import { OTP_RESEND_COOLDOWN_MS as PROTOCOL_OTP_RESEND_COOLDOWN_MS } from '../../src/core/protocol/otp-resend-cooldown.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-secrets-'));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the OTP pepper and the KEKs (kept outside the database)', () => {
  it('is created once in dev mode, as a 0600 file under {dataDir}/secrets/', () => {
    const dataDir = tempDir();
    const first = loadOtpPepper({ dataDir, production: false, env: {} });
    assert.equal(first.length, 32);
    const path = join(dataDir, 'secrets', 'otp-pepper');
    assert.equal(statSync(path).mode & 0o777, 0o600);
    assert.equal(readFileSync(path, 'utf8').trim(), first.toString('hex'));
    assert.deepEqual(loadOtpPepper({ dataDir, production: false, env: {} }), first);
    assert.deepEqual(loadOtpPepper({ dataDir, production: true, env: {} }), first, 'production reads an existing file');
  });

  it('comes from APPKIT_OTP_PEPPER when set, and a malformed value is refused without echoing it', () => {
    const dataDir = tempDir();
    assert.deepEqual(
      loadOtpPepper({ dataDir, production: true, env: { APPKIT_OTP_PEPPER: 'cd'.repeat(32) } }),
      Buffer.alloc(32, 0xcd),
    );
    assert.throws(
      () => loadOtpPepper({ dataDir, production: false, env: { APPKIT_OTP_PEPPER: 'hunter2-not-hex' } }),
      (error: Error) =>
        /APPKIT_OTP_PEPPER must be at least 64 hex/.test(error.message) && !error.message.includes('hunter2'),
    );
  });

  it('is never created in production mode: a missing pepper is an error', () => {
    const dataDir = tempDir();
    assert.throws(() => loadOtpPepper({ dataDir, production: true, env: {} }), /APPKIT_OTP_PEPPER is not set/);
  });

  it('comes with two KEKs of its own, each in its own file and variable, none created in production', () => {
    const dataDir = tempDir();
    const secrets = loadAuthSecrets({ dataDir, production: false, env: {} });
    assert.equal(
      new Set([secrets.pepper, secrets.shareKek, secrets.recoveryKek].map((secret) => secret.toString('hex'))).size,
      3,
    );
    assert.equal(readFileSync(join(dataDir, 'secrets', 'share-kek'), 'utf8').trim(), secrets.shareKek.toString('hex'));
    assert.equal(
      readFileSync(join(dataDir, 'secrets', 'recovery-kek'), 'utf8').trim(),
      secrets.recoveryKek.toString('hex'),
    );
    assert.equal(statSync(join(dataDir, 'secrets', 'share-kek')).mode & 0o777, 0o600);
    const env = { APPKIT_SHARE_KEK: '01'.repeat(32), APPKIT_RECOVERY_KEK: '02'.repeat(32) };
    assert.deepEqual(loadShareKek({ dataDir, production: true, env }), Buffer.alloc(32, 1));
    assert.deepEqual(loadRecoveryKek({ dataDir, production: true, env }), Buffer.alloc(32, 2));
    const empty = tempDir();
    assert.throws(() => loadShareKek({ dataDir: empty, production: true, env: {} }), /APPKIT_SHARE_KEK is not set/);
    assert.throws(
      () => loadRecoveryKek({ dataDir: empty, production: true, env: {} }),
      /APPKIT_RECOVERY_KEK is not set/,
    );
    assert.equal(existsSync(join(empty, 'secrets')), false, 'production created nothing');
  });

  it('keeps the server cooldown equal to the client one, the protocol\'s (SPEC §9 "Email login cooldown 30 s")', () => {
    assert.equal(OTP_RESEND_COOLDOWN_MS, PROTOCOL_OTP_RESEND_COOLDOWN_MS);
    assert.equal(PROTOCOL_OTP_RESEND_COOLDOWN_MS, 30_000);
  });
});

function runServe(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SERVER_PORT: '0',
      APPKIT_DATA_DIR: tempDir(),
      APPKIT_OTP_PEPPER: '',
      APPKIT_SHARE_KEK: '',
      APPKIT_RECOVERY_KEK: '',
      APPKIT_SMTP_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    // A server that did start is stopped, so the test fails on its exit code rather than hanging.
    if (/ready on/.test(output)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('server/serve.ts in production mode', () => {
  it('refuses to start without the OTP pepper', async () => {
    const { code, output } = await runServe({ APPKIT_PRODUCTION: '1', APPKIT_SMTP_HOST: '127.0.0.1' });
    assert.equal(code, 1);
    assert.match(output, /APPKIT_OTP_PEPPER is not set/);
  });

  it('refuses to start without the share KEK or the recovery KEK (T12), naming the missing one only', async () => {
    const secrets = {
      APPKIT_OTP_PEPPER: 'ef'.repeat(32),
      APPKIT_SHARE_KEK: 'a1'.repeat(32),
      APPKIT_RECOVERY_KEK: 'b2'.repeat(32),
    };
    const withoutShareKek = await runServe({
      APPKIT_PRODUCTION: '1',
      APPKIT_SMTP_HOST: '127.0.0.1',
      ...secrets,
      APPKIT_SHARE_KEK: '',
    });
    assert.equal(withoutShareKek.code, 1);
    assert.match(withoutShareKek.output, /APPKIT_SHARE_KEK is not set/);
    const withoutRecoveryKek = await runServe({
      APPKIT_PRODUCTION: '1',
      APPKIT_SMTP_HOST: '127.0.0.1',
      ...secrets,
      APPKIT_RECOVERY_KEK: '',
    });
    assert.equal(withoutRecoveryKek.code, 1);
    assert.match(withoutRecoveryKek.output, /APPKIT_RECOVERY_KEK is not set/);
    for (const value of Object.values(secrets))
      assert.equal(`${withoutShareKek.output}${withoutRecoveryKek.output}`.includes(value), false);
  });

  it('refuses to start without an SMTP server', async () => {
    const { code, output } = await runServe({
      APPKIT_PRODUCTION: '1',
      APPKIT_OTP_PEPPER: 'ef'.repeat(32),
      APPKIT_SHARE_KEK: 'a1'.repeat(32),
      APPKIT_RECOVERY_KEK: 'b2'.repeat(32),
    });
    assert.equal(code, 1);
    assert.match(output, /APPKIT_SMTP_HOST is not set/);
    assert.equal(output.includes('ef'.repeat(32)), false);
  });
});
