// Sign in with X with email capture through the demo page (issue 16 part 4 "DataCapture"): the EVM
// test wallet connects, DataCapture asks for an email, the code comes from the dev mailbox, then
// SIWXSignMessage; the reference server's session then names both the email and the address.
// A wrong code is refused in words and the address is kept; cancel while required disconnects.
// With the embedded wallet, DataCapture is prefilled with its email and the message is signed on
// the frame's approval screen by the smart account (ERC-6492), which viem verifies on the chain.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { createPublicClient, http, type Hex } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  answerApproval,
  demoEvmAddress,
  freshEmail,
  mailsTo,
  modal,
  nextCode,
  signInByEmail,
  typeCode,
  walletFrame,
} from './embedded-wallet-helpers.js';
import { keepOffTheNetwork } from './walletconnect-e2e-helpers.js';

const EVM_WALLET = 'dev.openmodal.testwallet';
const TOKEN_KEY = '@appkit/siwx-auth-token';
/** The magic bytes that end an ERC-6492 signature (a smart account not yet deployed). */
const ERC6492_SUFFIX = '6492'.repeat(16);
const inModal = (page: Page, testId: string) => modal(page).locator(`[data-testid="${testId}"]`);

interface MeAnswer {
  address: string;
  chainId: string;
  message: string;
  signature: Hex;
  email?: string;
}

