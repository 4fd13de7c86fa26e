import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { runMigrations } from '../../server/db/run-migrations.js';
import { migrations } from '../../server/db/migrations.js';
import { seedFiles } from '../../server/db/seed-files.js';
import { seedWallets } from '../../server/db/seed-wallets.js';
import { DEV_PROJECT_ID, DEV_RESTRICTED_PROJECT_ID } from '../../server/dev-config.js';
import { DATABASE_FILE_NAME, readDataDir, readServerConfig } from '../../server/server-config.js';
import { WC_WALLET_PROJECT_ID } from '../../server/wc-wallet/wc-test-wallet.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

const registry = JSON.parse(readFileSync(seedFiles.wallets, 'utf8')) as {
  wallets: Array<{ id: string; name: string }>;
};
let temp: TempDatabase;

before(() => {
  temp = openTempDatabase();
});
after(() => temp?.cleanup());

describe('openDatabase', () => {
  it('creates the file in WAL mode with every migration recorded in order', () => {
    assert.equal(temp.database.pragma('journal_mode', { simple: true }), 'wal');
    const applied = temp.database.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    assert.deepEqual(
      applied,
      migrations.map(({ version, name }) => ({ version, name })),
    );
    assert.deepEqual(applied.slice(0, 4), [
      { version: 1, name: 'projects' },
      { version: 2, name: 'wallets' },
      { version: 3, name: 'analytics_events' },
      { version: 4, name: 'auth_email_login_and_sessions' },
    ]);
  });

  it('applies nothing on reopen and keeps the data', () => {
    const again = temp.reopen();
    assert.deepEqual(runMigrations({ database: again }), []);
    assert.equal(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get(), migrations.length);
    assert.equal(again.prepare('SELECT count(*) FROM wallets').pluck().get(), registry.wallets.length);
    again.close();
  });

  it('refuses migrations that are not in increasing order', () => {
    const migrations = [
      { version: 2, name: 'b', sql: '' },
      { version: 1, name: 'a', sql: '' },
    ];
    assert.throws(() => runMigrations({ database: temp.database, migrations }), /strictly increasing/);
  });

  it('seeds the dev projects: demo-project on any localhost port, demo-restricted on https://dapp.example, the WalletConnect test wallet page', () => {
    const rows = temp.database
      .prepare('SELECT project_id, allowed_origins, analytics_enabled FROM projects ORDER BY project_id')
      .all();
    assert.deepEqual(rows, [
      {
        project_id: DEV_PROJECT_ID,
        allowed_origins: '["http://localhost:*","http://127.0.0.1:*"]',
        analytics_enabled: 1,
      },
      { project_id: DEV_RESTRICTED_PROJECT_ID, allowed_origins: '["https://dapp.example"]', analytics_enabled: 1 },
      {
        project_id: WC_WALLET_PROJECT_ID,
        allowed_origins: '["http://localhost:*","http://127.0.0.1:*"]',
        analytics_enabled: 0,
      },
    ]);
  });

  it("keeps an operator's edit of a seeded project across restarts", () => {
    temp.database
      .prepare(`UPDATE projects SET allowed_origins = '["https://mine.example"]' WHERE project_id = ?`)
      .run(DEV_PROJECT_ID);
    const again = temp.reopen();
    assert.equal(
      again.prepare('SELECT allowed_origins FROM projects WHERE project_id = ?').pluck().get(DEV_PROJECT_ID),
      '["https://mine.example"]',
    );
    again.close();
    temp.database
      .prepare(
        `UPDATE projects SET allowed_origins = '["http://localhost:*","http://127.0.0.1:*"]' WHERE project_id = ?`,
      )
      .run(DEV_PROJECT_ID);
  });

  it('seeds every registry wallet ranked by file order', () => {
    const rows = temp.database.prepare('SELECT id, name, rank FROM wallets ORDER BY rank').all() as Array<{
      id: string;
      name: string;
      rank: number;
    }>;
    assert.equal(rows.length, 578);
    assert.deepEqual(
      rows.map((row) => row.id),
      registry.wallets.map((wallet) => wallet.id),
    );
    assert.deepEqual(
      rows.slice(0, 3).map((row) => [row.rank, row.name]),
      [
        [1, 'MetaMask'],
        [2, 'Trust Wallet'],
        [3, 'OKX Wallet'],
      ],
    );
  });

  it('re-seeds the registry only when its file changed', () => {
    assert.deepEqual(seedWallets({ database: temp.database }), { seeded: false, count: 578 });
    const file = join(temp.dir, 'wallets.json');
    copyFileSync(seedFiles.wallets, file);
    const changed = JSON.parse(readFileSync(file, 'utf8')) as typeof registry;
    changed.wallets = [changed.wallets[1]!, changed.wallets[0]!];
    writeFileSync(file, JSON.stringify(changed));
    const scratch = temp.reopen();
    assert.deepEqual(seedWallets({ database: scratch, url: pathToFileURL(file) }), { seeded: true, count: 2 });
    assert.deepEqual(scratch.prepare('SELECT name FROM wallets ORDER BY rank').pluck().all(), [
      'Trust Wallet',
      'MetaMask',
    ]);
    // Back to the real registry for the other tests of this file.
    assert.deepEqual(seedWallets({ database: scratch }), { seeded: true, count: 578 });
    scratch.close();
  });

  it('seeds no dev project in production mode', () => {
    const production = openTempDatabase({ production: true });
    try {
      assert.equal(production.database.prepare('SELECT count(*) FROM projects').pluck().get(), 0);
      assert.equal(production.database.prepare('SELECT count(*) FROM wallets').pluck().get(), 578);
    } finally {
      production.cleanup();
    }
  });
});

