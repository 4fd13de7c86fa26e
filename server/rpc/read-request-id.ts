import type { JsonRpcId } from './json-rpc-error.js';

/** The id to echo in an error answer: a single request's id, otherwise (batch, junk) null. */
export function readRequestId({ body }: { body: unknown }): JsonRpcId {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}
