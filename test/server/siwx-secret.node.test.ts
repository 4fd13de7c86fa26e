import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadSiwxSecret } from '../../server/siwx/load-siwx-secret.js';

test('the SIWX nonce key: generated once in dev, from APPKIT_SIWX_SECRET when set, required in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-siwx-secret-'));
  try {
    assert.throws(() => loadSiwxSecret({ dataDir, production: true, env: {} }), /APPKIT_SIWX_SECRET/);
    const generated = loadSiwxSecret({ dataDir, production: false, env: {} });
    assert.equal(generated.length, 32);
    assert.equal(readFileSync(join(dataDir, 'secrets', 'siwx-nonce-key'), 'utf8').trim(), generated.toString('hex'));
    assert.deepEqual(loadSiwxSecret({ dataDir, production: true, env: {} }), generated);
    const fromEnv = 'ab'.repeat(32);
    assert.equal(
      loadSiwxSecret({ dataDir, production: true, env: { APPKIT_SIWX_SECRET: fromEnv } }).toString('hex'),
      fromEnv,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
