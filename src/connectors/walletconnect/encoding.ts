// Byte encodings the protocol uses: base64 envelopes, base64url JWT parts, hex keys and topics.
// Small and runtime-neutral (btoa/atob exist in browsers and Node 20), so the chunk needs no codec package.
export { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

// String.fromCharCode takes its arguments on the stack: convert in slices so a large message cannot overflow it.
const SLICE = 0x8000;

/** Standard base64 with padding. @example bytesToBase64(new Uint8Array([1, 2])) // 'AQI=' */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE)
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  return btoa(binary);
}

/** Decodes standard base64 (throws on other characters). @example base64ToBytes('AQI=') // Uint8Array [1, 2] */
export function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** base64url without padding (JWT parts). @example bytesToBase64Url(new Uint8Array([251])) // '-w' */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** UTF-8 bytes to text. @example bytesToUtf8(utf8ToBytes('hé')) // 'hé' */
export function bytesToUtf8(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}