describe('Sign in with X with email capture through the demo page (full dev stack)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;
  const outside: string[] = [];
  const contexts: BrowserContext[] = [];
  const serverUrl = () => e2e.stack.urls.server!;

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

  /** Connects the EVM test wallet; DataCapture follows (not SIWXSignMessage). */
  async function connectToDataCapture(page: Page): Promise<void> {
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await inModal(page, `wallet-${EVM_WALLET}`).click();
    await inModal(page, 'data-capture-view').waitFor({ timeout: 20_000 });
    assert.equal(await inModal(page, 'siwx-sign-message-view').count(), 0, 'the email comes before the message');
  }

  /** Types `email` into DataCapture and presses Enter; waits for the code view (or says what the page showed). */
  async function submitEmail(page: Page, email: string): Promise<void> {
    const answers: string[] = [];
    const record = (response: Response) => {
      if (response.url().includes('/siwx/v1/email/')) answers.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', record);
    await inModal(page, 'email-input').fill(email);
    await inModal(page, 'email-input').press('Enter');
    await inModal(page, 'data-capture-otp-view')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        const shown = await inModal(page, 'email-error')
          .textContent({ timeout: 1000 })
          .catch(() => null);
        throw new Error(`${error.message}; error shown: ${shown}; answers: ${answers.join(', ') || 'none'}`);
      })
      .finally(() => page.off('response', record));
  }

  /** `GET me` with the token the page stored. */
  const readSession = (page: Page) =>
    page.evaluate(
      async ({ url, key }) => {
        const token = localStorage.getItem(key);
        if (!token) return { status: 0 };
        const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        return { status: answer.status, body: answer.ok ? await answer.json() : undefined };
      },
      { url: `${serverUrl()}/siwx/v1/me?projectId=${e2e.stack.config.projectId}`, key: TOKEN_KEY },
    ) as Promise<{ status: number; body?: MeAnswer }>;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await e2e?.stop();
  });

  it('connect → DataCapture → mailed code (a wrong one first) → SIWXSignMessage → sign: `me` names email and address', async () => {
    const page = await openDemo('/?testWallet&siwx=1&emailCapture=1');
    const email = freshEmail('capture');
    const seen = new Set<string>();
    await connectToDataCapture(page);
    const address = ((await page.locator('[data-testid="demo-address"]').textContent()) ?? '').trim();
    assert.match(address, /^0x[0-9a-fA-F]{40}$/);

    await submitEmail(page, email);
    // The sentence shows the address truncated (SPEC §9, 30 characters); the whole one is its title.
    assert.equal(await inModal(page, 'data-capture-sent-to').getAttribute('title'), email);
    const code = await nextCode({ serverUrl: serverUrl(), email, seen });

    // A wrong code: refused in words, the boxes emptied, the address still named.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCode(page, wrong);
    const error = inModal(page, 'data-capture-otp-error');
    await error.waitFor({ timeout: 10_000 });
    assert.equal(await error.textContent(), 'That code is not right. Check the mail and enter it again.');
    assert.equal(await inModal(page, 'data-capture-sent-to').getAttribute('title'), email);
    assert.equal(await inModal(page, 'siwx-sign-message-view').count(), 0);

    // Back to DataCapture: the address is kept; continuing with it goes back to the same code.
    await inModal(page, 'data-capture-otp-back').click();
    await inModal(page, 'data-capture-view').waitFor();
    assert.equal(await inModal(page, 'email-input').inputValue(), email);
    await inModal(page, 'email-input').press('Enter');
    await inModal(page, 'data-capture-otp-view').waitFor();
    assert.equal((await mailsTo({ serverUrl: serverUrl(), email })).length, 1, 'no second mail for the same address');

    await typeCode(page, code);
    await inModal(page, 'siwx-sign-message-view').waitFor({ timeout: 20_000 });
    await inModal(page, 'siwx-sign').click();
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="demo-siwx"]')?.textContent?.toLowerCase().startsWith(expected),
      address.toLowerCase(),
      { timeout: 20_000 },
    );
    await inModal(page, 'siwx-sign-message-view').waitFor({ state: 'detached' });

    const session = await readSession(page);
    assert.equal(session.status, 200);
    assert.equal(session.body?.address.toLowerCase(), address.toLowerCase());
    assert.equal(session.body?.email, email);
    assert.equal(await page.locator('[data-testid="demo-siwx-email"]').textContent(), email);
  });

  it('cancel with ?siwx=required&emailCapture=1 disconnects from either email view; no session is stored', async () => {
    const page = await openDemo('/?testWallet&siwx=required&emailCapture=1');
    const authenticates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/siwx/v1/authenticate')) authenticates.push(request.method());
    });
    await connectToDataCapture(page);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    assert.equal(await inModal(page, 'data-capture-view').count(), 1, 'Escape does not close a required sign-in');

    await submitEmail(page, freshEmail('capture-cancel'));
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    assert.equal(await inModal(page, 'data-capture-otp-view').count(), 1, 'nor on the code view');
    await inModal(page, 'data-capture-otp-cancel').click();
    await waitForDemoStatus(page, 'disconnected');
    assert.equal(await page.locator('[data-testid="demo-siwx"]').textContent(), 'not signed in');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), null);
    assert.deepEqual(authenticates, [], 'nothing was sent to the server to sign in');
    assert.equal(await inModal(page, 'data-capture-otp-view').count(), 0);
  });

  it('embedded wallet: DataCapture prefilled with its email → mailed code → SIWXSignMessage → Approve in the frame', async () => {
    const page = await openDemo('/?siwx=1&emailCapture=1');
    const email = freshEmail('capture-embedded');
    const seen = new Set<string>();
    const demoHost = new URL(e2e.stack.urls.demo!).host;
    const [chainA] = e2e.stack.config.chains;
    await signInByEmail({ page, serverUrl: serverUrl(), email, seen });
    const loginMails = new Set(seen);

    // The frame's one-Approve sign-in is skipped: the email step comes first, prefilled with the login's.
    await inModal(page, 'data-capture-view').waitFor({ timeout: 30_000 });
    assert.equal(await inModal(page, 'siwx-sign-message-view').count(), 0, 'the email comes before the message');
    assert.equal(await walletFrame(page).locator('[data-testid="approval"]').count(), 0, 'no in-frame sign-in');
    assert.equal(await inModal(page, 'email-input').inputValue(), email);
    const address = await demoEvmAddress(page);
    await inModal(page, 'data-capture-continue').click();
    await inModal(page, 'data-capture-otp-view').waitFor({ timeout: 20_000 });

    // A second kind of mail, after the login's: the capture code.
    const code = await nextCode({ serverUrl: serverUrl(), email, seen });
    const mails = await mailsTo({ serverUrl: serverUrl(), email });
    assert.equal(mails.length, loginMails.size + 1, 'one more mail than the login sent');
    const [captureMail] = mails;
    assert.ok(!loginMails.has(captureMail!.id), 'a mail distinct from the login code');
    assert.equal(captureMail!.subject, 'Confirm your email');
    assert.equal(captureMail!.code, code);
    await typeCode(page, code);

    await inModal(page, 'siwx-sign-message-view').waitFor({ timeout: 20_000 });
    await inModal(page, 'siwx-sign').click();
    // The frame's own approval screen shows the message to sign (a personal_sign of the smart account).
    const frame = walletFrame(page);
    await frame.locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
    assert.equal(await frame.locator('[data-testid="approval-title"]').textContent(), 'Signature request');
    const shown = (await frame.locator('[data-testid="approval-row-message"]').textContent()) ?? '';
    assert.ok(shown.startsWith(`${demoHost} wants you to sign in with your Ethereum account:\n0x`), shown);
    await answerApproval(page, 'approve');
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="demo-siwx"]')?.textContent?.toLowerCase().startsWith(expected),
      address.toLowerCase(),
      { timeout: 30_000 },
    );
    await inModal(page, 'siwx-sign-message-view').waitFor({ state: 'detached' });

    const session = await readSession(page);
    assert.equal(session.status, 200);
    assert.equal(session.body?.email, email);
    assert.equal(session.body?.address.toLowerCase(), address.toLowerCase(), 'the smart account the page shows');
    const message = session.body!.message;
    assert.equal(message, shown, 'the session holds the text shown and approved in the frame');
    assert.equal(parseSiweMessage(message).address?.toLowerCase(), address.toLowerCase());
    // The smart account is not deployed yet: an ERC-6492 signature, which only a check on the chain accepts.
    assert.ok(session.body!.signature.endsWith(ERC6492_SUFFIX), 'an ERC-6492 signature');
    const client = createPublicClient({ transport: http(chainA!.rpcUrl, { retryCount: 0 }) });
    assert.equal(
      await verifySiweMessage(client, { message, signature: session.body!.signature, domain: demoHost }),
      true,
    );
  });

  it('nothing left the machine', () => {
    assert.deepEqual(outside, []);
  });
});
