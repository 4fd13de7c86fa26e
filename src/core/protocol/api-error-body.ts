import * as v from 'valibot';

/**
 * The JSON body of every refusal of the server's APIs (directory, project settings, analytics, data
 * API, auth API): a short text safe to show, and a machine-readable code (e.g. INVALID_PROJECT_ID,
 * which the client maps to an alert, SPEC §8).
 */
export const apiErrorBodySchema = v.object({
  error: v.string(),
  code: v.string(),
});

/** A refusal's body: `{ error, code }`. */
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;
