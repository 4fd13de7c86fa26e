import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { assertSeed, readSeedFile, seedFiles } from './seed-files.js';

/** One entry of server/data/wallets.json (fields in server/data/README.md). */
export interface RegistryWallet {
  id: string;
  name: string;
  homepage: string | null;
  rdns: string | null;
  chains: string[];
  mobile: { native: string | null; universal: string | null };
  desktop: { native: string | null; universal: string | null };
  webapp: string | null;
  app: Record<'ios' | 'android' | 'chrome' | 'firefox' | 'safari' | 'edge' | 'browser', string | null>;
  injected: Array<{ namespace: string; injected_id: string }>;
  badge: string | null;
}

export interface SeedWalletsReturnType {
  /** False when the table already holds this exact file. */
  seeded: boolean;
  count: number;
}

const WALLET_ID = /^[a-z0-9-]{1,100}$/;

/**
 * Loads the registry into `wallets`, ranked by file order (rank 1 = first entry). The table is
 * replaced only when the file changed since the last seed (sha-256 kept in `seed_state`).
 *
 * @example
 * seedWallets({ database }); // { seeded: true, count: 578 } on a new database
 */
export function seedWallets({
  database,
  url = seedFiles.wallets,
}: {
  database: Database.Database;
  url?: URL;
}): SeedWalletsReturnType {
  const { text, json } = readSeedFile({ url });
  const wallets = (json as { wallets?: unknown }).wallets as RegistryWallet[];
  assertSeed(Array.isArray(wallets), url, 'expected {wallets: [...]}');
  const fingerprint = createHash('sha256').update(text).digest('hex');
  const stored = database.prepare(`SELECT fingerprint FROM seed_state WHERE name = 'wallets'`).pluck().get();
  if (stored === fingerprint) return { seeded: false, count: wallets.length };

  const insert = database.prepare(`INSERT INTO wallets (id, rank, name, name_search, homepage, rdns, chains,
    namespaces, mobile_native, mobile_universal, desktop_native, desktop_universal, webapp, app_ios, app_android,
    app_chrome, app_firefox, app_safari, app_edge, app_browser, injected, badge_type)
    VALUES (${Array(22).fill('?').join(', ')})`);
  database
    .transaction(() => {
      database.exec('DELETE FROM wallets');
      wallets.forEach((wallet, index) => {
        assertSeed(WALLET_ID.test(wallet.id) && typeof wallet.name === 'string', url, `entry ${index}: bad id or name`);
        const namespaces = [...new Set(wallet.chains.map((chain) => chain.split(':')[0]))];
        const { mobile, desktop, app } = wallet;
        insert.run(
          wallet.id,
          index + 1,
          wallet.name,
          wallet.name.toLowerCase(),
          wallet.homepage,
          wallet.rdns,
          JSON.stringify(wallet.chains),
          JSON.stringify(namespaces),
          mobile.native,
          mobile.universal,
          desktop.native,
          desktop.universal,
          wallet.webapp,
          app.ios,
          app.android,
          app.chrome,
          app.firefox,
          app.safari,
          app.edge,
          app.browser,
          JSON.stringify(wallet.injected),
          wallet.badge,
        );
      });
      database
        .prepare(
          `INSERT INTO seed_state (name, fingerprint) VALUES ('wallets', ?)
        ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint, seeded_at = excluded.seeded_at`,
        )
        .run(fingerprint);
    })
    .immediate();
  return { seeded: true, count: wallets.length };
}
