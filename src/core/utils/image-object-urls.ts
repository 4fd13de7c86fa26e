/** Largest image blob we turn into an object URL (bytes); wallet icons are a few KiB. */
export const MAX_IMAGE_BLOB_BYTES = 200_000;

const IMAGE_TYPE = /^image\/(png|webp|svg\+xml|jpeg|gif)$/i;
const ownUrls = new Set<string>();

/**
 * Turns an image the library fetched itself (a directory icon) into a `blob:` URL that
 * `isSafeImageUrl` accepts. Other blob URLs on the page are not accepted, so a wallet cannot pass
 * one off as ours. Returns undefined for non-images and oversized blobs.
 * @example
 * const url = createImageObjectUrl({ blob: await response.blob() });
 * if (url) img.src = url;
 */
export function createImageObjectUrl({ blob }: { blob: Blob }): string | undefined {
  const type = blob.type.split(';')[0]!.trim();
  if (!IMAGE_TYPE.test(type) || blob.size === 0 || blob.size > MAX_IMAGE_BLOB_BYTES) return undefined;
  const url = URL.createObjectURL(blob);
  ownUrls.add(url);
  return url;
}

/** Whether the URL came from {@link createImageObjectUrl} and was not revoked. */
export function isOwnImageObjectUrl(url: string): boolean {
  return ownUrls.has(url);
}

/** Frees an object URL made by {@link createImageObjectUrl}. */
export function revokeImageObjectUrl(url: string): void {
  if (!ownUrls.delete(url)) return;
  URL.revokeObjectURL(url);
}
