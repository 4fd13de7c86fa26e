/** Characters a CSP source expression may not contain (they would end or split the directive). */
const UNSAFE_SOURCE = /[\s;,'"]/;

/**
 * The project's allowed origins as `frame-ancestors` sources. Our origin patterns are CSP host
 * sources already (`http://localhost:*`, `https://*.dapp.example`, `*`); an entry that could
 * break out of the directive is dropped. No entries: `'none'`.
 *
 * @example
 * frameAncestors({ allowedOrigins: ['http://localhost:*'] }); // 'http://localhost:*'
 */
export function frameAncestors({ allowedOrigins }: { allowedOrigins: readonly string[] }): string {
  const sources = allowedOrigins.map((origin) => origin.trim().replace(/\/$/, '')).filter((origin) => origin && !UNSAFE_SOURCE.test(origin));
  return sources.length ? sources.join(' ') : "'none'";
}

/**
 * Headers of the frame's HTML (notes/security.md §3.4): scripts and styles only from our own
 * origin, network only to our own API (auth, RPC proxy), no inline code, no eval, Trusted Types
 * with no policy at all (the frame writes text only), framing only by the project's origins.
 *
 * @example
 * for (const [name, value] of Object.entries(frameDocumentHeaders({ allowedOrigins }))) c.header(name, value);
 */
export function frameDocumentHeaders({ allowedOrigins }: { allowedOrigins: readonly string[] }): Record<string, string> {
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
