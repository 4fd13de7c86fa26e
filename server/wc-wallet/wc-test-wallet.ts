// The dev-only WalletConnect test wallet (issue 15 part 4): a web wallet page on the reference
// server, built on @walletconnect/sign-client 2.21.8, an implementation of the protocol that is not
// ours. These names are shared by the server (route, directory entry) and the page itself.

/** Where the page is served (dev mode only); AppKit opens `{webapp_link}wc?uri=…`, also served. */
export const WC_WALLET_PATH = '/dev/wc-wallet/';

/** The page's own dev project (server/data/dev-projects.json): its relay connection and RPC calls. */
export const WC_WALLET_PROJECT_ID = 'dev-wc-wallet';

/** Its entry in the dev directory (never in wallets.json, the real registry copy). */
export const WC_TEST_WALLET = {
  id: 'appkit-wc-test-wallet',
  name: 'AppKit Test Wallet (WalletConnect)',
} as const;

/**
 * The page's URL on a server.
 *
 * @example
 * wcWalletUrl({ serverUrl: 'http://localhost:8787' }); // 'http://localhost:8787/dev/wc-wallet/'
 */
export function wcWalletUrl({ serverUrl }: { serverUrl: string }): string {
  return new URL(WC_WALLET_PATH, serverUrl).toString();
}

/**
 * The relay of a server (server/relay/, path `/relay` of the same port), ws for http, wss for https.
 *
 * @example
 * relayUrlOf({ serverUrl: 'http://localhost:8787' }); // 'ws://localhost:8787/relay'
 */
export function relayUrlOf({ serverUrl }: { serverUrl: string }): string {
  const url = new URL('/relay', serverUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
