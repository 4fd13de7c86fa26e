import { expect } from '@open-wc/testing';
import { isOriginAllowed } from '../../../src/core/utils/is-origin-allowed.js';
import { parseOriginPattern } from '../../../src/core/utils/parse-origin-pattern.js';

const allowed = (origin: string, ...allowedOrigins: string[]) => isOriginAllowed({ origin, allowedOrigins });

describe('isOriginAllowed', () => {
  it('matches exact origins by scheme, host and port', () => {
    expect(allowed('https://dapp.example', 'https://dapp.example')).to.equal(true);
    expect(allowed('https://dapp.example', 'https://dapp.example/')).to.equal(true);
    expect(allowed('https://dapp.example', 'https://DAPP.example:443')).to.equal(true);
    expect(allowed('http://dapp.example', 'https://dapp.example')).to.equal(false);
    expect(allowed('https://dapp.example:8443', 'https://dapp.example')).to.equal(false);
    expect(allowed('https://dapp.example.evil', 'https://dapp.example')).to.equal(false);
    expect(allowed('https://evil.example', 'https://dapp.example', 'https://other.example')).to.equal(false);
  });

  it('takes * as any port, or none, on a loopback host only', () => {
    expect(allowed('http://localhost:5173', 'http://localhost:*')).to.equal(true);
    expect(allowed('http://localhost', 'http://localhost:*')).to.equal(true);
    expect(allowed('http://127.0.0.1:5173', 'http://127.0.0.1:*')).to.equal(true);
    expect(allowed('http://127.0.0.1:8787', 'http://localhost:*')).to.equal(false);
    expect(allowed('https://localhost:5173', 'http://localhost:*')).to.equal(false);
    // Security review F12: every port of a real host is every service on it.
    expect(allowed('https://dapp.example:8443', 'https://dapp.example:*')).to.equal(false);
    expect(allowed('https://app.dapp.example:444', 'https://*.dapp.example:*')).to.equal(false);
  });

  it('takes *. as any subdomain, never the bare domain or a look-alike', () => {
    expect(allowed('https://app.dapp.example', 'https://*.dapp.example')).to.equal(true);
    expect(allowed('https://a.b.dapp.example', 'https://*.dapp.example')).to.equal(true);
    expect(allowed('https://dapp.example', 'https://*.dapp.example')).to.equal(false);
    expect(allowed('https://evildapp.example', 'https://*.dapp.example')).to.equal(false);
    expect(allowed('https://app.dapp.example:444', 'https://*.dapp.example:444')).to.equal(true);
  });

  // Security review F12: a project that allows any origin lets any site embed the wallet and drive
  // its sign-in and approvals. Such entries match nothing.
  it('never takes *, a bare wildcard, a scheme alone, or *. before one label or an IP address', () => {
    for (const entry of [
      '*',
      '*:*',
      'https://*',
      'http://*:*',
      'https://*:443',
      'https://',
      'https:',
      'http://*.',
      'https://*.com',
      'https://*.localhost',
      'http://*.127.0.0.1',
      '*://dapp.example',
      'https://**.dapp.example',
      'https://*.*.dapp.example',
    ]) {
      expect(allowed('https://anything.example', entry), entry).to.equal(false);
      expect(allowed('https://app.dapp.example', entry), entry).to.equal(false);
      expect(allowed('https://dapp.com', entry), entry).to.equal(false);
    }
  });

  it('ignores malformed entries', () => {
    expect(
      allowed(
        'https://dapp.example',
        'dapp.example',
        'https://dapp.example/path',
        '*.dapp.example',
        '',
        'https://user@dapp.example',
        'https://dapp.example:99999',
      ),
    ).to.equal(false);
    expect(allowed('not an origin', 'https://dapp.example')).to.equal(false);
    expect(allowed('http://[::1]:3000', 'http://[::1]:*')).to.equal(true);
    expect(allowed('https://dapp.example')).to.equal(false);
  });

  // docs/SECURITY.md T2: a look-alike must never pass for an allowed origin. A prefix or
  // substring match (indexOf, startsWith) would accept every one of these.
  it('refuses look-alike origins: a longer port, a suffixed host, a host before the port (T2)', () => {
    expect(allowed('http://localhost:50011', 'http://localhost:5001')).to.equal(false);
    expect(allowed('http://localhost:5001', 'http://localhost:5001')).to.equal(true);
    expect(allowed('http://localhost:5001.evil', 'http://localhost:*')).to.equal(false);
    expect(allowed('http://localhost.evil:5001', 'http://localhost:*')).to.equal(false);
    expect(allowed('http://localhost.evil', 'http://localhost:*')).to.equal(false);
    expect(allowed('http://evil-localhost:5001', 'http://localhost:*')).to.equal(false);
    expect(allowed('http://localhost@evil.example:5001', 'http://localhost:*')).to.equal(false);
  });
});

describe('parseOriginPattern', () => {
  it('reads exact origins, *. subdomains and loopback :* ports, lower case', () => {
    expect(parseOriginPattern({ entry: ' https://DApp.example/ ' })).to.deep.equal({
      protocol: 'https:',
      anySubdomain: false,
      host: 'dapp.example',
      port: undefined,
    });
    expect(parseOriginPattern({ entry: 'https://*.dapp.example:8443' })).to.deep.equal({
      protocol: 'https:',
      anySubdomain: true,
      host: 'dapp.example',
      port: '8443',
    });
    expect(parseOriginPattern({ entry: 'http://[::1]:*' })).to.deep.equal({
      protocol: 'http:',
      anySubdomain: false,
      host: '[::1]',
      port: '*',
    });
    expect(parseOriginPattern({ entry: 'http://127.0.0.2:*' })?.port).to.equal('*');
  });

  it('refuses what isOriginAllowed never matches', () => {
    for (const entry of [
      '*',
      'https://*',
      'http://*:*',
      'https:',
      'https://*.com',
      'https://dapp.example:*',
      'https://*.dapp.example:*',
      'http://*.127.0.0.1',
    ]) {
      expect(parseOriginPattern({ entry }), entry).to.equal(undefined);
    }
  });
});
