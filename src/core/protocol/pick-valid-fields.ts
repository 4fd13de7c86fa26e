import * as v from 'valibot';

/**
 * The fields of `value` that match their entry of an object schema, each on its own: a malformed
 * field is left out instead of failing the whole object. For refusals, whose body a proxy or an
 * older server may have written: whatever part of it is well formed still helps.
 *
 * @example
 * pickValidFields({ schema: authErrorBodySchema, value: { code: 'INVALID_CODE', attemptsLeft: 'x' } }); // { code: 'INVALID_CODE' }
 */
export function pickValidFields<
  Schema extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>({ schema, value }: { schema: Schema; value: unknown }): Partial<v.InferOutput<Schema>> {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema.entries)) {
    if (!Object.hasOwn(record, key)) continue;
    const result = v.safeParse(entry, record[key]);
    if (result.success && result.output !== undefined) picked[key] = result.output;
  }
  return picked as Partial<v.InferOutput<Schema>>;
}
