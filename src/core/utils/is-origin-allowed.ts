import { parseOriginPattern, type OriginPattern } from './parse-origin-pattern.js';

export interface IsOriginAllowedParameters {
  /** The page's origin, e.g. `location.origin`. */
  origin: string;
  /**
   * The project's allowed origins. An entry is an exact origin (`https://dapp.example`), may use
   * `*.` before a host of two labels or more (`https://*.dapp.example`, any subdomain but not the
   * bare domain), or `*` as the port of a loopback host (`http://localhost:*`, any port or none).
   * Anything broader (`*`, `https://*`, `https://dapp.example:*`) matches nothing
   * (parse-origin-pattern.ts).
   */
  allowedOrigins: readonly string[];
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Whether the page's origin is in the project's list (SPEC §8 APKT002 "origin not allowed").
 * Scheme, host and port must all match; wildcards only stand for a whole port or whole leading
 * labels, so `https://*.dapp.example` never matches `https://evil-dapp.example`.
 * @example
 * isOriginAllowed({ origin: 'http://localhost:5173', allowedOrigins: ['http://localhost:*'] }); // true
 * isOriginAllowed({ origin: 'https://app.dapp.example', allowedOrigins: ['https://*.dapp.example'] }); // true
 * isOriginAllowed({ origin: 'https://dapp.example.evil', allowedOrigins: ['https://dapp.example'] }); // false
 * isOriginAllowed({ origin: 'https://anything.example', allowedOrigins: ['*'] }); // false
 */
export function isOriginAllowed({ origin, allowedOrigins }: IsOriginAllowedParameters): boolean {
  let current: URL;
  try {
    current = new URL(origin);
  } catch {
    return false;
  }
  if (current.origin === 'null') return false;
  return allowedOrigins.some((entry) => {
    const pattern = parseOriginPattern({ entry });
    return pattern !== undefined && matchesPattern(current, pattern);
  });
}

function matchesPattern(current: URL, { protocol, anySubdomain, host, port }: OriginPattern): boolean {
  if (protocol !== current.protocol) return false;
  const hostMatches = anySubdomain ? current.hostname.endsWith(`.${host}`) : current.hostname === host;
  if (!hostMatches) return false;
  if (port === '*') return true;
  // URL drops a default port (https://x:443 → https://x), so compare the same way.
  const expectedPort = port === undefined || port === DEFAULT_PORTS[protocol] ? '' : String(Number(port));
  return current.port === expectedPort;
}
