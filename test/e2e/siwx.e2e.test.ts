// Sign in with X end to end through the demo page (issue 16 "Done when"): the EVM and Solana test
// wallets sign the reference server's message, the server keeps the session, and the stored message
// and signature verify with code we did not write (viem/siwe, @solana/wallet-standard-util 1.1.2).
// The server's refusals are asked from the page's own origin, as a browser would send them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { createPublicClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { verifyMessageSignature } from '@solana/wallet-standard-util';
import { formatSiwxMessage } from '../../src/core/protocol/siwx-message.js';
import type { SiwxMessageData } from '../../src/core/protocol/siwx-types.js';
import { decodeBase58 } from '../../src/core/utils/base58.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { keepOffTheNetwork } from './walletconnect-e2e-helpers.js';

const EVM_WALLET = 'dev.openmodal.testwallet';
const SOLANA_WALLET = 'solana:Solana Test Wallet';
const TOKEN_KEY = '@appkit/siwx-auth-token';
const view = (page: Page) => page.locator('w3m-modal [data-testid="siwx-sign-message-view"]');
/** Markup in the dapp's statement must reach the visitor as text, never as elements. */
const STATEMENT = 'Sign in to <b>the demo</b> & keep your session';

interface MeAnswer {
  address: string;
  chainId: string;
  message: string;
  signature: string;
  data: SiwxMessageData;
}
interface Refusal {
  status: number;
  code?: string;
}

