import { DEFAULT_FEATURES, DEFAULT_SOCIALS } from '../constants.js';
import type { SocialOption } from '../types/auth-client.js';
import type { Features, ResolvedFeatures } from '../types/features.js';

export interface MergeFeaturesParameters {
  /** The dapp's `features` option: its explicit values always win. */
  dapp?: Features | undefined;
  /** The project's remote config (`/appkit/v1/config`), already parsed. */
  remote?: Features | undefined;
}

/**
 * The feature switches in force: SPEC §9 defaults, overridden by the remote config, overridden by
 * what the dapp set explicitly (SPEC §7, issue 4 part 8).
 * @example
 * mergeFeatures({ dapp: { analytics: false }, remote: { analytics: true, send: false } });
 * // { …defaults, analytics: false, send: false }
 */
export function mergeFeatures({ dapp, remote }: MergeFeaturesParameters): ResolvedFeatures {
  const socials = dapp?.socials ?? remote?.socials ?? DEFAULT_FEATURES.socials;
  return { ...DEFAULT_FEATURES, ...definedOnly(remote), ...definedOnly(dapp), socials };
}

const KNOWN = (Object.keys(DEFAULT_FEATURES) as (keyof ResolvedFeatures)[]).filter((name) => name !== 'socials');

/**
 * Reads the `features` of `/appkit/v1/config`: either `{ analytics: true, … }` or a list of
 * `{ id, isEnabled }` (ids in camelCase or snake_case). Unknown ids and non-boolean values are
 * ignored, since the answer is data from the network.
 * @example
 * parseRemoteFeatures([{ id: 'all_wallets', isEnabled: false }]); // { allWallets: false }
 */
export function parseRemoteFeatures(features: unknown): Features {
  const entries: Array<[string, unknown]> = Array.isArray(features)
    ? features.map((entry: unknown) => {
        const { id, isEnabled } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
          id?: unknown;
          isEnabled?: unknown;
        };
        return [String(id), isEnabled];
      })
    : typeof features === 'object' && features !== null
      ? Object.entries(features)
      : [];
  const result: Features = {};
  for (const [id, value] of entries) {
    const name = id.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof ResolvedFeatures;
    if ((KNOWN as string[]).includes(name) && typeof value === 'boolean')
      (result as Record<string, boolean>)[name] = value;
  }
  const socials = parseRemoteSocials(features);
  if (socials !== undefined) result.socials = socials;
  return result;
}

/**
 * The remote `social_login` entry: off → false; on with a `config` list of provider names → that
 * list (unknown names dropped); on without one → undefined (the defaults stay).
 */
function parseRemoteSocials(features: unknown): Features['socials'] {
  if (!Array.isArray(features)) return undefined;
  const entry = features.find((item: unknown) => (item as { id?: unknown })?.id === 'social_login') as
    { isEnabled?: unknown; config?: unknown } | undefined;
  if (!entry || typeof entry.isEnabled !== 'boolean') return undefined;
  if (!entry.isEnabled) return false;
  if (!Array.isArray(entry.config)) return undefined;
  return entry.config.filter((name): name is SocialOption => (DEFAULT_SOCIALS as readonly unknown[]).includes(name));
}

/** Who may register a name: the one switch that is not a boolean. */
const NAME_REGISTRATION_VALUES: readonly unknown[] = ['embedded', 'any', false];

// Only values a switch can take survive, so a stray `undefined` (or a wrong type) never hides a default.
function definedOnly(features: Features | undefined): Features {
  if (!features) return {};
  return Object.fromEntries(
    Object.entries(features).filter(([name, value]) =>
      name === 'nameRegistration' ? NAME_REGISTRATION_VALUES.includes(value) : typeof value === 'boolean',
    ),
  ) as Features;
}
