import { isLoopbackUrl } from './is-loopback-url.js';

/** A link that hands a pairing URI to a wallet. */
export interface WalletLink {
  /** What to open: the wallet's link with `wc?uri=<the pairing URI>`. */
  href: string;
  /** The wallet's own link without the URI: remembered to bring the wallet back for later requests. */
  base: string;
  /** A custom scheme replaces the page (`_self`: the OS hands it to the app); a web link opens a tab. */
  target: '_self' | '_blank';
}

export interface FormatWalletLinkParameters {
  /** The wallet's link from the directory (hostile data). */
  appUrl: string | null | undefined;
  /** The pairing URI, `wc:…@2?…`. */
  wcUri: string;
}

/** Schemes a directory link may never use: they run code, read files or are the web's own. */
const BLOCKED_SCHEMES = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
  'chrome',
  'view-source',
]);
const SCHEME = /^[a-z][a-z0-9+.-]*$/;

/**
 * A native app's deep link (`mobile_link`, `desktop_link`): `scheme://wc?uri=<encoded URI>`,
 * opened in the same tab. An `https` link is formatted as a universal link instead. A scheme
 * that runs code (`javascript:`, `data:` …) gives undefined.
 *
 * @example
 * formatNativeUrl({ appUrl: 'rainbow://', wcUri: 'wc:ab@2?symKey=1' });
 * // { href: 'rainbow://wc?uri=wc%3Aab%402%3FsymKey%3D1', base: 'rainbow://', target: '_self' }
 */
export function formatNativeUrl({ appUrl, wcUri }: FormatWalletLinkParameters): WalletLink | undefined {
  const trimmed = appUrl?.trim();
  if (!trimmed) return undefined;
  if (/^https?:/i.test(trimmed)) return formatUniversalUrl({ appUrl: trimmed, wcUri });
  // 'metamask:' and 'metamask' name the scheme alone; 'trust://open/' keeps its path.
  const separator = trimmed.indexOf('://');
  const scheme = (separator >= 0 ? trimmed.slice(0, separator) : trimmed.replace(/[:/]/g, '')).toLowerCase();
  if (!SCHEME.test(scheme) || BLOCKED_SCHEMES.has(scheme)) return undefined;
  const rest = separator >= 0 ? trimmed.slice(separator + 3) : '';
  if (/[\s"'<>\\]/.test(rest)) return undefined;
  const base = `${scheme}://${rest}${rest === '' || rest.endsWith('/') ? '' : '/'}`;
  return { href: `${base}wc?uri=${encodeURIComponent(wcUri)}`, base, target: '_self' };
}

/**
 * A web link (`mobile_link` when https, `webapp_link`, `desktop_link` when https):
 * `https://host/path/wc?uri=<encoded URI>`, opened in a new tab. Only `https` without
 * credentials, or `http` on this machine (a dev wallet); anything else gives undefined.
 *
 * @example
 * formatUniversalUrl({ appUrl: 'https://wallet.example/app', wcUri: 'wc:ab@2' });
 * // { href: 'https://wallet.example/app/wc?uri=wc%3Aab%402', base: 'https://wallet.example/app/', target: '_blank' }
 */
export function formatUniversalUrl({ appUrl, wcUri }: FormatWalletLinkParameters): WalletLink | undefined {
  const trimmed = appUrl?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl({ url: url.href }));
  if (!allowed || url.username || url.password || !url.hostname) return undefined;
  url.hash = '';
  url.search = '';
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  const base = url.href;
  return { href: `${base}wc?uri=${encodeURIComponent(wcUri)}`, base, target: '_blank' };
}
