import { join, resolve, sep } from 'node:path';

export interface ResolveStaticPathParameters {
  /** Absolute folder the files are served from. */
  directory: string;
  /** The URL path below that folder, still percent-encoded (e.g. `chunks/a.js`). */
  urlPath: string;
}

/**
 * Maps a URL path to a file inside `directory`, or undefined when it could leave it: any `..`
 * segment (also encoded), backslashes, NUL bytes, or a result outside the folder.
 *
 * @example resolveStaticPath({ directory: '/repo/dist', urlPath: 'index.js' }) // '/repo/dist/index.js'
 */
export function resolveStaticPath({ directory, urlPath }: ResolveStaticPathParameters): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) return undefined;
  const base = resolve(directory);
  const file = resolve(join(base, ...segments));
  return file.startsWith(base + sep) ? file : undefined;
}
