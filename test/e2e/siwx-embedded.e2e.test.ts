// Sign in with X with the embedded wallet (issue 16 part 5, "Done when"): on the demo page with
// ?siwx=required, the email code is followed by one Approve in the frame, which shows the server's
// sign-in message; the server then holds the session and SIWXSignMessage never opens. The message
// and signature verify with viem's own SIWE code. A page script that rewrites the message to name
// another domain gets no screen and no signature: the sign-in goes on and SIWXSignMessage asks.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicClient, http, type Hex } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { answerApproval, enterEmailCode, freshEmail, modal, walletFrame } from './embedded-wallet-helpers.js';

const TOKEN_KEY = '@appkit/siwx-auth-token';

describe('Sign in with X with the embedded wallet (demo page, full dev stack)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('email code → one Approve in the frame → a server session; no SIWXSignMessage', async () => {
    const { page } = await e2e.newPage('/?siwx=required');
    const serverUrl = e2e.stack.urls.server!;
    const demoOrigin = new URL(e2e.stack.urls.demo!);
    const [chainA] = e2e.stack.config.chains;
    const email = freshEmail('siwx');
    let siwxViewSeen = false;
    void modal(page)
      .locator('[data-testid="siwx-sign-message-view"]')
      .waitFor({ timeout: 120_000 })
      .then(
        () => (siwxViewSeen = true),
        () => undefined,
      );

    await enterEmailCode({ page, serverUrl, email });

    // The frame's own approval screen, right after the code: the server's message for this page.
    await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 30_000 });
    assert.equal(await walletFrame(page).locator('[data-testid="approval-title"]').textContent(), 'Sign-in request');
    assert.equal(await walletFrame(page).locator('[data-testid="approval-origin"]').textContent(), demoOrigin.origin);
    const shown = (await walletFrame(page).locator('[data-testid="approval-row-message"]').textContent()) ?? '';
    assert.ok(shown.startsWith(`${demoOrigin.host} wants you to sign in with your Ethereum account:\n0x`), shown);
    await answerApproval(page, 'approve');

    await waitForDemoStatus(page, 'connected', 30_000);
    // Solana connects first and EVM last (the active namespace), once its sign-in is added.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith('eip155:'),
      null,
      { timeout: 30_000 },
    );
    const address = ((await page.locator('[data-testid="demo-address"]').textContent()) ?? '') as Hex;
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    page.on('requestfinished', async (request) => {
      if (request.url().includes('/siwx/v1/'))
        logs.push(`${request.method()} ${request.url()} ${(await request.response())?.status()}`);
    });
    await page
      .waitForFunction(
        (expected) =>
          document.querySelector('[data-testid="demo-siwx"]')?.textContent?.toLowerCase().startsWith(expected),
        address.toLowerCase(),
        { timeout: 20_000 },
      )
      .catch(async (error: Error) => {
        const shownSiwx = await page.locator('[data-testid="demo-siwx"]').textContent();
        throw new Error(
          `${error.message}; address: ${address}; demo-siwx: ${shownSiwx}; siwx view: ${siwxViewSeen}; ${logs.join(' | ')}`,
        );
      });
    const me = await page.evaluate(
      async ({ url, key }) => {
        const answer = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
        return {
          status: answer.status,
          body: (await answer.json()) as { address: string; message: string; signature: Hex },
        };
      },
      { url: `${serverUrl}/siwx/v1/me?projectId=${e2e.stack.config.projectId}`, key: TOKEN_KEY },
    );
    assert.equal(me.status, 200);
    assert.equal(me.body.address.toLowerCase(), address.toLowerCase());
    assert.equal(me.body.message, shown, 'the session holds the text shown and approved in the frame');
    const parsed = parseSiweMessage(me.body.message);
    assert.equal(parsed.domain, demoOrigin.host);
    assert.equal(parsed.address?.toLowerCase(), address.toLowerCase());
    const client = createPublicClient({ transport: http(chainA!.rpcUrl) });
    assert.equal(
      await verifySiweMessage(client, {
        message: me.body.message,
        signature: me.body.signature,
        domain: demoOrigin.host,
      }),
      true,
    );
    assert.equal(siwxViewSeen, false, 'the modal never asked for a second signature');
  });

  it('a message rewritten to name another domain is refused in the frame: no screen, no session', async () => {
    const context = await e2e.browser.newContext();
    // A hostile script on the page rewrites the sign-in message on its way to the frame.
    await context.addInitScript(() => {
      const send = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: never[]) {
        const request = message as { type?: string; payload?: { siwxMessage?: string } };
        if (request?.type === '@w3m-app/GET_USER' && request.payload?.siwxMessage) {
          request.payload.siwxMessage = request.payload.siwxMessage.replace(/^[^ ]+ /, 'evil.example ');
          (window as unknown as { rewritten?: string }).rewritten = request.payload.siwxMessage;
        }
        return send.call(this, message, ...rest);
      } as typeof MessagePort.prototype.postMessage;
    });
    const page = await context.newPage();
    await page.goto(new URL('/?siwx=required', e2e.stack.urls.demo!).toString());
    const serverUrl = e2e.stack.urls.server!;
    const email = freshEmail('siwx-evil');
    const authenticates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/siwx/v1/authenticate')) authenticates.push(request.url());
    });
    let approvalSeen = false;
    void walletFrame(page)
      .locator('[data-testid="approval"]')
      .waitFor({ timeout: 60_000 })
      .then(
        () => (approvalSeen = true),
        () => undefined,
      );

    await enterEmailCode({ page, serverUrl, email });

    // The frame refused before drawing anything; the wallet is connected without a sign-in, so SIWX asks.
    await modal(page).locator('[data-testid="siwx-sign-message-view"]').waitFor({ timeout: 30_000 });
    const rewritten = await page.evaluate(() => (window as unknown as { rewritten?: string }).rewritten);
    assert.match(rewritten ?? '', /^evil\.example wants you to sign in/, 'the frame was sent the rewritten message');
    assert.equal(approvalSeen, false, 'the frame showed no approval for the rewritten message');
    assert.deepEqual(authenticates, [], 'nothing was sent to the server to sign in');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), null);
    await context.close();
  });
});
