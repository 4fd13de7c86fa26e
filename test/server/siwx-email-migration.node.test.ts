import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrations } from '../../server/db/migrations.js';
import { runMigrations } from '../../server/db/run-migrations.js';
import { createSiwxSession, findSiwxSession } from '../../server/siwx/siwx-store.js';
import type { SiwxMessageData } from '../../src/core/protocol/siwx-types.js';

// Migration 12 (siwx_email_capture) is additive: a file signed in under version 11 keeps its
// sessions, which answer without an email, and new sessions store one.
describe('migration 12 (siwx_email_capture)', () => {
  it('keeps the sessions of an existing database and adds the email column', () => {
    const database = new Database(':memory:');
    database.pragma('foreign_keys = ON');
    runMigrations({ database, migrations: migrations.filter((migration) => migration.version <= 11) });
    const data: SiwxMessageData = {
      accountAddress: 'So1',
      chainId: 'solana:x',
      domain: 'd',
      uri: 'u',
      version: '1',
      nonce: 'n',
      issuedAt: 'i',
    };
    database.exec(`
      INSERT INTO projects (project_id, name) VALUES ('p1', 'P');
      INSERT INTO siwx_sessions (token_hash, project_id, chain_id, address, message, signature, data, issued_at, expires_at)
        VALUES ('${createHash('sha256').update('old-token').digest('hex')}', 'p1', 'solana:x', 'So1', 'm', 's', '${JSON.stringify(data)}', 1, 100);`);

    assert.deepEqual(
      runMigrations({ database, migrations: migrations.filter((migration) => migration.version <= 12) }),
      [12],
    );
    const old = findSiwxSession({ database, token: 'old-token', projectId: 'p1', now: 50 });
    assert.equal(old?.address, 'So1');
    assert.equal(old && 'email' in old, false);

    const session = {
      projectId: 'p1',
      chainId: 'solana:x',
      address: 'So1',
      message: 'm',
      signature: 's',
      data,
      email: 'ada@example.com',
    };
    const token = createSiwxSession({ database, session, nonce: { value: 'nonce1', expiresAt: 200 }, now: 60 });
    assert.ok(token);
    assert.equal(findSiwxSession({ database, token, projectId: 'p1', now: 61 })?.email, 'ada@example.com');
    database.close();
  });
});
