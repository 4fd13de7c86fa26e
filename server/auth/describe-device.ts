// Browsers before systems' names inside them: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short name for the device list from a `User-Agent` header ("Chrome on Linux"), never the
 * header itself (it is long, and shown to the user as text only). Unknown parts say so.
 *
 * @example
 * describeDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) … Chrome/156.0 Safari/537.36' }); // 'Chrome on Linux'
 */
export function describeDevice({ userAgent }: { userAgent: string | undefined }): string {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/**
 * The dapp site a device is on, as the frame reported it: an http(s) origin, else null.
 *
 * @example
 * deviceSite({ value: 'http://127.0.0.1:5173' }); // 'http://127.0.0.1:5173'
 */
export function deviceSite({ value }: { value: string | undefined }): string | null {
  if (!value || value.length > 255) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}
