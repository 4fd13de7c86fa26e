import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { PROOF_OF_WORK_HEADER } from './proof-of-work-limits.js';

const requestProof = new AsyncLocalStorage<{ header: string | undefined }>();

/**
 * Middleware on `/auth/*` (server/app.ts): keeps the request's `Proof-Of-Work` header where the
 * per-IP caps look for it (take-rate-slots.ts), however deep the route's code calls them. So the
 * many auth functions that take a per-IP slot need no extra parameter, and no route can forget to
 * pass it on.
 *
 * @example
 * app.use('/auth/*', proofOfWorkScope());
 */
export function proofOfWorkScope(): MiddlewareHandler {
  return (c, next) => requestProof.run({ header: c.req.header(PROOF_OF_WORK_HEADER) }, next);
}

/**
 * The current request's `Proof-Of-Work` header, or undefined (none sent, or not in a request).
 *
 * @example
 * const header = readRequestProofOfWork();
 */
export function readRequestProofOfWork(): string | undefined {
  return requestProof.getStore()?.header;
}
