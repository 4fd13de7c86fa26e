import { expect } from '@open-wc/testing';
import { formatNativeUrl, formatUniversalUrl } from '../../../src/core/utils/format-wallet-link.js';

const WC_URI = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484&expiryTimestamp=1700000300';
const ENCODED = encodeURIComponent(WC_URI);

describe('formatNativeUrl', () => {
  it('gives scheme://wc?uri=<encoded URI> opened in the same tab', () => {
    expect(formatNativeUrl({ appUrl: 'rainbow://', wcUri: WC_URI })).to.deep.equal({
      href: `rainbow://wc?uri=${ENCODED}`,
      base: 'rainbow://',
      target: '_self',
    });
  });

  it('accepts a bare scheme or one with a colon, and keeps a path with a slash after it', () => {
    expect(formatNativeUrl({ appUrl: 'metamask:', wcUri: WC_URI })?.href).to.equal(`metamask://wc?uri=${ENCODED}`);
    expect(formatNativeUrl({ appUrl: 'zerion', wcUri: WC_URI })?.href).to.equal(`zerion://wc?uri=${ENCODED}`);
    expect(formatNativeUrl({ appUrl: 'trust://open', wcUri: WC_URI })).to.deep.equal({
      href: `trust://open/wc?uri=${ENCODED}`,
      base: 'trust://open/',
      target: '_self',
    });
  });

  it('formats an https link as a universal link', () => {
    expect(formatNativeUrl({ appUrl: 'https://link.wallet.example', wcUri: WC_URI })).to.deep.equal({
      href: `https://link.wallet.example/wc?uri=${ENCODED}`,
      base: 'https://link.wallet.example/',
      target: '_blank',
    });
  });

  it('refuses schemes that run code or read files, and links with markup characters', () => {
    for (const appUrl of [
      'javascript:alert(1)//',
      'JavaScript://alert(1)',
      'data://text/html,hi',
      'vbscript://x',
      'file:///etc/passwd',
      'blob://x',
      'http://wallet.example',
      '1bad://',
      'we ird://',
      'good://"><script>',
      '',
      null,
      undefined,
    ])
      expect(formatNativeUrl({ appUrl, wcUri: WC_URI }), String(appUrl)).to.equal(undefined);
  });
});

describe('formatUniversalUrl', () => {
  it('gives https://host/path/wc?uri=<encoded URI> in a new tab, the path ending in one slash', () => {
    expect(formatUniversalUrl({ appUrl: 'https://wallet.example/app', wcUri: WC_URI })).to.deep.equal({
      href: `https://wallet.example/app/wc?uri=${ENCODED}`,
      base: 'https://wallet.example/app/',
      target: '_blank',
    });
    expect(formatUniversalUrl({ appUrl: 'https://wallet.example/app/', wcUri: WC_URI })?.href).to.equal(
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    );
  });

  it('drops the query and fragment the directory gave, so the URI is the only parameter', () => {
    expect(formatUniversalUrl({ appUrl: 'https://wallet.example/?ref=x#top', wcUri: WC_URI })?.href).to.equal(
      `https://wallet.example/wc?uri=${ENCODED}`,
    );
  });

  it("allows http only on this machine (the reference server's dev wallet)", () => {
    expect(formatUniversalUrl({ appUrl: 'http://127.0.0.1:8787/dev/wc-wallet/', wcUri: WC_URI })?.href).to.equal(
      `http://127.0.0.1:8787/dev/wc-wallet/wc?uri=${ENCODED}`,
    );
    expect(formatUniversalUrl({ appUrl: 'http://wallet.example/', wcUri: WC_URI })).to.equal(undefined);
  });

  it('refuses other schemes, credentials and unparsable links', () => {
    for (const appUrl of ['javascript:alert(1)', 'rainbow://', 'https://user:pw@wallet.example/', 'https://', 'nope'])
      expect(formatUniversalUrl({ appUrl, wcUri: WC_URI }), appUrl).to.equal(undefined);
  });
});
