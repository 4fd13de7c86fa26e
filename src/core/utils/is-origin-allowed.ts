export interface IsOriginAllowedParameters {
  /** The page's origin, e.g. `location.origin`. */
  origin: string;
  /**
   * The project's allowed origins. An entry is an exact origin (`https://dapp.example`), may use
   * `*` as the port (`http://localhost:*`, any port or none), `*.` before the host
   * (`https://*.dapp.example`, any subdomain but not the bare domain), or be `*` alone (any origin).
   */
  allowedOrigins: readonly string[];
}

const PATTERN = /^([a-z][a-z\d+.-]*):\/\/(\*\.)?(\[[\da-f:.]+\]|[^:/*[\]]+)(?::(\*|\d{1,5}))?\/?$/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Whether the page's origin is in the project's list (SPEC §8 APKT002 "origin not allowed").
 * Scheme, host and port must all match; wildcards only stand for a whole port or whole leading
 * labels, so `https://*.dapp.example` never matches `https://evil-dapp.example`.
 * @example
 * isOriginAllowed({ origin: 'http://localhost:5173', allowedOrigins: ['http://localhost:*'] }); // true
 * isOriginAllowed({ origin: 'https://app.dapp.example', allowedOrigins: ['https://*.dapp.example'] }); // true
 * isOriginAllowed({ origin: 'https://dapp.example.evil', allowedOrigins: ['https://dapp.example'] }); // false
 */
export function isOriginAllowed({ origin, allowedOrigins }: IsOriginAllowedParameters): boolean {
  let current: URL;
  try {
    current = new URL(origin);
  } catch {
    return false;
  }
  if (current.origin === 'null') return false;
  return allowedOrigins.some((entry) => matchesEntry(current, entry.trim()));
}

function matchesEntry(current: URL, entry: string): boolean {
  if (entry === '*') return true;
  const match = PATTERN.exec(entry);
  if (!match) return false;
  const [, scheme = '', anySubdomain, host = '', port] = match;
  const protocol = `${scheme.toLowerCase()}:`;
  if (protocol !== current.protocol) return false;
  const expectedHost = host.toLowerCase();
  const hostMatches = anySubdomain ? current.hostname.endsWith(`.${expectedHost}`) : current.hostname === expectedHost;
  if (!hostMatches) return false;
  if (port === '*') return true;
  // URL drops a default port (https://x:443 → https://x), so compare the same way.
  const expectedPort = port === undefined || port === DEFAULT_PORTS[protocol] ? '' : String(Number(port));
  return current.port === expectedPort;
}
