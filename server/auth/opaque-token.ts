import { createHash, randomBytes } from 'node:crypto';

/** Kinds of session token; the prefix makes a leaked token recognisable (secret scanners, logs). */
export type OpaqueTokenKind = 'access' | 'refresh';

const PREFIXES: Record<OpaqueTokenKind, string> = { access: 'akat_', refresh: 'akrt_' };

/**
 * A new opaque token: a kind prefix and 256 random bits in base64url. It means nothing by itself;
 * the server looks up its hash.
 *
 * @example
 * createOpaqueToken({ kind: 'access' }); // 'akat_Q2x…' (48 characters)
 */
export function createOpaqueToken({ kind }: { kind: OpaqueTokenKind }): string {
  return `${PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

/**
 * What the database keeps of a token: its SHA-256 (hex). A token carries 256 random bits, so a
 * fast hash is enough; a database dump gives no usable token.
 *
 * @example
 * database.prepare('SELECT * FROM auth_tokens WHERE token_hash = ?').get(hashOpaqueToken({ token }));
 */
export function hashOpaqueToken({ token }: { token: string }): string {
  return createHash('sha256').update(token).digest('hex');
}

function hasShape(kind: OpaqueTokenKind, value: unknown): value is string {
  const prefix = PREFIXES[kind];
  return (
    typeof value === 'string' &&
    value.length === prefix.length + 43 &&
    value.startsWith(prefix) &&
    /^[A-Za-z0-9_-]+$/.test(value.slice(prefix.length))
  );
}

/**
 * Whether a value has the shape of an access token (checked before any lookup).
 *
 * @example
 * isAccessToken(/^Bearer (\S+)$/.exec(header)?.[1]);
 */
export function isAccessToken(value: unknown): value is string {
  return hasShape('access', value);
}

/**
 * Whether a value has the shape of a refresh token (checked before any lookup).
 *
 * @example
 * isRefreshToken(body.refreshToken);
 */
export function isRefreshToken(value: unknown): value is string {
  return hasShape('refresh', value);
}
