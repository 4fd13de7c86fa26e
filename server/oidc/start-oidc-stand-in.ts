import { generateKeyPair, randomBytes, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { Provider } from 'oidc-provider';
import { closeServer } from '../close-server.js';
import type { OAuthProviderSettings } from '../oauth/oauth-options.js';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../oauth/social-providers.js';
import { createStandInConfiguration, standInClientSecret } from './create-stand-in-configuration.js';
import { handleStandInInteraction } from './handle-stand-in-interaction.js';

export interface StartOidcStandInParameters {
  /** Omitted or 0 picks a free port. */
  port?: number;
  /** The server's callback (`{server}/auth/v1/oauth/callback`), registered for every client. */
  redirectUri: string;
  /** Lines for the dev console (never a code, token or secret). */
  log?: (message: string) => void;
}

export interface StartOidcStandInReturnType {
  /** `http://127.0.0.1:{port}`, the issuer of every provider it plays. */
  issuer: string;
  /** `AuthOptions.oauth.providers` for all six providers, pointing at this stand-in. */
  providers: Record<SocialProvider, OAuthProviderSettings>;
  stop(): Promise<void>;
}

/**
 * STAND-IN: a local OpenID Provider (oidc-provider) on 127.0.0.1 playing every social provider
 * of the product — Google, GitHub, Apple, Facebook, X, Discord — one client each (client_id =
 * the provider's id, a dev secret, PKCE required, the server's callback as the only redirect
 * URI). It is not any of them: the real GitHub, X, Discord and Facebook are not even OIDC. Its
 * login page takes any user name or email, with no password; consent is automatic. On Node 20
 * oidc-provider prints "Unsupported runtime": known and harmless.
 *
 * @example
 * const standIn = await startOidcStandIn({ redirectUri: 'http://127.0.0.1:8787/auth/v1/oauth/callback' });
 * const oauth = { redirectUri, providers: standIn.providers };
 * await standIn.stop();
 */
export async function startOidcStandIn({
  port = 0,
  redirectUri,
  log = () => {},
}: StartOidcStandInParameters): Promise<StartOidcStandInReturnType> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...(privateKey.export({ format: 'jwk' }) as JsonWebKey),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  // The issuer holds the port, so the provider is made once the socket is bound; until then the
  // stand-in answers 503.
  let provider: Provider | undefined;
  let providerCallback: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (!provider || !providerCallback) return void response.writeHead(503).end();
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    if (!pathname.startsWith('/interaction/')) return providerCallback(request, response);
    handleStandInInteraction({ provider, request, response, pathname }).catch((error: unknown) => {
      log(`[oidc] interaction failed: ${error instanceof Error ? error.name : 'unknown error'}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The local OIDC stand-in failed; start again from the app.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message;
      reject(new Error(`OIDC stand-in: cannot listen on 127.0.0.1:${port}: ${reason}`, { cause: error }));
    });
    server.listen({ port, host: '127.0.0.1' }, () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(
    issuer,
    createStandInConfiguration({ redirectUri, signingKey, cookieKeys: [randomBytes(32).toString('hex')] }),
  );
  // Error names only: the descriptions of some errors quote request parameters.
  provider.on('server_error', (_ctx, error) =>
    log(`[oidc] server error: ${error instanceof Error ? error.name : 'unknown'}`),
  );
  providerCallback = provider.callback();
  const providers = Object.fromEntries(
    SOCIAL_PROVIDERS.map((name) => [name, { issuer, clientId: name, clientSecret: standInClientSecret(name) }]),
  ) as Record<SocialProvider, OAuthProviderSettings>;
  return { issuer, providers, stop: () => closeServer({ server }) };
}
