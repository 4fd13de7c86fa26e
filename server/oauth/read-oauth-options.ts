import { isLoopbackHttpUrl } from './is-loopback-http-url.js';
import type { OAuthOptions, OAuthProviderSettings } from './oauth-options.js';
import { SOCIAL_PROVIDERS, type SocialProvider } from './social-providers.js';

/** The callback path every provider redirects to (routes/auth-oauth.ts). */
export const OAUTH_CALLBACK_PATH = '/auth/v1/oauth/callback';

/**
 * The social login settings of server/serve.ts from the environment (README, "Reference
 * server"): `APPKIT_OAUTH_<PROVIDER>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` per provider
 * (GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD) and `APPKIT_OAUTH_REDIRECT_URI`. Undefined when
 * no provider is set. Throws, naming the variable, on a half-configured provider, a missing
 * redirect URI, or a URL that is neither https nor http on loopback. Only OIDC providers work by
 * configuration (discovery + ID token): GitHub, X, Discord and Facebook are plain OAuth 2 and
 * would need an adapter, which is not built.
 *
 * @example
 * const oauth = readOAuthOptions({ env: process.env });
 * await startServer({ …, auth: { …secrets, smtp, oauth } });
 */
export function readOAuthOptions({ env = process.env }: { env?: NodeJS.ProcessEnv } = {}): OAuthOptions | undefined {
  const providers: Partial<Record<SocialProvider, OAuthProviderSettings>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `APPKIT_OAUTH_${provider.toUpperCase()}_`;
    const [issuer, clientId, clientSecret] = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map(
      (name) => env[`${prefix}${name}`]?.trim() || undefined,
    );
    if (!issuer && !clientId && !clientSecret) continue;
    for (const [name, value] of [
      ['ISSUER', issuer],
      ['CLIENT_ID', clientId],
      ['CLIENT_SECRET', clientSecret],
    ] as const) {
      if (!value)
        throw new Error(
          `${prefix}${name} is not set; ${provider} needs ${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET`,
        );
    }
    readUrl({ name: `${prefix}ISSUER`, raw: issuer! });
    providers[provider] = { issuer: issuer!, clientId: clientId!, clientSecret: clientSecret! };
  }
  if (Object.keys(providers).length === 0) return undefined;
  const rawRedirectUri = env.APPKIT_OAUTH_REDIRECT_URI?.trim();
  if (!rawRedirectUri)
    throw new Error(
      `APPKIT_OAUTH_REDIRECT_URI is not set; social login needs this server's public callback URL (https://…${OAUTH_CALLBACK_PATH})`,
    );
  const redirectUri = readUrl({ name: 'APPKIT_OAUTH_REDIRECT_URI', raw: rawRedirectUri });
  if (redirectUri.pathname !== OAUTH_CALLBACK_PATH)
    throw new Error(`APPKIT_OAUTH_REDIRECT_URI must end in ${OAUTH_CALLBACK_PATH}`);
  return { redirectUri: redirectUri.href, providers };
}

function readUrl({ name, raw }: { name: string; raw: string }): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttpUrl({ url }))
    throw new Error(`${name} must be https (plain http only on 127.0.0.1, ::1 or localhost)`);
  if (url.search || url.hash || raw.endsWith('?') || raw.endsWith('#'))
    throw new Error(`${name} must not have a query or a fragment`);
  return url;
}
