import * as v from 'valibot';
import { emailSchema } from '../../src/core/protocol/common-schemas.js';

/**
 * The canonical form of an email address, the one key of a user: trimmed, Unicode NFKC,
 * lowercased, at most 254 characters and valid (SPEC §5). `+tags` are kept: they are part of
 * the address. Undefined when the value is not an email address.
 *
 * @example
 * normalizeEmail({ value: '  Ada@Example.COM ' }); // 'ada@example.com'
 * normalizeEmail({ value: 'not an email' }); // undefined
 */
export function normalizeEmail({ value }: { value: unknown }): string | undefined {
  if (typeof value !== 'string' || value.length > 1024) return undefined;
  const normalized = value.trim().normalize('NFKC').toLowerCase();
  return v.safeParse(emailSchema, normalized).success ? normalized : undefined;
}
