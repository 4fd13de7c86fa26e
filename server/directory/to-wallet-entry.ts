/** A row of the `wallets` table (server/db/migrations.ts). */
export interface WalletRow {
  id: string;
  rank: number;
  name: string;
  homepage: string | null;
  rdns: string | null;
  chains: string;
  mobile_native: string | null;
  mobile_universal: string | null;
  desktop_native: string | null;
  desktop_universal: string | null;
  webapp: string | null;
  app_ios: string | null;
  app_android: string | null;
  app_chrome: string | null;
  app_firefox: string | null;
  app_safari: string | null;
  app_edge: string | null;
  app_browser: string | null;
  injected: string;
  badge_type: string | null;
}

/**
 * One entry of GET /getWallets: the "Wallet list entry" of SPEC §3 (id, name, image_id, rdns,
 * mobile_link, desktop_link, webapp_link, chains) plus the registry's other links. `mobile_link`
 * and `desktop_link` are the deep-link scheme when the registry has one, else the universal link;
 * both are also given apart. `image_id` is the wallet id (GET /getWalletImage/{image_id}).
 */
export interface WalletEntry {
  id: string;
  name: string;
  image_id: string;
  rdns: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  chains: string[];
  homepage: string | null;
  order: number;
  mobile_universal_link: string | null;
  desktop_universal_link: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  firefox_store: string | null;
  safari_store: string | null;
  edge_store: string | null;
  download_url: string | null;
  injected: Array<{ namespace: string; injected_id: string }>;
  badge_type: string;
}

/**
 * @example
 * toWalletEntry({ row }).image_id === row.id; // true
 */
export function toWalletEntry({ row }: { row: WalletRow }): WalletEntry {
  return {
    id: row.id,
    name: row.name,
    image_id: row.id,
    rdns: row.rdns,
    mobile_link: row.mobile_native ?? row.mobile_universal,
    desktop_link: row.desktop_native ?? row.desktop_universal,
    webapp_link: row.webapp,
    chains: JSON.parse(row.chains) as string[],
    homepage: row.homepage,
    order: row.rank,
    mobile_universal_link: row.mobile_universal,
    desktop_universal_link: row.desktop_universal,
    app_store: row.app_ios,
    play_store: row.app_android,
    chrome_store: row.app_chrome,
    firefox_store: row.app_firefox,
    safari_store: row.app_safari,
    edge_store: row.app_edge,
    download_url: row.app_browser,
    injected: JSON.parse(row.injected) as WalletEntry['injected'],
    badge_type: row.badge_type ?? 'none',
  };
}
