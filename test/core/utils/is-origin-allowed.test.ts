import { expect } from '@open-wc/testing';
import { isOriginAllowed } from '../../../src/core/utils/is-origin-allowed.js';

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

  it('takes * as any port, or none', () => {
    expect(allowed('http://localhost:5173', 'http://localhost:*')).to.equal(true);
    expect(allowed('http://localhost', 'http://localhost:*')).to.equal(true);
    expect(allowed('http://127.0.0.1:8787', 'http://localhost:*')).to.equal(false);
    expect(allowed('https://localhost:5173', 'http://localhost:*')).to.equal(false);
  });

  it('takes *. as any subdomain, never the bare domain or a look-alike', () => {
    expect(allowed('https://app.dapp.example', 'https://*.dapp.example')).to.equal(true);
    expect(allowed('https://a.b.dapp.example', 'https://*.dapp.example')).to.equal(true);
    expect(allowed('https://dapp.example', 'https://*.dapp.example')).to.equal(false);
    expect(allowed('https://evildapp.example', 'https://*.dapp.example')).to.equal(false);
    expect(allowed('https://app.dapp.example:444', 'https://*.dapp.example:*')).to.equal(true);
  });

  it('takes a lone * as any origin, and ignores malformed entries', () => {
    expect(allowed('https://anything.example', '*')).to.equal(true);
    expect(allowed('https://dapp.example', 'dapp.example', 'https://dapp.example/path', '*.dapp.example', '')).to.equal(false);
    expect(allowed('not an origin', '*')).to.equal(false);
    expect(allowed('http://[::1]:3000', 'http://[::1]:*')).to.equal(true);
    expect(allowed('https://dapp.example')).to.equal(false);
  });

  // notes/security.md T2: a look-alike must never pass for an allowed origin. A prefix or
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
