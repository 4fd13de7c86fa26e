import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServerApp } from '../../server/app.js';
import { WC_WALLET_EVM_ACCOUNT } from '../../server/wc-wallet/wc-wallet-accounts.js';
import { WC_WALLET_PROJECT_ID } from '../../server/wc-wallet/wc-test-wallet.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Issue 15 part 4: the WalletConnect test wallet page, a dev page like the mailbox.
let temp: TempDatabase;
before(() => {
  temp = openTempDatabase();
});
after(() => temp?.cleanup());

const HOST = { host: 'localhost:8787' };
const devApp = () => createServerApp({ chains: [], database: temp.database });

describe('/dev/wc-wallet/ (issue 15 part 4)', () => {
  it('serves the page at /dev/wc-wallet/ and at the wc?uri= path AppKit opens, with a CSP that allows only this server', async () => {
    for (const path of ['/dev/wc-wallet/', '/dev/wc-wallet/wc?uri=wc%3Aabc%402']) {
      const response = await devApp().request(`http://localhost:8787${path}`, { headers: HOST });
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      const html = await response.text();
      assert.match(html, /<h1>AppKit Test Wallet \(WalletConnect\)<\/h1>/);
      assert.match(html, /dev only/);
      assert.match(html, /<script type="module" src="\/dev\/wc-wallet\/wallet\.js"><\/script>/);
      assert.match(html, /<button id="pair-button" type="submit" disabled>Pair<\/button>/);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'self';/);
      assert.match(csp, /connect-src 'self' ws:\/\/localhost:8787;/);
      assert.match(csp, /frame-ancestors 'none'/, 'the no-framing policy still applies');
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'same-origin');
      assert.equal(response.headers.get('access-control-allow-origin'), null);
    }
  });

  it('redirects /dev/wc-wallet to the page, keeping the pairing URI', async () => {
    const response = await devApp().request('http://localhost:8787/dev/wc-wallet?uri=wc%3Aabc', { headers: HOST });
    assert.equal(response.status, 308);
    assert.equal(response.headers.get('location'), '/dev/wc-wallet/?uri=wc%3Aabc');
  });

  it('serves the page script: page/main.ts bundled for the browser, the SDK and the wallet account inside', async () => {
    const app = devApp();
    const response = await app.request('http://localhost:8787/dev/wc-wallet/wallet.js', { headers: HOST });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    const code = await response.text();
    assert.ok(code.includes(WC_WALLET_PROJECT_ID), 'the project id is in the bundle');
    assert.ok(code.includes(WC_WALLET_EVM_ACCOUNT.privateKey), 'the wallet key is in the bundle');
    assert.ok(code.includes('wc_sessionPropose'), "the SDK's engine is in the bundle");
    assert.doesNotMatch(code, /^\s*import\s/m, 'one self-contained script');
    // The second request reuses the bundle (the sources did not change).
    const again = await app.request('http://localhost:8787/dev/wc-wallet/wallet.js', { headers: HOST });
    assert.equal(await again.text(), code);
  });

  it('answers only a loopback Host name', async () => {
    const response = await devApp().request('http://localhost:8787/dev/wc-wallet/', {
      headers: { host: 'wallet.evil.example' },
    });
    assert.equal(response.status, 403);
  });

  it('does not exist in production mode', async () => {
    const production = createServerApp({ chains: [], database: temp.database, production: true });
    for (const path of [
      '/dev/wc-wallet/',
      '/dev/wc-wallet/wc?uri=wc%3Aabc',
      '/dev/wc-wallet',
      '/dev/wc-wallet/wallet.js',
    ])
      assert.equal((await production.request(`http://localhost:8787${path}`, { headers: HOST })).status, 404, path);
  });
});
