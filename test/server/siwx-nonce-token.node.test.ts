import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SIWX_NONCE_LIFETIME_MS, issueSiwxNonce, readSiwxNonceToken } from '../../server/siwx/siwx-nonce-token.js';

const secret = Buffer.alloc(32, 3);
const now = Date.UTC(2026, 10, 27, 9, 0, 0);

test('a nonce token carries its nonce for its project until it expires', async () => {
  const { nonce, token } = await issueSiwxNonce({ secret, projectId: 'p1', now });
  assert.match(nonce, /^[A-Za-z0-9]{16}$/);
  assert.deepEqual(await readSiwxNonceToken({ secret, token, projectId: 'p1', now: now + 1000 }), {
    nonce,
    expiresAt: now + SIWX_NONCE_LIFETIME_MS,
  });
  assert.equal(
    await readSiwxNonceToken({ secret, token, projectId: 'p1', now: now + SIWX_NONCE_LIFETIME_MS }),
    undefined,
  );
  assert.notEqual((await issueSiwxNonce({ secret, projectId: 'p1', now })).nonce, nonce);
});

test('a nonce token is refused for another project, under another key, or altered', async () => {
  const { token } = await issueSiwxNonce({ secret, projectId: 'p1', now });
  assert.equal(await readSiwxNonceToken({ secret, token, projectId: 'p2', now }), undefined);
  assert.equal(await readSiwxNonceToken({ secret: Buffer.alloc(32, 4), token, projectId: 'p1', now }), undefined);
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, pid: 'p2' })).toString('base64url');
  assert.equal(
    await readSiwxNonceToken({ secret, token: `${header}.${forged}.${signature}`, projectId: 'p2', now }),
    undefined,
  );
  assert.equal(await readSiwxNonceToken({ secret, token: 'not-a-token', projectId: 'p1', now }), undefined);
});
