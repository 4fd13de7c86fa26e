import type Database from 'better-sqlite3';
import { devChainSpecs } from '../dev-config.js';
import { LOCAL_SOLANA_CAIP_NETWORK_ID } from '../chains/solana/local-solana-cluster.js';
import { WC_TEST_WALLET } from './wc-test-wallet.js';

export interface RegisterWcTestWalletParameters {
  database: Database.Database;
  /** The running server's page, `{server}/dev/wc-wallet/` (wcWalletUrl): its port changes every start. */
  webappUrl: string;
}

/**
 * Lists the WalletConnect test wallet in the dev directory, last, with its page as `webapp_link`
 * and the dev chains, so the modal offers it like any WalletConnect wallet. The dev stack calls it
 * at every start (server/dev-stack.ts), as it sets the dev project's origins. The registry copy
 * (server/data/wallets.json) stays untouched: the row is dev data, and the registry's seed
 * fingerprint is cleared with it, so the next start of any server on this database re-seeds the
 * registry from the file and drops the row (a production server never lists it).
 *
 * @example
 * registerWcTestWallet({ database, webappUrl: wcWalletUrl({ serverUrl: server.url }) });
 */
export function registerWcTestWallet({ database, webappUrl }: RegisterWcTestWalletParameters): void {
  const chains = [...devChainSpecs.map((spec) => `eip155:${spec.id}`), LOCAL_SOLANA_CAIP_NETWORK_ID];
  database
    .transaction(() => {
      database.prepare('DELETE FROM wallets WHERE id = ?').run(WC_TEST_WALLET.id);
      const rank = (database.prepare('SELECT coalesce(max(rank), 0) + 1 FROM wallets').pluck().get() as number) ?? 1;
      database
        .prepare(
          `INSERT INTO wallets (id, rank, name, name_search, chains, namespaces, webapp)
          VALUES (@id, @rank, @name, @nameSearch, @chains, @namespaces, @webapp)`,
        )
        .run({
          id: WC_TEST_WALLET.id,
          rank,
          name: WC_TEST_WALLET.name,
          nameSearch: WC_TEST_WALLET.name.toLowerCase(),
          chains: JSON.stringify(chains),
          namespaces: JSON.stringify(['eip155', 'solana']),
          webapp: webappUrl,
        });
      database.prepare(`DELETE FROM seed_state WHERE name = 'wallets'`).run();
    })
    .immediate();
}