describe('Sign in with X through the demo page (full dev stack)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;
  const outside: string[] = [];
  const contexts: BrowserContext[] = [];
  const api = (path: string) => `${e2e.stack.config.serverUrl}/siwx/v1/${path}?projectId=${e2e.stack.config.projectId}`;

  /** A fresh context kept off the network, on the demo page at `path`. */
  async function openDemo(path: string): Promise<Page> {
    const context = await e2e.browser.newContext();
    contexts.push(context);
    await keepOffTheNetwork({ context, outside });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    await page.goto(new URL(path, e2e.stack.urls.demo!).toString());
    return page;
  }

  async function connect(page: Page, walletId: string): Promise<void> {
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await page.locator(`w3m-modal [data-testid="wallet-${walletId}"]`).click();
    await view(page).waitFor();
  }

  /** `GET me` with the token the page stored: what the server knows about this visitor. */
  const readSession = (page: Page) =>
    page.evaluate(
      async ({ url, key }) => {
        const token = localStorage.getItem(key);
        if (!token) return { status: 0 };
        const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        return { status: answer.status, body: answer.ok ? await answer.json() : undefined };
      },
      { url: api('me'), key: TOKEN_KEY },
    ) as Promise<{ status: number; body?: MeAnswer }>;

  /** POST authenticate from the page's origin (its Origin header is the demo's). */
  const authenticateFromPage = (page: Page, { body, nonceHeader }: { body: string; nonceHeader: string }) =>
    page.evaluate(
      async ({ url, body, nonceHeader }) => {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-nonce-jwt': nonceHeader },
          body,
        });
        return { status: answer.status, code: ((await answer.json()) as { code?: string }).code };
      },
      { url: api('authenticate'), body, nonceHeader },
    ) as Promise<Refusal>;

  const freshNonce = (page: Page) =>
    page.evaluate(async (url) => (await fetch(url)).json(), api('nonce')) as Promise<{ nonce: string; token: string }>;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await e2e?.stop();
  });

  describe('EVM test wallet, ?siwx=required', () => {
    let page: Page;
    let authenticate: { body: string; nonceHeader: string } | undefined;
    /** Every sign-in request the page made (nonce and authenticate), to prove a reload makes none. */
    const signInRequests: string[] = [];
    const visitor = () => e2e.stack.config.devAccounts[1]!;
    const chain = () => e2e.stack.config.chains[0]!;

    it('connect → SIWXSignMessage (Escape keeps it) → Sign: the server holds a session that viem verifies', async () => {
      page = await openDemo(`/?testWallet&siwx=required&siwxStatement=${encodeURIComponent(STATEMENT)}`);
      page.on('request', (request: Request) => {
        if (/\/siwx\/v1\/(nonce|authenticate)/.test(request.url())) signInRequests.push(request.url());
        if (request.method() === 'POST' && request.url().includes('/siwx/v1/authenticate'))
          void request.allHeaders().then((headers) => {
            authenticate = { body: request.postData() ?? '', nonceHeader: headers['x-nonce-jwt'] ?? '' };
          });
      });
      await connect(page, EVM_WALLET);
      const statement = view(page).locator('[data-testid="siwx-statement"]');
      assert.equal(await statement.textContent(), STATEMENT);
      assert.equal(await statement.locator('b').count(), 0, 'the statement is text, not markup');
      const shownAddress = (await view(page).locator('[data-testid="siwx-address"]').textContent())?.trim();
      assert.equal(shownAddress?.toLowerCase(), visitor().address.toLowerCase());
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      assert.equal(await view(page).count(), 1, 'Escape does not close a required sign-in');

      await page.locator('w3m-modal [data-testid="siwx-sign"]').click();
      await page.waitForFunction(
        (address) =>
          document.querySelector('[data-testid="demo-siwx"]')?.textContent?.toLowerCase().startsWith(address),
        visitor().address.toLowerCase(),
      );
      await view(page).waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => (window as unknown as { appKit: { getState(): { open: boolean } } }).appKit.getState().open === false,
      );
      await waitForDemoStatus(page, 'connected');

      const session = await readSession(page);
      assert.equal(session.status, 200);
      const me = session.body!;
      assert.equal(me.address.toLowerCase(), visitor().address.toLowerCase());
      assert.equal(me.chainId, `eip155:${chain().id}`);
      assert.ok(authenticate?.nonceHeader.startsWith('Bearer '), 'the page sent its nonce token');

      // The stored proof, read by viem's own EIP-4361 parser and verifier.
      const parsed = parseSiweMessage(me.message);
      assert.equal(parsed.statement, STATEMENT);
      assert.equal(parsed.address?.toLowerCase(), visitor().address.toLowerCase());
      assert.equal(parsed.chainId, chain().id);
      assert.equal(parsed.domain, new URL(e2e.stack.urls.demo!).host);
      assert.equal(parsed.uri, new URL(e2e.stack.urls.demo!).origin);
      const client = createPublicClient({ transport: http(chain().rpcUrl) });
      assert.equal(await verifySiweMessage(client, { message: me.message, signature: me.signature as Hex }), true);
      // And a signature of another text does not pass, so the check above can fail.
      const tampered = me.message.replace(`Nonce: ${parsed.nonce}`, 'Nonce: 0000000000000000');
      assert.equal(await verifySiweMessage(client, { message: tampered, signature: me.signature as Hex }), false);

      // The demo sends analytics to the dev server (off only with ?analytics=off): the success is recorded.
      const eventsUrl = `${e2e.stack.config.serverUrl}/dev/events.json?projectId=${e2e.stack.config.projectId}&limit=1000`;
      const deadline = Date.now() + 15_000;
      let names: string[] = [];
      while (Date.now() < deadline) {
        const { events } = (await (await fetch(eventsUrl)).json()) as {
          events: Array<{ event: { props: { event: string } } }>;
        };
        names = events.map((stored) => stored.event.props.event);
        if (names.includes('SIWX_AUTH_SUCCESS')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      assert.ok(names.includes('SIWX_AUTH_SUCCESS'), `events: ${names.join(', ')}`);
    });

    it('a reload keeps the session: no second signature asked', async () => {
      signInRequests.length = 0;
      await page.reload();
      await waitForDemoStatus(page, 'connected');
      await page.waitForFunction(
        (address) =>
          document.querySelector('[data-testid="demo-siwx"]')?.textContent?.toLowerCase().startsWith(address),
        visitor().address.toLowerCase(),
      );
      await page.waitForTimeout(1000);
      assert.equal(await view(page).count(), 0, 'no SIWXSignMessage after the reload');
      assert.deepEqual(signInRequests, [], 'no new nonce or authenticate after the reload');
      assert.equal((await readSession(page)).status, 200);
    });

    it('the server refuses a replayed nonce, another domain and an expired message (from the page origin)', async () => {
      assert.ok(authenticate, 'the page authenticated');
      const replay = await authenticateFromPage(page, authenticate);
      assert.deepEqual(replay, { status: 400, code: 'NONCE_INVALID' });

      const sent = JSON.parse(authenticate.body) as { data: SiwxMessageData; message: string };
      const host = sent.data.domain;
      // Only the data's domain changed: the text no longer says what the data says.
      const dataOnly = JSON.stringify({ ...sent, data: { ...sent.data, domain: 'evil.example' } });
      assert.deepEqual(await authenticateFromPage(page, { ...authenticate, body: dataOnly }), {
        status: 400,
        code: 'INVALID_MESSAGE',
      });
      // Data and text both name evil.example: the domain check (before the nonce's use) refuses it.
      const bothChanged = JSON.stringify({
        ...sent,
        data: { ...sent.data, domain: 'evil.example' },
        message: sent.message.replace(`${host} wants you`, 'evil.example wants you'),
      });
      assert.deepEqual(await authenticateFromPage(page, { ...authenticate, body: bothChanged }), {
        status: 400,
        code: 'DOMAIN_MISMATCH',
      });

      const account = privateKeyToAccount(visitor().privateKey);
      const signAndSend = async (change: Partial<SiwxMessageData>) => {
        const { nonce, token } = await freshNonce(page);
        const data: SiwxMessageData = { ...sent.data, nonce, issuedAt: new Date().toISOString(), ...change };
        const message = formatSiwxMessage({ data });
        const signature = await account.signMessage({ message });
        return authenticateFromPage(page, {
          body: JSON.stringify({ data, message, signature }),
          nonceHeader: `Bearer ${token}`,
        });
      };
      // A fresh nonce and a valid signature, for another domain: refused for the domain alone.
      assert.deepEqual(await signAndSend({ domain: 'evil.example' }), { status: 400, code: 'DOMAIN_MISMATCH' });
      const minute = 60_000;
      assert.deepEqual(
        await signAndSend({
          issuedAt: new Date(Date.now() - 10 * minute).toISOString(),
          expirationTime: new Date(Date.now() - 5 * minute).toISOString(),
        }),
        { status: 400, code: 'EXPIRED' },
      );
      // The same path with nothing wrong is accepted, so the refusals above are about what changed.
      assert.equal((await signAndSend({})).status, 200);
    });
  });

  it('cancel with ?siwx=required disconnects, and no session is stored', async () => {
    const page = await openDemo('/?testWallet&siwx=required');
    const authenticates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/siwx/v1/authenticate')) authenticates.push(request.method());
    });
    await connect(page, EVM_WALLET);
    await page.locator('w3m-modal [data-testid="siwx-cancel"]').click();
    await waitForDemoStatus(page, 'disconnected');
    assert.equal(await page.locator('[data-testid="demo-siwx"]').textContent(), 'not signed in');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), null);
    assert.deepEqual(authenticates, [], 'nothing was sent to the server to sign in');
    assert.equal(await view(page).count(), 0);
  });

  it('Solana test wallet: connect → sign → a session whose ed25519 signature verifies', async () => {
    const { solana } = e2e.stack.config;
    const address = solana.devKeypairs[1]!.publicKey;
    const page = await openDemo('/?solanaWallet&siwx=1');
    await connect(page, SOLANA_WALLET);
    await page.locator('w3m-modal [data-testid="siwx-sign"]').click();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="demo-siwx"]')?.textContent?.startsWith(expected),
      address,
    );
    const session = await readSession(page);
    assert.equal(session.status, 200);
    const me = session.body!;
    assert.deepEqual({ address: me.address, chainId: me.chainId }, { address, chainId: solana.caipNetworkId });
    assert.ok(
      me.message.startsWith(
        `${new URL(e2e.stack.urls.demo!).host} wants you to sign in with your Solana account:\n${address}`,
      ),
    );
    const message = new TextEncoder().encode(me.message);
    const proof = { signature: decodeBase58(me.signature), publicKey: decodeBase58(address) };
    assert.equal(verifyMessageSignature({ message, signedMessage: message, ...proof }), true);
    const other = new TextEncoder().encode(`${me.message} `);
    assert.equal(verifyMessageSignature({ message: other, signedMessage: other, ...proof }), false);
  });

  it('nothing left the machine', () => {
    assert.deepEqual(outside, []);
  });
});
