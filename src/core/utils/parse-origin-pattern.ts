/** One entry of a project's allowed origins, read. */
export interface OriginPattern {
  /** `https:` */
  protocol: string;
  /** `*.` before the host: any subdomain (never the bare host). */
  anySubdomain: boolean;
  /** Lower case; an IPv6 host keeps its brackets. */
  host: string;
  /** `*` (any port, loopback hosts only), a number as text, or undefined (the scheme's default). */
  port: string | undefined;
}

// Host names as URL writes them (ASCII, punycode for IDNs), or a bracketed IPv6 address: no
// spaces, quotes or semicolons, so an entry can never break out of a CSP directive.
const PATTERN = /^([a-z][a-z\d+.-]*):\/\/(\*\.)?(\[[\da-f:.]+\]|[\w-]+(?:\.[\w-]+)*)(?::(\*|\d{1,5}))?\/?$/i;
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
const IP_HOST = /^(\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\])$/;

/**
 * Reads an allowed-origins entry, or undefined when it is not one the embedded wallet accepts
 * (security review F12). Accepted: an exact origin (`https://dapp.example`, `http://localhost:5173`);
 * `*.` before a host of two labels or more (`https://*.dapp.example`: every subdomain, never the
 * bare domain); `*` as the port of a loopback host only (`http://localhost:*`, `http://127.0.0.1:*`,
 * for development). Refused: `*`, `https://*`, `http://*:*`, a scheme alone, `*.` before one label
 * (`https://*.com`) or an IP address, `*` ports on any other host, paths, user info, junk.
 *
 * @example
 * parseOriginPattern({ entry: 'https://*.dapp.example' }); // { protocol: 'https:', anySubdomain: true, host: 'dapp.example', port: undefined }
 * parseOriginPattern({ entry: '*' }); // undefined
 * parseOriginPattern({ entry: 'https://dapp.example:*' }); // undefined
 */
export function parseOriginPattern({ entry }: { entry: string }): OriginPattern | undefined {
  const match = PATTERN.exec(entry.trim());
  if (!match) return undefined;
  const [, scheme = '', subdomain, rawHost = '', port] = match;
  const host = rawHost.toLowerCase();
  const anySubdomain = subdomain !== undefined;
  if (anySubdomain && (IP_HOST.test(host) || !host.includes('.') || host.split('.').some((label) => !label)))
    return undefined;
  if (port === '*' && (anySubdomain || !LOOPBACK_HOST.test(host))) return undefined;
  if (port !== undefined && port !== '*' && Number(port) > 65535) return undefined;
  return { protocol: `${scheme.toLowerCase()}:`, anySubdomain, host, port };
}
