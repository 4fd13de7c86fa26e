import { isValidNameLabel } from '../../src/core/protocol/names-api.js';

/** The legacy zone (SPEC §9 '.wcn.id'): a name there is the same label in the configured zone. */
const LEGACY_ZONE = 'wcn.id';

/** A name of the service, split: `name` is the full lowercase name in the configured zone. */
export interface NameInZone {
  name: string;
  label: string;
}

/**
 * The name in the zone a lookup means: `{label}.{zone}` or the legacy `{label}.wcn.id`, any case;
 * with `bareLabel`, a label alone too (suggestions). Undefined when it is no name of this service
 * or its label breaks SPEC §5's rule.
 *
 * @example
 * readNameInZone({ value: 'Alice.wcn.id', zone: 'reown.id' }); // { name: 'alice.reown.id', label: 'alice' }
 */
export function readNameInZone({
  value,
  zone,
  bareLabel = false,
}: {
  value: string;
  zone: string;
  bareLabel?: boolean;
}): NameInZone | undefined {
  const lower = value.trim().toLowerCase();
  const suffix = [zone, LEGACY_ZONE].map((known) => `.${known}`).find((known) => lower.endsWith(known));
  const label = suffix ? lower.slice(0, -suffix.length) : bareLabel ? lower : undefined;
  if (label === undefined || !isValidNameLabel(label)) return undefined;
  return { name: `${label}.${zone}`, label };
}

/**
 * Whether a `zone` query parameter names this service's zone (or the legacy one).
 *
 * @example
 * isServedZone({ value: 'reown.id', zone: 'reown.id' }); // true
 */
export function isServedZone({ value, zone }: { value: string; zone: string }): boolean {
  const lower = value.trim().toLowerCase().replace(/^\./, '');
  return lower === zone || lower === LEGACY_ZONE;
}
