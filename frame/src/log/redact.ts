// Keys whose values are secret wherever they appear (docs/SECURITY.md T21): never logged.
const SECRET_KEY = /share|mnemonic|entropy|private|secret|seed|otp|code|token|password|key|signature/i;
const MAX_DEPTH = 6;
// A 64-hex run is a private key or a hash of one; a long base64 blob may be a share or a token.
const SECRET_TEXT = /(0x)?[0-9a-f]{64,}|[A-Za-z0-9+/_-]{43,}={0,2}/gi;

/**
 * A copy of a value that is safe to log: values under secret-looking keys (share, mnemonic,
 * privateKey, code, otp, token, secret, …) become '[redacted]', and long hex or base64 runs inside
 * strings too. Errors keep only their name and redacted message.
 *
 * @example
 * redact({ email: 'a@b.c', authShare: 'AbC…' }); // { email: 'a@b.c', authShare: '[redacted]' }
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(SECRET_TEXT, '[redacted]');
  if (value instanceof Error) return { name: value.name, message: redact(value.message, depth + 1) };
  // Any view (Uint32Array, DataView, …) of a buffer, not only Uint8Array: key bytes are key bytes.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return '[redacted bytes]';
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  );
}
