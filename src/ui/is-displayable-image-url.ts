const DISPLAYABLE =
  /^(https:|http:\/\/(localhost|127\.0\.0\.1|\[::1\])([:/?#]|$)|data:image\/(png|webp|svg\+xml|jpeg|gif)[;,])/i;

/**
 * Whether an image URL may go into an `<img src>` of a ui element: `https:`, loopback `http:` for
 * local development, or a small `data:image/…` URL. The rule of core's `isSafeImageUrl` (ui/ may
 * not import core; a test keeps the two in step) without its `blob:` registry: a caller holding
 * one of the library's own object URLs checks it with `isSafeImageUrl` itself.
 * @example isDisplayableImageUrl('javascript:alert(1)') // false
 */
export function isDisplayableImageUrl(url: string | undefined): url is string {
  return Boolean(url && url.length <= 200_000 && DISPLAYABLE.test(url));
}
