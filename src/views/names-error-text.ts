import { NamesError } from '../core/errors/names-error.js';

/**
 * The text to show for a failed names call: a NamesError's message is already the names-en text
 * (SPEC §8); anything else (a chunk that did not load, no name service) gets the caller's fallback.
 * @example namesErrorText({ error, fallback: namesEn.suggestionsError })
 */
export function namesErrorText({ error, fallback }: { error: unknown; fallback: string }): string {
  return error instanceof NamesError && error.message ? error.message : fallback;
}
