/** The fields of a transaction that decide how a replacement is reported. */
export interface ReplacementTransaction {
  from: string;
  to?: string | null;
  value: bigint;
  input: string;
}

/** How a replaced transaction is reported (SPEC §4 "Receipt wait"). */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced';

/**
 * Says why a sent transaction was replaced by another with the same nonce (SPEC §4): repriced
 * when only the fee changed (same to, value, input), cancelled when the replacement sends zero to
 * the sender itself, replaced otherwise.
 *
 * @example
 * classifyReplacement({ original, replacement: { ...original, value: 0n, to: original.from, input: '0x' } }); // 'cancelled'
 */
export function classifyReplacement({
  original,
  replacement,
}: {
  original: ReplacementTransaction;
  replacement: ReplacementTransaction;
}): ReplacementReason {
  const same = (a?: string | null, b?: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  if (
    same(replacement.to, original.to) &&
    replacement.value === original.value &&
    same(replacement.input, original.input)
  )
    return 'repriced';
  if (same(replacement.to, replacement.from) && replacement.value === 0n) return 'cancelled';
  return 'replaced';
}
