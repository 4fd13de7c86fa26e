import type { Context } from 'hono';
import * as v from 'valibot';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';

/**
 * The 400 INVALID_BODY of the auth API. Says nothing about what was wrong: bodies carry codes and
 * shares, and an error must never echo them.
 *
 * @example
 * throw invalidAuthBody();
 */
export function invalidAuthBody(): AuthError {
  return new AuthError({ status: 400, code: AuthErrorCode.invalidBody, message: 'Invalid request body' });
}

/**
 * Reads a JSON body and checks it against a valibot schema; 400 INVALID_BODY when it is not JSON
 * or does not match.
 *
 * @example
 * const { authShare } = await readAuthBody({ c, schema: saveShareBodySchema });
 */
export async function readAuthBody<Schema extends v.GenericSchema>({
  c,
  schema,
}: {
  c: Context;
  schema: Schema;
}): Promise<v.InferOutput<Schema>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw invalidAuthBody();
  }
  const result = v.safeParse(schema, json);
  if (!result.success) throw invalidAuthBody();
  return result.output;
}
