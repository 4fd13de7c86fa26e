// A visitor without a wallet signs in by email on the demo page (dapp on 127.0.0.1, the wallet's
// frame on localhost: another site), against the full dev stack: the code comes from the SMTP
// sink, the wallet is made in the frame, signatures and a transfer are approved in the frame and
// checked against the chain, a refusal is 4001, a reload keeps the session, sign-out ends it. A new
// wallet starts on its smart account on the local chains (issue 17): the address shown is the smart
// account's, its signature verifies on the chain (ERC-6492), the transfer is a user operation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseEther, type Hex } from 'viem';
import { chainBalance, expectedDisplay, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  answerApproval,
  demoEvmAddress,
  demoResult,
  freshEmail,
  mailsTo,
  modal,
  nextCode,
  signInByEmail,
  typeCode,
  walletFrame,
} from './embedded-wallet-helpers.js';
import {
  dataFolderText,
  frameRefreshToken,
  pageVisibleText,
  secretsStoredSince,
  watchSecrets,
} from './secret-watch.js';
import { assertUserOperationLanded, verifyOnChain } from './smart-account-checks.js';

describe(
  'embedded wallet: email sign-in, approvals, reload, sign-out (demo page, full dev stack)',
  { timeout: 240_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it('signs in by email, signs and sends after approval in the frame, refuses with 4001, stays signed in on reload, signs out', async () => {
      const watch = watchSecrets({ stackLogFile: e2e.stackLogFile });
      const dataBefore = dataFolderText({ dataDir: e2e.dataDir });
      const { page, context } = await e2e.newPage('/');
      watch.page(page);
      const serverUrl = e2e.stack.urls.server!;
      const [chainA] = e2e.stack.config.chains;
      const receiver = e2e.stack.config.devAccounts[9]!;
      const email = freshEmail();

      const codes = await signInByEmail({ page, serverUrl, email });
      await waitForDemoStatus(page, 'connected', 30_000);
      // Nothing secret outside the frame: not the code, not the session's refresh token.
      const refreshToken = await frameRefreshToken(page);
      assert.match(refreshToken ?? '', /.{20,}/, 'the frame keeps its refresh token');
      const secrets = [...codes, refreshToken!];
      const visible = await pageVisibleText(page);
      assert.deepEqual(
        secrets.filter((secret) => visible.includes(secret)),
        [],
        'the page sees no code or token',
      );
      assert.deepEqual(
        secretsStoredSince({ dataDir: e2e.dataDir, before: dataBefore, secrets }),
        [],
        'the database holds no code or token',
      );
      const address = await demoEvmAddress(page);
      assert.match(address, /^0x[0-9a-fA-F]{40}$/);
      assert.equal(
        await page.locator('[data-testid="demo-caip-address"]').textContent(),
        `eip155:${chainA!.id}:${address}`,
      );

      // personal_sign: the frame shows the message as text and the requesting origin; the signature
      // verifies on the chain (the smart account is not deployed yet: ERC-6492).
      await page.locator('[data-testid="demo-sign-message"]').click();
      await walletFrame(page).locator('[data-testid="approval"]').waitFor();
      assert.equal(
        await walletFrame(page).locator('[data-testid="approval-row-message"]').textContent(),
        'Hello from the AppKit demo',
      );
      assert.equal(
        await walletFrame(page).locator('[data-testid="approval-origin"]').textContent(),
        new URL(e2e.stack.urls.demo!).origin,
      );
      await answerApproval(page, 'approve');
      const signature = (await demoResult(page)) as Hex;
      assert.equal(
        await verifyOnChain({ rpcUrl: chainA!.rpcUrl, address, message: 'Hello from the AppKit demo', signature }),
        true,
      );

      // A transfer: the shown address funded from dev account #0, approved in the frame, mined on the
      // local chain as the smart account's user operation (which deploys it).
      await fund({
        rpcUrl: chainA!.rpcUrl,
        chainId: chainA!.id,
        fromKey: e2e.stack.config.devAccounts[0]!.privateKey,
        to: address,
        ether: '1',
      });
      const receiverBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address });
      await page.locator('[data-testid="demo-send-transaction"]').click();
      await walletFrame(page).locator('[data-testid="approval"]').waitFor();
      assert.equal(
        (await walletFrame(page).locator('[data-testid="approval-row-to"]').textContent())?.toLowerCase(),
        receiver.address.toLowerCase(),
      );
      await answerApproval(page, 'approve');
      const hash = (await demoResult(page)) as Hex;
      assert.match(hash, /^0x[0-9a-f]{64}$/);
      await assertUserOperationLanded({ rpcUrl: chainA!.rpcUrl, hash, sender: address });
      assert.equal(
        (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address })) - receiverBefore,
        parseEther('0.001'),
      );

      // Rejected in the frame: the dapp gets 4001 and the modal closes.
      await page.locator('[data-testid="demo-sign-message"]').click();
      await answerApproval(page, 'reject');
      assert.match(await demoResult(page), /^Error 4001: /);
      await modal(page).locator('[data-testid="approve-transaction-view"]').waitFor({ state: 'detached' });

      // A method outside SPEC §6: 4200 'Requested RPC call is not allowed', and the modal says 'Action not allowed'.
      const refused = await page.evaluate(() =>
        (window as unknown as { appKit: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).appKit
          .getWalletProvider()
          .request({ method: 'eth_sign', params: ['0x00', '0x00'] })
          .then(
            () => 'answered',
            (error: { code: number; shortMessage: string }) => `${error.code} ${error.shortMessage}`,
          ),
      );
      assert.equal(refused, '4200 Requested RPC call is not allowed');
      await modal(page).locator('[data-testid="toast"]', { hasText: 'Action not allowed' }).waitFor({ timeout: 5000 });
      await page.keyboard.press('Escape');

      // Reload: signed in again without any prompt, with the chain's balance.
      await page.reload();
      await waitForDemoStatus(page, 'connected', 30_000);
      assert.equal(await demoEvmAddress(page), address);
      assert.equal(
        await modal(page).locator('[data-testid="w3m-modal-card"]').count(),
        0,
        'no modal opened by the reload',
      );
      const balance = await chainBalance({ rpcUrl: chainA!.rpcUrl, address });
      const balanceText = page.locator('header w3m-button [data-testid="account-button-balance"]');
      await balanceText.waitFor({ timeout: 30_000 });
      assert.equal((await balanceText.textContent())?.trim(), expectedDisplay(balance));

      // Sign out: disconnected, and a reload stays so.
      await page.locator('[data-testid="demo-disconnect"]').click();
      await waitForDemoStatus(page, 'disconnected', 10_000);
      await page.reload();
      await page.waitForTimeout(2500); // time for a wrong silent reconnect to show
      assert.equal(await page.locator('[data-testid="demo-status"]').textContent(), 'disconnected');
      assert.equal(await page.evaluate(() => localStorage.getItem('@appkit/email_login_used')), null);
      watch.stop();
      assert.deepEqual(
        watch.leaks(secrets),
        [],
        'no log line of the page, the frame or the servers holds a code or token',
      );
      await context.close();
    });

    it('locks a code after five wrong tries, and refuses a second code within 30 s', async () => {
      const { page, context } = await e2e.newPage('/');
      const serverUrl = e2e.stack.urls.server!;
      const email = freshEmail('unlucky');
      await page.locator('header w3m-button [data-testid="connect-button"]').click();
      await modal(page).locator('[data-testid="email-input"]').fill(email);
      await modal(page).locator('[data-testid="email-submit"]').click();
      await modal(page).locator('[data-testid="email-login-view"]').waitFor({ timeout: 20_000 });
      const code = await nextCode({ serverUrl, email, seen: new Set() });
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const error = (text: string) =>
        modal(page).locator('[data-testid="otp-error"]', { hasText: text }).waitFor({ timeout: 10_000 });
      for (let attempt = 1; attempt <= 5; attempt++) {
        await typeCode(page, wrong);
        const left = 5 - attempt;
        await error(`Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left`);
      }
      // The right code now fails too: the code is dead.
      await typeCode(page, code);
      await error('Too many wrong codes, request a new code');
      assert.equal(await page.locator('[data-testid="demo-status"]').textContent(), 'disconnected');

      // A second code within 30 s: the resend button waits, and asking again from the email field is refused.
      assert.equal(await modal(page).locator('[data-testid="otp-resend"] button').isDisabled(), true);
      await modal(page).locator('[data-testid="w3m-back"]').click();
      await modal(page).locator('[data-testid="email-submit"]').click();
      await modal(page)
        .getByText(/^Please try again after \d+ seconds$/)
        .waitFor({ timeout: 10_000 });
      assert.equal((await mailsTo({ serverUrl, email })).length, 1, 'no second code was mailed');
      const server = await fetch(`${serverUrl}/auth/v1/email/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          projectId: 'demo-project',
          deviceId: crypto.randomUUID(),
          devicePublicKey: await testDeviceKey(),
        }),
      });
      assert.equal(server.status, 429, 'the server refuses it too');
      await context.close();
    });
  },
);

async function testDeviceKey(): Promise<JsonWebKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { kty, crv, x, y };
}
