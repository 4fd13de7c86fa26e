import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { findFreePort } from '../../server/find-free-port.js';
import { standInClaims } from '../../server/oidc/stand-in-claims.js';
import { startOidcStandIn } from '../../server/oidc/start-oidc-stand-in.js';
import { createCookieBrowser } from './cookie-browser.js';

// The dev OIDC stand-in alone (STAND-IN for Google, GitHub, Apple, Facebook, X and Discord).
const redirectUri = 'http://127.0.0.1:9/auth/v1/oauth/callback';

function isListening({ port }: { port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe('startOidcStandIn', () => {
  it('listens on the given port, publishes discovery for its issuer, and frees the port on stop', async () => {
    const port = await findFreePort();
    const standIn = await startOidcStandIn({ port, redirectUri });
    try {
      assert.equal(standIn.issuer, `http://127.0.0.1:${port}`);
      const metadata = (await (await fetch(`${standIn.issuer}/.well-known/openid-configuration`)).json()) as Record<
        string,
        unknown
      >;
      assert.equal(metadata.issuer, standIn.issuer);
      assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
      assert.ok((metadata.scopes_supported as string[]).includes('email'));
      assert.equal(metadata.authorization_response_iss_parameter_supported, true);
      assert.deepEqual(Object.keys(standIn.providers), ['google', 'github', 'apple', 'facebook', 'x', 'discord']);
      assert.deepEqual(standIn.providers.x, {
        issuer: standIn.issuer,
        clientId: 'x',
        clientSecret: 'stand-in-secret-x',
      });
      assert.equal(await isListening({ port }), true);
    } finally {
      await standIn.stop();
    }
    assert.equal(await isListening({ port }), false);
    await standIn.stop(); // a second stop is harmless
  });

  it('picks a free port by default and refuses a port in use, naming it', async () => {
    const first = await startOidcStandIn({ redirectUri });
    try {
      const { port } = new URL(first.issuer);
      await assert.rejects(
        startOidcStandIn({ port: Number(port), redirectUri }),
        new RegExp(`port ${port} is already in use`),
      );
    } finally {
      await first.stop();
    }
  });

  it('shows its own login page, labelled as a stand-in, and re-asks for an unusable login', async () => {
    const standIn = await startOidcStandIn({ redirectUri });
    try {
      const browser = createCookieBrowser();
      const query = new URLSearchParams({
        client_id: 'apple',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 's',
        nonce: 'n',
      });
      const { response, url } = await browser.follow(`${standIn.issuer}/auth?${query}`);
      assert.equal(response.status, 200);
      assert.match(url.pathname, /^\/interaction\//);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      const html = await response.text();
      assert.match(html, /<h1>Sign in to Apple \(local stand-in\)<\/h1>/);
      assert.match(html, /data-testid="oidc-login-submit"/);
      assert.doesNotMatch(html, /<script/);
      const refused = await browser.go(`${url.href}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'login=%3Cb%3E',
      });
      assert.equal(refused.status, 400);
      const again = await refused.text();
      assert.match(again, /data-testid="oidc-login-error"/);
      assert.match(again, /value="&lt;b&gt;"/);
      const expired = await createCookieBrowser().go(url);
      assert.equal(expired.status, 400, 'without the interaction cookie');
    } finally {
      await standIn.stop();
    }
  });
});

describe('standInClaims', () => {
  it('uses the login as subject and name, and as email when it is one', () => {
    assert.deepEqual(standInClaims({ login: 'ada', provider: 'discord' }), {
      sub: 'ada',
      email: 'ada@discord.test',
      email_verified: true,
      name: 'ada',
      preferred_username: 'ada',
    });
    assert.equal(standInClaims({ login: 'ada@example.test', provider: 'google' }).email, 'ada@example.test');
    assert.deepEqual(
      standInClaims({ login: 'ada', provider: 'x' }),
      { sub: 'ada', name: 'ada', preferred_username: 'ada' },
      'X gives no email',
    );
  });
});
