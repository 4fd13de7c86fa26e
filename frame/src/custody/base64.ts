// Byte ↔ text codecs for what the frame sends to its server: standard base64 for shares and
// ciphertexts (server/auth/README.md "Shares are bytes sent as standard base64") and unpadded
// base64url for the Device-Proof header. Positional like viem's `bytesToHex`: a codec has one input.

/**
 * Encodes bytes as standard base64 with padding.
 *
 * @example
 * bytesToBase64(new Uint8Array([251, 255])); // '+/8='
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard base64 (padding optional). Throws a `DOMException` on characters outside the
 * alphabet, so a corrupted value fails here rather than as a confusing decryption error later.
 *
 * @example
 * base64ToBytes('+/8='); // Uint8Array [251, 255]
 */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Encodes bytes as base64url without padding (RFC 4648 §5), the form JWS-like headers use.
 *
 * @example
 * bytesToBase64Url(new Uint8Array([251, 255])); // '-_8'
 */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes base64url, with or without padding.
 *
 * @example
 * base64UrlToBytes('-_8'); // Uint8Array [251, 255]
 */
export function base64UrlToBytes(text: string): Uint8Array {
  return base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/'));
}
