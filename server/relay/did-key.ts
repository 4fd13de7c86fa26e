// did:key for Ed25519 keys, the relay JWT's issuer: "did:key:z" + base58btc(0xed 0x01 ‖ public key).
// 0xed 0x01 is the varint of the ed25519-pub multicodec (0xed); 'z' names base58btc (multibase).
import { base58 } from '@scure/base';

const DID_KEY_PREFIX = 'did:key:z';
const ED25519_MULTICODEC = [0xed, 0x01] as const;
const ED25519_PUBLIC_KEY_LENGTH = 32;

/**
 * The Ed25519 public key a `did:key` names, or undefined when it is not an Ed25519 did:key.
 *
 * @example
 * decodeDidKey({ did: 'did:key:z6Mk…' }); // Uint8Array(32)
 */
export function decodeDidKey({ did }: { did: string }): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX)) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(did.slice(DID_KEY_PREFIX.length));
  } catch {
    return undefined;
  }
  if (bytes.length !== ED25519_MULTICODEC.length + ED25519_PUBLIC_KEY_LENGTH) return undefined;
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined;
  return bytes.slice(ED25519_MULTICODEC.length);
}

/**
 * The `did:key` of an Ed25519 public key (tests sign relay JWTs with it).
 *
 * @example
 * encodeDidKey({ publicKey: ed25519.getPublicKey(secretKey) }); // 'did:key:z6Mk…'
 */
export function encodeDidKey({ publicKey }: { publicKey: Uint8Array }): string {
  if (publicKey.length !== ED25519_PUBLIC_KEY_LENGTH) throw new Error('did:key: an Ed25519 public key has 32 bytes');
  const bytes = new Uint8Array(ED25519_MULTICODEC.length + ED25519_PUBLIC_KEY_LENGTH);
  bytes.set(ED25519_MULTICODEC);
  bytes.set(publicKey, ED25519_MULTICODEC.length);
  return DID_KEY_PREFIX + base58.encode(bytes);
}
