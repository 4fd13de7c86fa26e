import { socialProviderSchema, type SocialProvider } from '../../src/core/protocol/common-schemas.js';

/**
 * The social providers of the product (SPEC: the embedded wallet's "Continue with …" list; the
 * wire contract's list). The dev stack's OIDC stand-in plays each of them (server/oidc/), and
 * `AuthOptions.oauth` configures the real ones.
 */
export const SOCIAL_PROVIDERS = socialProviderSchema.options;

export type { SocialProvider };

/** How each provider names itself, for pages a person reads. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/**
 * Whether a value names one of {@link SOCIAL_PROVIDERS}.
 *
 * @example
 * isSocialProvider('google'); // true
 * isSocialProvider('myspace'); // false
 */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
