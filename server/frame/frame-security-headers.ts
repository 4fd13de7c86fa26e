import { parseOriginPattern } from '../../src/core/utils/parse-origin-pattern.js';

/**
 * The project's allowed origins as `frame-ancestors` sources: each entry the embedded wallet
 * accepts (parse-origin-pattern.ts: exact origins, `*.` subdomains, `*` ports on loopback only),
 * written back in CSP host-source form. `*`, bare wildcards and junk are never emitted (security
 * review F12), and nothing that could break out of the directive gets through the pattern. No
 * entries left: `'none'`.
 *
 * @example
 * frameAncestors({ allowedOrigins: ['http://localhost:*', 'https://*.dapp.example', '*'] }); // 'http://localhost:* https://*.dapp.example'
 */
export function frameAncestors({ allowedOrigins }: { allowedOrigins: readonly string[] }): string {
  const sources = allowedOrigins.flatMap((entry) => {
    const pattern = parseOriginPattern({ entry });
    if (!pattern) return [];
    const { protocol, anySubdomain, host, port } = pattern;
    return [`${protocol}//${anySubdomain ? '*.' : ''}${host}${port === undefined ? '' : `:${port}`}`];
  });
  return sources.length ? [...new Set(sources)].join(' ') : "'none'";
}

/**
 * Headers of every answer of this server but the frame document (server/app.ts; security review
 * I4): no page may frame it. Both, for browsers that know only the older header.
 */
export const NO_FRAMING_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/**
 * Headers of the frame's HTML (docs/SECURITY.md §3.4): scripts and styles only from our own
 * origin, network only to our own API (auth, RPC proxy), no inline code, no eval, Trusted Types
 * with no policy at all (the frame writes text only), framing only by the project's origins.
 *
 * @example
 * for (const [name, value] of Object.entries(frameDocumentHeaders({ allowedOrigins }))) c.header(name, value);
 */
export function frameDocumentHeaders({
  allowedOrigins,
}: {
  allowedOrigins: readonly string[];
}): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors({ allowedOrigins })}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cache-control': 'no-store',
  };
}

/**
 * Headers of the secure review window (`GET /frame/review`, issue "Hardening" part 5): a
 * top-level page only (no ancestor may frame it, in either header), scripts and styles from our
 * origin only, no network at all (it talks to its opener frame alone), Trusted Types with no
 * policy. No Cross-Origin-Opener-Policy: it would cut the window off from the frame that opened it.
 *
 * @example
 * for (const [name, value] of Object.entries(reviewPageHeaders())) c.header(name, value);
 */
export function reviewPageHeaders(): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cache-control': 'no-store',
  };
}
