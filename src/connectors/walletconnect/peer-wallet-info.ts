import type { WalletConnectSession } from './walletconnect-types.js';

export interface PeerWalletInfo {
  name: string;
  icon?: string;
}

// Written out rather than core/utils/is-loopback-url.js: importing it gives this lazy chunk one more
// shared chunk to load (about 0.2 KiB gz of the WalletConnect budget).
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The wallet behind a WalletConnect session, as Account shows it: the peer's own name and its
 * first icon. The peer's metadata is hostile data, so the name is only ever text and the icon is
 * kept only when it is `https:`, or `http:` on a loopback host (a wallet in local development);
 * anything else (`javascript:`, `data:`, plain http elsewhere) is dropped. Undefined without a
 * session or without a name, so the caller falls back to the connector's own name.
 *
 * @example
 * readPeerWalletInfo({ session: client.getSession() }); // { name: 'Rainbow', icon: 'https://…/icon.png' }
 */
export function readPeerWalletInfo({
  session,
}: {
  session: WalletConnectSession | undefined;
}): PeerWalletInfo | undefined {
  // A restored session comes from storage, so its shape is not taken on trust either.
  const { name, icons } = session?.peer?.metadata ?? {};
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) return undefined;
  const icon: unknown = Array.isArray(icons) ? icons[0] : undefined;
  return isAllowedIconUrl(icon) ? { name: text, icon } : { name: text };
}

function isAllowedIconUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOST.test(hostname));
  } catch {
    return false;
  }
}
