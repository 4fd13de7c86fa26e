/**
 * The URL, normalised, if it is an `https:` URL without credentials; otherwise undefined. Links
 * from the directory are hostile data (DESIGN §5): a `javascript:` or custom-scheme link must
 * never reach an `href`.
 * @example
 * toHttpsUrl('https://metamask.io/download'); // 'https://metamask.io/download'
 * toHttpsUrl('javascript:alert(1)'); // undefined
 */
export function toHttpsUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password || !parsed.hostname) return undefined;
    return parsed.href;
  } catch {
    return undefined;
  }
}
