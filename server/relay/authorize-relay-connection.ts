// Who may open a relay socket: a known project (`projectId`), a page origin the project allows
// (no Origin header = a native app or a Node client, allowed as the public relay allows them),
// and a valid client JWT (`auth`). A refusal is a close reason the modal maps to an alert (SPEC §8).
import type Database from 'better-sqlite3';
import { isOriginAllowed } from '../../src/core/utils/is-origin-allowed.js';
import { findProject } from '../directory/find-project.js';
import { RELAY_PATH } from './relay-limits.js';
import { RelayJwtError, verifyRelayJwt } from './verify-relay-jwt.js';

/** The exact close reasons of a refused connection (close code 3000). */
export const RELAY_REFUSALS = {
  /** → APKT007 "Invalid Project ID". */
  invalidKey: 'Unauthorized: invalid key',
  /** → APKT002 "origin not allowed". */
  originNotAllowed: 'Unauthorized: origin not allowed',
  /** Followed by what was wrong; "JWT Token is not yet valid:" → "JWT not yet valid". */
  jwtPrefix: 'JWT validation error: ',
} as const;

export interface AuthorizeRelayConnectionParameters {
  database: Database.Database;
  /** The upgrade request's path and query (`/relay?auth=…&projectId=…`). */
  url: string;
  /** The Host header: the relay URL the client connected to is ws://{host}/relay. */
  host: string | undefined;
  origin: string | undefined;
  /** Unix time in milliseconds. */
  nowMs: number;
}

export type AuthorizeRelayConnectionReturnType = { clientId: string } | { refusal: string };

/**
 * @example
 * const outcome = authorizeRelayConnection({ database, url: request.url, host: request.headers.host, origin: request.headers.origin, nowMs: Date.now() });
 * if ('refusal' in outcome) socket.close(3000, outcome.refusal);
 */
export function authorizeRelayConnection({
  database,
  url,
  host,
  origin,
  nowMs,
}: AuthorizeRelayConnectionParameters): AuthorizeRelayConnectionReturnType {
  const query = new URL(url, 'http://relay.invalid').searchParams;
  const project = findProject({ database, projectId: query.get('projectId') ?? '' });
  if (!project) return { refusal: RELAY_REFUSALS.invalidKey };
  if (origin !== undefined && !isOriginAllowed({ origin, allowedOrigins: project.allowedOrigins }))
    return { refusal: RELAY_REFUSALS.originNotAllowed };
  // A TLS proxy in front of the server makes the same relay wss://; the host pins the token to this relay either way.
  const audiences = host
    ? ['ws', 'wss'].flatMap((scheme) => [`${scheme}://${host}${RELAY_PATH}`, `${scheme}://${host}${RELAY_PATH}/`])
    : [];
  try {
    return verifyRelayJwt({ jwt: query.get('auth') ?? '', audiences, nowSeconds: nowMs / 1000 });
  } catch (error) {
    if (error instanceof RelayJwtError) return { refusal: RELAY_REFUSALS.jwtPrefix + error.message };
    throw error;
  }
}
