import * as v from 'valibot';

// Bytes on the wire of the auth API: standard base64 (shares, keys) and base64url (proofs,
// salts, secrets). Checked as text, so the same schema runs in the frame and on the server (which
// decodes with Buffer after parsing).

const STANDARD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes in a padded standard base64 text (one that matches STANDARD_BASE64). */
function decodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/**
 * Whether the bits a padded text leaves over are zero: a decoder ignores them, so a text with
 * stray bits decodes to the same bytes as its canonical twin and must not pass as another value.
 */
function hasNoStrayBits(text: string): boolean {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (padding === 0) return true;
  const last = ALPHABET.indexOf(text.charAt(text.length - padding - 1));
  return last % (padding === 2 ? 16 : 4) === 0;
}

/**
 * Canonical standard base64 (padded, no stray bits) of `min`…`max` bytes; the output is the text.
 *
 * @example
 * v.parse(base64BytesSchema({ min: 12, max: 12 }), 'AAAAAAAAAAAAAAAA'); // 12 bytes: passes
 */
export function base64BytesSchema({ min, max }: { min: number; max: number }) {
  return v.pipe(
    v.string(),
    v.maxLength(Math.ceil(max / 3) * 4),
    v.regex(STANDARD_BASE64),
    v.check((text) => {
      const length = decodedLength(text);
      return length >= min && length <= max && hasNoStrayBits(text);
    }),
  );
}

/**
 * base64url without padding, exactly `length` characters (43 for 32 bytes).
 *
 * @example
 * v.is(base64UrlSchema({ length: 43 }), 'A'.repeat(43)); // true
 */
export function base64UrlSchema({ length }: { length: number }) {
  return v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`)));
}
