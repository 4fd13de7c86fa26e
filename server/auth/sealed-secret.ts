import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM sealing of what the database keeps of key material (auth shares, escrowed recovery
// keys). The AAD names the owner and the kind, so a sealed value copied onto another row (another
// user, device or kind) fails to open instead of handing out the wrong secret.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;

/** What a sealed value belongs to; each kind has its own AAD. */
export type SealedSecretOwner =
  /** A device's auth share: AAD `{userId}|{deviceId}|auth|v1`. */
  | { kind: 'auth'; userId: string; deviceId: string }
  /** The recovery auth share: AAD `{userId}|recovery|v1`. */
  | { kind: 'recovery'; userId: string }
  /** The escrowed recovery key: AAD `{userId}|escrow|v1`. */
  | { kind: 'escrow'; userId: string };

/**
 * The additional authenticated data of a sealed value.
 *
 * @example
 * sealedSecretAad({ owner: { kind: 'auth', userId, deviceId } }); // 'u…|d…|auth|v1'
 */
export function sealedSecretAad({ owner }: { owner: SealedSecretOwner }): string {
  return owner.kind === 'auth'
    ? `${owner.userId}|${owner.deviceId}|auth|${VERSION}`
    : `${owner.userId}|${owner.kind}|${VERSION}`;
}

export interface SealSecretParameters {
  /** 32-byte key kept outside the database (load-secret.ts). */
  key: Buffer;
  plaintext: Uint8Array;
  owner: SealedSecretOwner;
}

/**
 * Encrypts a secret for storage: AES-256-GCM with a random 12-byte IV, written as
 * `v1.<iv base64url>.<ciphertext‖tag base64url>`.
 *
 * @example
 * const sealed = sealSecret({ key: context.shareKek, plaintext: authShare, owner: { kind: 'auth', userId, deviceId } });
 */
export function sealSecret({ key, plaintext, owner }: SealSecretParameters): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(sealedSecretAad({ owner }), 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/**
 * Decrypts a value written by {@link sealSecret}. Throws when the key or the owner (AAD) is not
 * the one it was sealed with, or the value was altered; the error names neither the key nor the value.
 *
 * @example
 * const authShare = openSealedSecret({ key: context.shareKek, sealed: row.auth_share, owner: { kind: 'auth', userId, deviceId } });
 */
export function openSealedSecret({
  key,
  sealed,
  owner,
}: {
  key: Buffer;
  sealed: string;
  owner: SealedSecretOwner;
}): Buffer {
  const match = SEALED.exec(sealed);
  const body = match && Buffer.from(match[2]!, 'base64url');
  if (!match || !body || body.length <= TAG_BYTES) throw new Error(`sealed ${owner.kind} secret: unknown format`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(match[1]!, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(sealedSecretAad({ owner }), 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
  } catch (error) {
    throw new Error(`sealed ${owner.kind} secret: cannot be opened (wrong key or owner, or altered)`, { cause: error });
  }
}
