import type { Context } from 'hono';
import type { AuthContext } from '../auth/auth-context.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { authenticateAccessToken, type AuthenticatedSession } from '../auth/authenticate-access-token.js';
import { verifyDeviceProof } from '../auth/verify-device-proof.js';

/**
 * The session of a request's Bearer access token and the token itself; 401 UNAUTHORIZED (with
 * `WWW-Authenticate: Bearer`) without a live one.
 *
 * @example
 * const { session } = readBearerSession({ c, context });
 */
export function readBearerSession({ c, context }: { c: Context; context: AuthContext }): {
  session: AuthenticatedSession;
  accessToken: string;
} {
  const authorization = c.req.header('authorization');
  const session = authenticateAccessToken({ database: context.database, header: authorization, now: context.now() });
  if (!session) {
    c.header('www-authenticate', 'Bearer');
    throw new AuthError({ status: 401, code: AuthErrorCode.unauthorized, message: 'Unauthorized' });
  }
  return { session, accessToken: authorization!.slice('Bearer '.length) };
}

/**
 * The session of a [P] route (server/auth/README.md): the Bearer token and a device proof for this
 * very request, or 401 / 403 DEVICE_PROOF_INVALID.
 *
 * @example
 * const session = readProvenSession({ c, context });
 */
export function readProvenSession({ c, context }: { c: Context; context: AuthContext }): AuthenticatedSession {
  const { session, accessToken } = readBearerSession({ c, context });
  verifyDeviceProof({
    context,
    session,
    accessToken,
    header: c.req.header('device-proof'),
    method: c.req.method,
    path: c.req.path,
  });
  return session;
}
