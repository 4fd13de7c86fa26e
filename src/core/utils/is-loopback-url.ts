const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether a URL points at this machine (`localhost`, `*.localhost`, `127.0.0.0/8`, `[::1]`); an
 * unparsable URL is not.
 *
 * @example
 * isLoopbackUrl({ url: 'http://127.0.0.1:8545' }); // true
 * isLoopbackUrl({ url: 'https://rpc.example/v1/' }); // false
 */
export function isLoopbackUrl({ url }: { url: string }): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}
