import type * as v from 'valibot';

/**
 * Why a message was refused: where (a dotted path such as `payload.otp`, empty for the whole
 * message) and what rule failed (a valibot issue type such as `regex` or `strict_object`, or one
 * of ours: `not_plain_json`, `too_large`, `too_deep`, `forbidden_key`, `unknown_type`).
 * Never holds the refused value, so it is safe to log even when the value was a code or a key.
 */
export interface ProtocolIssue {
  path: string;
  reason: string;
  /** `path: reason`, for a warning in the log. */
  message: string;
}

// Keys are sender-controlled text; a path in a log line stays short.
const MAX_PATH_LENGTH = 200;

/**
 * Builds a {@link ProtocolIssue}.
 *
 * @example
 * protocolIssue({ path: 'payload.otp', reason: 'regex' }).message; // 'payload.otp: regex'
 */
export function protocolIssue({ path, reason }: { path: string; reason: string }): ProtocolIssue {
  const shortPath = path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
  return { path: shortPath, reason, message: `${shortPath || '(message)'}: ${reason}` };
}

/**
 * The first valibot issue as a {@link ProtocolIssue}, its path under `prefix`. Valibot's own
 * message is dropped on purpose: it quotes the received value.
 *
 * @example
 * const result = v.safeParse(schema, payload);
 * if (!result.success) return { success: false, issue: fromValibotIssues({ issues: result.issues, prefix: 'payload' }) };
 */
export function fromValibotIssues({
  issues,
  prefix,
}: {
  issues: readonly v.BaseIssue<unknown>[];
  prefix: string;
}): ProtocolIssue {
  const [first] = issues;
  const keys = (first?.path ?? []).map((item) => String((item as { key?: unknown }).key));
  return protocolIssue({ path: [prefix, ...keys].filter(Boolean).join('.'), reason: first?.type ?? 'invalid' });
}
