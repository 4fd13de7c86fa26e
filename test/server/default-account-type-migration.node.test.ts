import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { readWallet } from '../../server/auth/read-wallet.js';
import type { AuthContext } from '../../server/auth/auth-context.js';
import { migrations } from '../../server/db/migrations.js';
import { runMigrations } from '../../server/db/run-migrations.js';

// Migration 13 (auth_wallet_default_account_type, issue 17): a wallet made before smart accounts
// keeps the EOA, so its user does not wake up to a new, empty address; a wallet made afterwards
// starts on its smart account (the POST /auth/v1/wallet side: auth-wallet.node.test.ts).

const insertWallet = (database: Database.Database, userId: string) =>
  database.exec(`
    INSERT INTO auth_users (id, email, created_at) VALUES ('${userId}', '${userId}@example.test', 1);
    INSERT INTO auth_wallets (user_id, evm_address, solana_address, recovery_auth_share, recovery_share_iv, recovery_share_ciphertext, recovery_method, escrowed_recovery_key, created_at)
      VALUES ('${userId}', '0x1', 'So1', 'r', 'iv', 'ct', 'server-escrow', 'k', 1);`);

const walletOf = (database: Database.Database, userId: string) =>
  readWallet({ context: { database } as AuthContext, userId, deviceId: 'd1' }).wallet;

describe('migration 13 (auth_wallet_default_account_type)', () => {
  it("answers 'eoa' for the wallets of an older database and 'smartAccount' for the ones made after", () => {
    const database = new Database(':memory:');
    database.pragma('foreign_keys = ON');
    runMigrations({ database, migrations: migrations.filter((migration) => migration.version <= 12) });
    insertWallet(database, 'before');

    const upTo13 = migrations.filter((migration) => migration.version <= 13);
    assert.deepEqual(runMigrations({ database, migrations: upTo13 }), [13]);
    assert.equal(walletOf(database, 'before')?.defaultAccountType, 'eoa');

    insertWallet(database, 'after');
    assert.equal(walletOf(database, 'after')?.defaultAccountType, 'smartAccount');
    assert.equal(walletOf(database, 'before')?.defaultAccountType, 'eoa', 'running it again changes nothing');
    assert.deepEqual(runMigrations({ database, migrations: upTo13 }), []);
    assert.throws(
      () => database.prepare(`UPDATE auth_wallets SET default_account_type = 'payment' WHERE user_id = 'after'`).run(),
      /CHECK/,
    );
    database.close();
  });
});
