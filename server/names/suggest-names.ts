import { isValidNameLabel, type NameSuggestionsAnswer } from '../../src/core/protocol/names-api.js';
import { isReservedNameLabel } from './reserved-name-labels.js';

/** How many free variants follow the asked name. */
export const MAX_NAME_VARIANTS = 4;
/** A DNS label's length, the rule's upper bound (names-api.ts NAME_LABEL_PATTERN). */
const MAX_LABEL_LENGTH = 63;

/** Variants in the order they are offered: short ones people pick first. */
const VARIANT_SUFFIXES = ['1', '2', '3', '-app', '-id', '-web3', '-wallet', '4', '5', '7', '8', '9'];
const VARIANT_PREFIXES = ['my-', 'the-', 'hey-'];

export interface SuggestNamesParameters {
  /** A valid label, lowercase. */
  label: string;
  zone: string;
  /** Whether a full name is registered (reserved labels are checked here). */
  isTaken: (name: string) => boolean;
}

/**
 * The suggestions answer: the asked name first (`registered: true` when taken or reserved, so the
 * modal never offers it), then up to {@link MAX_NAME_VARIANTS} free variants in the zone, each valid
 * by SPEC §5's rule and never reserved. A long label is shortened so its variants still fit.
 *
 * @example
 * suggestNames({ label: 'alice', zone: 'reown.id', isTaken }); // alice.reown.id, alice1.reown.id, …
 */
export function suggestNames({ label, zone, isTaken }: SuggestNamesParameters): NameSuggestionsAnswer {
  const asked = `${label}.${zone}`;
  const candidates = [
    ...VARIANT_SUFFIXES.map((suffix) => `${fitLabel({ label, room: suffix.length })}${suffix}`),
    ...VARIANT_PREFIXES.map((prefix) => `${prefix}${fitLabel({ label, room: prefix.length })}`),
  ];
  const variants: string[] = [];
  for (const candidate of candidates) {
    if (variants.length === MAX_NAME_VARIANTS) break;
    const name = `${candidate}.${zone}`;
    if (name === asked || variants.includes(name)) continue;
    if (!isValidNameLabel(candidate) || isReservedNameLabel({ label: candidate }) || isTaken(name)) continue;
    variants.push(name);
  }
  return {
    suggestions: [
      { name: asked, registered: isReservedNameLabel({ label }) || isTaken(asked) },
      ...variants.map((name) => ({ name, registered: false })),
    ],
  };
}

/** The label cut so `room` more characters fit in one DNS label, without a trailing hyphen. */
function fitLabel({ label, room }: { label: string; room: number }): string {
  return label.slice(0, MAX_LABEL_LENGTH - room).replace(/-+$/, '');
}
