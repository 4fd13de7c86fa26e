/**
 * One wallet of the directory (`GET /getWallets` → `data[]`, SPEC §3 "Wallet list entry"). It is
 * hostile data: render its texts as text, its links only after a scheme check, its image only
 * through `isSafeImageUrl`.
 */
export interface WalletListEntry {
  id: string;
  name: string;
  /** Id for `GET /getWalletImage/{image_id}`. */
  image_id?: string | null;
  /** EIP-6963 reverse-DNS id, used to recognise an installed wallet. */
  rdns?: string | null;
  homepage?: string | null;
  /** Deep link (custom scheme) when the wallet has one, else its universal link. */
  mobile_link?: string | null;
  mobile_universal_link?: string | null;
  desktop_link?: string | null;
  desktop_universal_link?: string | null;
  webapp_link?: string | null;
  app_store?: string | null;
  play_store?: string | null;
  chrome_store?: string | null;
  firefox_store?: string | null;
  safari_store?: string | null;
  edge_store?: string | null;
  /** Generic "download / extension" page. */
  download_url?: string | null;
  /** CAIP-2 network ids the wallet supports. */
  chains?: readonly string[] | null;
}

/** The answer of `GET /getWallets` (SPEC §7: data and count). */
export interface WalletListPage {
  data: readonly WalletListEntry[];
  /** Wallets matching the query across all pages. */
  count: number;
}
