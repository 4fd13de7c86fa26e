/**
 * A new message id: 128 random bits as 32 hex characters (docs/SECURITY.md §3.2 "crypto-random
 * ids"). Uses getRandomValues rather than randomUUID, which exists only in secure contexts.
 *
 * @example
 * createMessageId(); // 'a3f1…' (32 characters)
 */
export function createMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
