import type { SocialProvider } from '../oauth/social-providers.js';

/** What the stand-in's login field accepts: a user name or an email, no spaces or markup. */
export const STAND_IN_LOGIN_PATTERN = /^[A-Za-z0-9._%+@-]{1,128}$/;

/** The claims of a stand-in user, as a real provider puts them in the ID token and userinfo. */
export interface StandInClaims {
  [claim: string]: unknown;
  sub: string;
  email?: string;
  email_verified?: true;
  name: string;
  preferred_username: string;
}

export interface StandInClaimsParameters {
  /** What the person typed on the stand-in's login page (checked against {@link STAND_IN_LOGIN_PATTERN}). */
  login: string;
  provider: SocialProvider;
}

/**
 * The claims the stand-in gives a login: the login is the subject, the name and the user name;
 * the email is the login when it looks like one, else `<login>@<provider>.test`. The stand-in
 * vouches for every email (`email_verified: true`), which is why the server never links by email
 * (docs/SECURITY.md T16). Playing X, it gives no email at all, as X does by default
 * (docs/SECURITY.md §5): such an account has no address for device codes.
 *
 * @example
 * standInClaims({ login: 'ada', provider: 'github' }).email; // 'ada@github.test'
 * standInClaims({ login: 'ada', provider: 'x' }).email; // undefined
 */
export function standInClaims({ login, provider }: StandInClaimsParameters): StandInClaims {
  const base = { sub: login, name: login, preferred_username: login };
  if (provider === 'x') return base;
  const email = login.includes('@') ? login : `${login}@${provider}.test`;
  return { ...base, email, email_verified: true };
}
