import { randomBytes, webcrypto } from 'node:crypto';
import { split } from 'shamir-secret-sharing';

// Key material made the way the frame makes it (DESIGN §7, docs/SECURITY.md §2.3), for tests.

export const TEST_EVM_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
export const TEST_SOLANA_ADDRESS = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';

export interface WalletMaterial {
  /** The wallet's 16-byte entropy E. */
  entropy: Uint8Array;
  /** D: the half of the device set the frame keeps. */
  deviceShare: Uint8Array;
  /** R: the half of the recovery set that travels encrypted under K_R. */
  recoveryShare: Uint8Array;
  /** The POST /auth/v1/wallet body (server-escrow mode), shares in base64. */
  body: {
    evmAddress: string;
    solanaAddress: string;
    authShare: string;
    recoveryAuthShare: string;
    encryptedRecoveryShare: { iv: string; ciphertext: string };
    recoveryMethod: 'server-escrow';
    escrowedRecoveryKey: string;
  };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * E split twice, 2-of-2 each: the device set (D, A) and the recovery set (R, AR); R encrypted with
 * a random recovery key K_R (AES-256-GCM, AAD `{userId}|recovery|v1`), K_R escrowed.
 */
export async function createWalletMaterial({ userId }: { userId: string }): Promise<WalletMaterial> {
  const entropy = new Uint8Array(randomBytes(16));
  const [deviceShare, authShare] = (await split(entropy, 2, 2)) as [Uint8Array, Uint8Array];
  const [recoveryShare, recoveryAuthShare] = (await split(entropy, 2, 2)) as [Uint8Array, Uint8Array];
  const recoveryKey = new Uint8Array(randomBytes(32));
  const iv = new Uint8Array(randomBytes(12));
  const key = await webcrypto.subtle.importKey('raw', recoveryKey, 'AES-GCM', false, ['encrypt']);
  const additionalData = new TextEncoder().encode(`${userId}|recovery|v1`);
  const ciphertext = new Uint8Array(
    await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, recoveryShare),
  );
  return {
    entropy,
    deviceShare,
    recoveryShare,
    body: {
      evmAddress: TEST_EVM_ADDRESS,
      solanaAddress: TEST_SOLANA_ADDRESS,
      authShare: base64(authShare),
      recoveryAuthShare: base64(recoveryAuthShare),
      encryptedRecoveryShare: { iv: base64(iv), ciphertext: base64(ciphertext) },
      recoveryMethod: 'server-escrow',
      escrowedRecoveryKey: base64(recoveryKey),
    },
  };
}

/** Decrypts an encrypted recovery share with K_R, as the frame does during recovery. */
export async function decryptRecoveryShare({
  userId,
  recoveryKey,
  iv,
  ciphertext,
}: {
  userId: string;
  recoveryKey: Uint8Array;
  iv: string;
  ciphertext: string;
}): Promise<Uint8Array> {
  const key = await webcrypto.subtle.importKey('raw', recoveryKey, 'AES-GCM', false, ['decrypt']);
  const additionalData = new TextEncoder().encode(`${userId}|recovery|v1`);
  return new Uint8Array(
    await webcrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: Buffer.from(iv, 'base64'), additionalData },
      key,
      Buffer.from(ciphertext, 'base64'),
    ),
  );
}
