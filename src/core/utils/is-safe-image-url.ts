import { isOwnImageObjectUrl } from './image-object-urls.js';

/** Largest data: image accepted from a wallet or the directory (characters of the URL). */
export const MAX_DATA_IMAGE_URL_LENGTH = 200_000;

const DATA_IMAGE = /^data:image\/(png|webp|svg\+xml|jpeg|gif)[;,]/i;

/**
 * Whether an image URL from untrusted data (a wallet announcement, the directory) may go into an
 * `<img src>`: `https:`, loopback `http:` for local development, a small `data:image/…` (DESIGN §5), or a
 * `blob:` URL the library made itself from a fetched image (`createImageObjectUrl`).
 * @example isSafeImageUrl('javascript:alert(1)') // false
 */
export function isSafeImageUrl(url: string | undefined): url is string {
  if (!url) return false;
  if (url.startsWith('data:')) return url.length <= MAX_DATA_IMAGE_URL_LENGTH && DATA_IMAGE.test(url);
  if (url.startsWith('blob:')) return isOwnImageObjectUrl(url);
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  } catch {
    return false;
  }
}
