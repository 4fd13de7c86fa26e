import { sign, verify } from 'hono/jwt';

/** How long a verified email may be attached to a sign-in (the contract: 15 minutes). */
export const SIWX_EMAIL_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** The `typ` claim: a nonce token (same key, siwx-nonce-token.ts) has none, so neither passes for the other. */
const EMAIL_TOKEN_TYPE = 'siwx-email';

/**
 * The form of a CAIP-10 account the email token binds and authenticate compares: EVM addresses
 * lowercased (their checksum case is not part of the identity), other namespaces as they are.
 *
 * @example
 * canonicalSiwxAccount('eip155:1:0xAbC…'); // 'eip155:1:0xabc…'
 */
export function canonicalSiwxAccount(account: string): string {
  return account.startsWith('eip155:') ? account.toLowerCase() : account;
}

export interface IssueSiwxEmailTokenParameters {
  secret: Buffer;
  email: string;
  /** CAIP-10, canonical ({@link canonicalSiwxAccount}). */
  account: string;
  projectId: string;
  now: number;
}

/**
 * The HS256 token email/verify answers: this email was proven (by a mailed code) for this account
 * in this project, for 15 minutes. authenticate stores the email on the session it opens.
 *
 * @example
 * const emailToken = await issueSiwxEmailToken({ secret, email, account, projectId, now });
 */
export async function issueSiwxEmailToken({ secret, email, account, projectId, now }: IssueSiwxEmailTokenParameters) {
  const payload = {
    typ: EMAIL_TOKEN_TYPE,
    email,
    acct: account,
    pid: projectId,
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + SIWX_EMAIL_TOKEN_LIFETIME_MS) / 1000),
  };
  return sign(payload, secret.toString('hex'), 'HS256');
}

export interface ReadSiwxEmailTokenParameters {
  secret: Buffer;
  token: string;
  projectId: string;
  /** The account the sign-in message names (CAIP-10, any case). */
  account: string;
  now: number;
}

/**
 * The email a token proves for this project and account, or undefined for a token that is
 * forged, expired (by the injected clock), of another kind, or issued for another project or account.
 *
 * @example
 * const email = await readSiwxEmailToken({ secret, token, projectId, account: `${chainId}:${address}`, now });
 */
export async function readSiwxEmailToken({
  secret,
  token,
  projectId,
  account,
  now,
}: ReadSiwxEmailTokenParameters): Promise<string | undefined> {
  try {
    const payload = await verify(token, secret.toString('hex'), { alg: 'HS256', exp: false, nbf: false, iat: false });
    const { typ, email, acct, pid, exp } = payload;
    if (typ !== EMAIL_TOKEN_TYPE || typeof email !== 'string' || typeof exp !== 'number') return undefined;
    if (pid !== projectId || acct !== canonicalSiwxAccount(account)) return undefined;
    return exp * 1000 > now ? email : undefined;
  } catch {
    return undefined;
  }
}
