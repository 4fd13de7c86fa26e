import type { SocialProvider } from './social-providers.js';

/** One registered OAuth app at an OIDC provider (discovery + ID token). */
export interface OAuthProviderSettings {
  /** The issuer; `{issuer}/.well-known/openid-configuration` must answer. https, or http on loopback (dev). */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The server as the OAuth client of the social providers (AuthOptions.oauth). */
export interface OAuthOptions {
  /**
   * The one redirect URI registered at every provider: this server's public
   * `{origin}/auth/v1/oauth/callback`. Its origin must be the frame's origin, since the callback
   * page posts its result to `location.origin`.
   */
  redirectUri: string;
  /** A provider left out answers 400 PROVIDER_NOT_CONFIGURED on `POST /auth/v1/oauth/start`. */
  providers: Partial<Record<SocialProvider, OAuthProviderSettings>>;
}
