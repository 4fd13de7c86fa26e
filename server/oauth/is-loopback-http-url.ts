/**
 * Whether a URL is plain http to this machine (127.0.0.1, ::1 or localhost): the only place the
 * OAuth client talks without TLS, to the dev stack's OIDC stand-in.
 *
 * @example
 * isLoopbackHttpUrl({ url: new URL('http://127.0.0.1:9400') }); // true
 * isLoopbackHttpUrl({ url: new URL('http://accounts.example') }); // false
 */
export function isLoopbackHttpUrl({ url }: { url: URL }): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
}