describe('readServerConfig', () => {
  it('defaults to {root}/.dev, dev mode, port 8787, no chains', () => {
    assert.deepEqual(readServerConfig({ env: {}, root: '/repo' }), {
      dataDir: '/repo/.dev',
      production: false,
      port: 8787,
      chains: [],
      trustedProxyHops: 0,
      rpcLimits: { callsPerMinutePerIp: 1200, callsPerMinutePerProject: 12_000 },
      names: { zone: 'reown.id' },
    });
    assert.equal(readDataDir({ env: {}, root: '/repo' }), '/repo/.dev');
    assert.equal(DATABASE_FILE_NAME, 'appkit.sqlite');
  });

  it('reads APPKIT_DATA_DIR (relative to root or absolute), APPKIT_PRODUCTION, SERVER_PORT, APPKIT_CHAINS, the trusted proxy hops and the RPC caps', () => {
    const chains = [{ chainId: 1, rpcUrl: 'https://rpc.example', tokens: [] }];
    const env = {
      APPKIT_DATA_DIR: 'data',
      APPKIT_PRODUCTION: '1',
      SERVER_PORT: '9000',
      APPKIT_CHAINS: JSON.stringify(chains),
      APPKIT_TRUSTED_PROXY_HOPS: '2',
      APPKIT_RPC_CALLS_PER_MINUTE_PER_IP: '300',
      APPKIT_RPC_CALLS_PER_MINUTE_PER_PROJECT: '3000',
      APPKIT_NAME_ZONE: 'Names.Example.org',
    };
    assert.deepEqual(readServerConfig({ env, root: '/repo' }), {
      dataDir: '/repo/data',
      production: true,
      port: 9000,
      chains,
      trustedProxyHops: 2,
      rpcLimits: { callsPerMinutePerIp: 300, callsPerMinutePerProject: 3000 },
      names: { zone: 'names.example.org' },
    });
    assert.equal(
      readServerConfig({ env: { APPKIT_DATA_DIR: '/var/appkit', APPKIT_PRODUCTION: 'TRUE' } }).dataDir,
      '/var/appkit',
    );
    assert.equal(readServerConfig({ env: { APPKIT_PRODUCTION: 'no' } }).production, false);
  });

  it('names the variable that is malformed', () => {
    assert.throws(() => readServerConfig({ env: { SERVER_PORT: 'http' } }), /SERVER_PORT=http is not a port number/);
    assert.throws(() => readServerConfig({ env: { SERVER_PORT: '70000' } }), /SERVER_PORT/);
    assert.throws(() => readServerConfig({ env: { APPKIT_CHAINS: '[' } }), /APPKIT_CHAINS is not JSON/);
    assert.throws(
      () => readServerConfig({ env: { APPKIT_CHAINS: '[{"chainId":1,"rpcUrl":"file:///etc"}]' } }),
      /APPKIT_CHAINS must be/,
    );
    assert.throws(
      () => readServerConfig({ env: { APPKIT_TRUSTED_PROXY_HOPS: 'yes' } }),
      /APPKIT_TRUSTED_PROXY_HOPS=yes must be a whole number from 0 to 10/,
    );
    assert.throws(() => readServerConfig({ env: { APPKIT_TRUSTED_PROXY_HOPS: '-1' } }), /APPKIT_TRUSTED_PROXY_HOPS/);
    // A cap below one batch of 20 calls would refuse every batch.
    assert.throws(
      () => readServerConfig({ env: { APPKIT_RPC_CALLS_PER_MINUTE_PER_IP: '5' } }),
      /APPKIT_RPC_CALLS_PER_MINUTE_PER_IP=5 must be a whole number from 20/,
    );
  });
});
