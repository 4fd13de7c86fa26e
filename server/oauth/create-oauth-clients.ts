import { allowInsecureRequests, ClientSecretPost, discovery, type Configuration } from 'openid-client';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { isLoopbackHttpUrl } from './is-loopback-http-url.js';
import type { OAuthOptions } from './oauth-options.js';
import type { SocialProvider } from './social-providers.js';

/** The server's OAuth client of each configured provider. */
export interface OAuthClients {
  /** The registered redirect URI (`{origin}/auth/v1/oauth/callback`). */
  redirectUri: string;
  /** Throws 400 PROVIDER_NOT_CONFIGURED for a provider without settings. */
  assertConfigured(provider: SocialProvider): void;
  /**
   * The provider's discovered configuration (fetched once, then cached; a failed discovery is
   * tried again next time). Throws 400 PROVIDER_NOT_CONFIGURED or 503 PROVIDER_UNAVAILABLE.
   */
  configuration(provider: SocialProvider): Promise<Configuration>;
}

/**
 * The OAuth clients of `AuthOptions.oauth`, using openid-client's discovery (issuer metadata and
 * keys) and `client_secret_post`. Plain http is allowed only for a loopback issuer (the dev
 * stack's stand-in); openid-client refuses it anywhere else.
 *
 * @example
 * const clients = createOAuthClients({ oauth });
 * const config = await clients.configuration('google');
 */
export function createOAuthClients({ oauth }: { oauth: OAuthOptions | undefined }): OAuthClients {
  const discovered = new Map<SocialProvider, Promise<Configuration>>();
  const settingsOf = (provider: SocialProvider) => {
    const settings = oauth?.providers[provider];
    if (!settings)
      throw new AuthError({
        status: 400,
        code: AuthErrorCode.providerNotConfigured,
        message: `Sign-in with ${provider} is not configured`,
      });
    return settings;
  };
  const discover = async (provider: SocialProvider): Promise<Configuration> => {
    const { issuer, clientId, clientSecret } = settingsOf(provider);
    let url: URL | undefined;
    try {
      url = new URL(issuer);
      const options = isLoopbackHttpUrl({ url }) ? { execute: [allowInsecureRequests] } : {};
      return await discovery(url, clientId, { client_secret: clientSecret }, ClientSecretPost(clientSecret), options);
    } catch (error) {
      discovered.delete(provider);
      // The name and errno only: enough to see "ECONNREFUSED", nothing from the answer.
      const reason =
        error instanceof Error ? ((error.cause as NodeJS.ErrnoException | undefined)?.code ?? error.name) : 'unknown';
      console.error(
        `[auth] OIDC discovery of ${provider} at ${url?.origin ?? 'an invalid issuer URL'} failed (${reason})`,
      );
      throw new AuthError({
        status: 503,
        code: AuthErrorCode.providerUnavailable,
        message: 'The sign-in provider cannot be reached, please try again',
      });
    }
  };
  return {
    redirectUri: oauth?.redirectUri ?? '',
    assertConfigured: (provider) => void settingsOf(provider),
    configuration: (provider) => {
      settingsOf(provider);
      let pending = discovered.get(provider);
      if (!pending) discovered.set(provider, (pending = discover(provider)));
      return pending;
    },
  };
}
