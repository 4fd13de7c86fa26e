import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLoopbackHttpUrl } from '../../server/oauth/is-loopback-http-url.js';
import { readOAuthOptions } from '../../server/oauth/read-oauth-options.js';

const google = {
  APPKIT_OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
  APPKIT_OAUTH_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  APPKIT_OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
};
const redirect = { APPKIT_OAUTH_REDIRECT_URI: 'https://wallet.example/auth/v1/oauth/callback' };

describe('readOAuthOptions', () => {
  it('is undefined without any provider', () => {
    assert.equal(readOAuthOptions({ env: {} }), undefined);
    assert.equal(readOAuthOptions({ env: redirect }), undefined);
  });

  it('reads each configured provider and the redirect URI', () => {
    const env = {
      ...google,
      ...redirect,
      APPKIT_OAUTH_X_ISSUER: 'http://127.0.0.1:9400',
      APPKIT_OAUTH_X_CLIENT_ID: 'x',
      APPKIT_OAUTH_X_CLIENT_SECRET: 's',
    };
    assert.deepEqual(readOAuthOptions({ env }), {
      redirectUri: 'https://wallet.example/auth/v1/oauth/callback',
      providers: {
        google: {
          issuer: 'https://accounts.google.com',
          clientId: 'id.apps.googleusercontent.com',
          clientSecret: 'secret',
        },
        x: { issuer: 'http://127.0.0.1:9400', clientId: 'x', clientSecret: 's' },
      },
    });
  });

  it('names the variable of a half-configured provider, a missing or wrong redirect URI, or a non-https issuer', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [
        { ...google, APPKIT_OAUTH_GOOGLE_CLIENT_SECRET: '', ...redirect },
        /APPKIT_OAUTH_GOOGLE_CLIENT_SECRET is not set/,
      ],
      [{ APPKIT_OAUTH_DISCORD_CLIENT_ID: 'd', ...redirect }, /APPKIT_OAUTH_DISCORD_ISSUER is not set/],
      [google, /APPKIT_OAUTH_REDIRECT_URI is not set/],
      [
        { ...google, APPKIT_OAUTH_REDIRECT_URI: 'https://wallet.example/callback' },
        /APPKIT_OAUTH_REDIRECT_URI must end in \/auth\/v1\/oauth\/callback/,
      ],
      [
        { ...google, APPKIT_OAUTH_REDIRECT_URI: 'http://wallet.example/auth/v1/oauth/callback' },
        /APPKIT_OAUTH_REDIRECT_URI must be https/,
      ],
      [
        { ...google, APPKIT_OAUTH_GOOGLE_ISSUER: 'http://accounts.example', ...redirect },
        /APPKIT_OAUTH_GOOGLE_ISSUER must be https/,
      ],
      [
        { ...google, APPKIT_OAUTH_GOOGLE_ISSUER: 'https://accounts.example/?tenant=1', ...redirect },
        /APPKIT_OAUTH_GOOGLE_ISSUER must not have a query/,
      ],
      [
        { ...google, APPKIT_OAUTH_GOOGLE_ISSUER: 'accounts.example', ...redirect },
        /APPKIT_OAUTH_GOOGLE_ISSUER is not a URL/,
      ],
    ];
    for (const [env, message] of cases) assert.throws(() => readOAuthOptions({ env }), message);
  });
});

describe('isLoopbackHttpUrl', () => {
  it('accepts plain http to this machine only', () => {
    const check = (url: string) => isLoopbackHttpUrl({ url: new URL(url) });
    assert.deepEqual(['http://127.0.0.1:1', 'http://localhost', 'http://[::1]:8'].map(check), [true, true, true]);
    assert.deepEqual(
      ['https://127.0.0.1', 'http://127.0.0.2', 'http://localhost.evil.example', 'http://10.0.0.1'].map(check),
      [false, false, false, false],
    );
  });
});
