import { randomInt } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

/** How long a nonce may be used (the contract: 5 minutes). */
export const SIWX_NONCE_LIFETIME_MS = 5 * 60 * 1000;

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 16 alphanumerics (~95 bits): EIP-4361 wants 8 or more, alphanumeric only. */
const NONCE_LENGTH = 16;

export interface IssueSiwxNonceParameters {
  secret: Buffer;
  projectId: string;
  now: number;
}

/**
 * A fresh nonce and the HS256 token binding it to the project until it expires; the server keeps
 * nothing until the nonce is used (then it is recorded, see siwx-store.ts).
 *
 * @example
 * const { nonce, token } = await issueSiwxNonce({ secret, projectId, now: Date.now() });
 */
export async function issueSiwxNonce({ secret, projectId, now }: IssueSiwxNonceParameters) {
  let nonce = '';
  for (let index = 0; index < NONCE_LENGTH; index += 1) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  const payload = {
    nonce,
    pid: projectId,
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + SIWX_NONCE_LIFETIME_MS) / 1000),
  };
  return { nonce, token: await sign(payload, secret.toString('hex'), 'HS256') };
}

export interface ReadSiwxNonceTokenParameters {
  secret: Buffer;
  token: string;
  projectId: string;
  now: number;
}

/**
 * The nonce a token carries and when it expires (ms), or undefined for a token that is forged,
 * expired (by the injected clock, not hono's) or issued for another project.
 *
 * @example
 * const nonce = await readSiwxNonceToken({ secret, token, projectId, now });
 */
export async function readSiwxNonceToken({ secret, token, projectId, now }: ReadSiwxNonceTokenParameters) {
  try {
    const payload = await verify(token, secret.toString('hex'), { alg: 'HS256', exp: false, nbf: false, iat: false });
    const { nonce, pid, exp } = payload;
    if (typeof nonce !== 'string' || pid !== projectId || typeof exp !== 'number') return undefined;
    const expiresAt = exp * 1000;
    return expiresAt > now ? { nonce, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}
