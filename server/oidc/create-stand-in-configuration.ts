import type { JsonWebKey } from 'node:crypto';
import { interactionPolicy, type Account, type Grant, type StandInOidcContext } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { escapeXml } from '../directory/escape-xml.js';
import { isSocialProvider, SOCIAL_PROVIDERS } from '../oauth/social-providers.js';
import { standInClaims } from './stand-in-claims.js';
import { STAND_IN_PAGE_CSP } from './render-stand-in-login-page.js';

/** The dev client secret of a provider's client at the stand-in (loopback only, never a real secret). */
export const standInClientSecret = (provider: string) => `stand-in-secret-${provider}`;

/** Scopes our server asks for; the stand-in grants them without a consent page. */
const GRANTED_SCOPES = 'openid email profile';
/** Every artifact lives 10 minutes at most: the stand-in keeps them in memory. */
const TEN_MINUTES_S = 600;

export interface CreateStandInConfigurationParameters {
  /** The server's callback URL, the only redirect URI of every client. */
  redirectUri: string;
  /** Private RSA JWK that signs the ID tokens (RS256, as the real providers do). */
  signingKey: JsonWebKey & { kid: string };
  /** Keys of the stand-in's signed cookies. */
  cookieKeys: string[];
}

/**
 * The oidc-provider configuration of the stand-in: one confidential client per social provider
 * (client_id = provider name, PKCE required, exact redirect URI), claims from the login
 * (stand-in-claims.ts) in the ID token itself, a login asked on every authorization request, and
 * consent granted without a page.
 *
 * @example
 * const provider = new Provider(issuer, createStandInConfiguration({ redirectUri, signingKey, cookieKeys }));
 */
export function createStandInConfiguration({
  redirectUri,
  signingKey,
  cookieKeys,
}: CreateStandInConfigurationParameters): Record<string, unknown> {
  const policy = interactionPolicy.base();
  // A fresh login on every request (not the provider's remembered session): each social button
  // shows the stand-in's form, so a test or a person picks the identity each time.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'stand_in_login',
        'the stand-in asks for a login on every authorization request',
        (ctx) => !ctx.oidc.result?.login,
      ),
    );
  return {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: provider,
      client_secret: standInClientSecret(provider),
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // Scope claims go into the ID token too, as Google's do, so the server needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: (ctx: StandInOidcContext, accountId: string): Account => ({
      accountId,
      claims: () => {
        const provider = ctx.oidc.client?.clientId;
        return isSocialProvider(provider) ? standInClaims({ login: accountId, provider }) : { sub: accountId };
      },
    }),
    loadExistingGrant: (ctx: StandInOidcContext) => loadOrGrant(ctx),
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    // Memory on purpose: a stand-in forgets its sessions and codes on restart. Given explicitly,
    // the default's "you MUST change it" production warning stays out of the dev console.
    adapter: createMemoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    ttl: {
      AccessToken: TEN_MINUTES_S,
      AuthorizationCode: 60,
      IdToken: TEN_MINUTES_S,
      Interaction: TEN_MINUTES_S,
      Session: TEN_MINUTES_S,
      Grant: TEN_MINUTES_S,
    },
    renderError: (
      ctx: { type: string; body: string; set(name: string, value: string): void },
      out: Record<string, string>,
    ) => {
      ctx.set('content-security-policy', STAND_IN_PAGE_CSP);
      ctx.type = 'html';
      const lines = Object.entries(out).map(
        ([key, value]) => `<p><strong>${escapeXml({ text: key })}</strong>: ${escapeXml({ text: String(value) })}</p>`,
      );
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in refused (local OIDC stand-in)</title></head>
<body><h1>Sign-in refused (local OIDC stand-in)</h1><div data-testid="oidc-error">${lines.join('')}</div></body></html>`;
    },
  };
}

/** Our clients are first-party stand-ins: the grant is made on the spot instead of a consent page. */
async function loadOrGrant(ctx: StandInOidcContext): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (existing && existing.accountId === accountId) return existing;
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope(GRANTED_SCOPES);
  await grant.save();
  return grant;
}
