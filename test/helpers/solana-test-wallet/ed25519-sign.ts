// Ed25519 message signatures through WebCrypto (Chromium ships Ed25519). web3.js 1.x signs
// transactions but exposes no message signing, and the curve code it bundles is not ours to import.

// PKCS#8 wrapper of a raw 32-byte Ed25519 seed (RFC 8410): SEQUENCE { version 0, AlgorithmIdentifier 1.3.101.112, OCTET STRING { OCTET STRING seed } }.
const PKCS8_ED25519_PREFIX = new Uint8Array([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

/** Signs `message` with the keypair whose 64-byte secret key (seed + public key) is given. */
export async function ed25519Sign({
  secretKey,
  message,
}: {
  secretKey: Uint8Array;
  message: Uint8Array;
}): Promise<Uint8Array> {
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(secretKey.subarray(0, 32), PKCS8_ED25519_PREFIX.length);
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('Ed25519', key, Uint8Array.from(message)));
}

/** Verifies an Ed25519 signature against a raw 32-byte public key. */
export async function ed25519Verify({
  publicKey,
  message,
  signature,
}: {
  publicKey: Uint8Array;
  message: Uint8Array;
  signature: Uint8Array;
}): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', Uint8Array.from(publicKey), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify('Ed25519', key, Uint8Array.from(signature), Uint8Array.from(message));
}
