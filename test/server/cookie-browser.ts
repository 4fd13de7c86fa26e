// A browser's cookie handling over fetch, just enough for an OAuth round trip (tests only):
// redirects are not followed (`redirect: 'manual'`) so each hop can be looked at, and cookies
// are kept per host:port. Cookie paths are ignored: the stand-in's cookie names do not collide.

export interface CookieBrowser {
  /** One request, no redirect followed; cookies of the URL's host are sent and the answer's kept. */
  go(url: string | URL, init?: RequestInit): Promise<Response>;
  /** Follows 3xx answers from `url` until `stop(url)` says so or a non-redirect answers; returns the last answer and its URL. */
  follow(url: string | URL, stop?: (next: URL) => boolean): Promise<{ response: Response; url: URL }>;
}

export function createCookieBrowser(): CookieBrowser {
  const jars = new Map<string, Map<string, string>>();
  const go = async (url: string | URL, init: RequestInit = {}) => {
    const target = new URL(url);
    const jar = jars.get(target.host) ?? new Map<string, string>();
    jars.set(target.host, jar);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=.*1970/i.test(attribute),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    go,
    follow: async (url, stop = () => false) => {
      let current = new URL(url);
      for (let hop = 0; hop < 10; hop++) {
        const response = await go(current);
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
        await response.arrayBuffer();
        const next = new URL(location, current);
        if (stop(next)) return { response, url: current };
        current = next;
      }
      throw new Error(`more than 10 redirects from ${String(url)}`);
    },
  };
}
