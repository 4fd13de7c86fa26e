// Smart accounts of the embedded wallet (issue 17 "Done when"), on the demo page and the full dev
// stack (EntryPoint 0.7, LocalAccountFactory, the server's bundler): email sign-in → the Account
// view's switch to the smart account shows the factory's address → funded from a dev account →
// 0.001 ETH through the modal's Send flow lands as a user operation and deploys the account → the
// demo's wallet_sendCalls (two transfers) is approved once and wallet_getCallsStatus reports
// success with both effects → personal_sign before and after deployment verifies with viem →
// back to the EOA with its address and balance; reload keeps each choice; a batch with a target
// without 0x is refused with SPEC §5's rule.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  pad,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import type { Page } from 'playwright-core';
import { readContractArtifact } from '../../server/chains/read-contract-artifact.js';
import { chainBalance, expectedDisplay, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  answerApproval,
  demoResult,
  freshEmail,
  modal,
  signInByEmail,
  walletFrame,
} from './embedded-wallet-helpers.js';

const DEMO_MESSAGE = 'Hello from the AppKit demo';
const factoryAbi = readContractArtifact({
  url: new URL('../../server/chains/artifacts/LocalAccountFactory.json', import.meta.url),
}).abi;
const accountButton = (page: Page) => page.locator('header w3m-button [data-testid="account-button"]');
const demoAddress = async (page: Page) => (await page.locator('[data-testid="demo-address"]').textContent()) ?? '';

/** Opens the Account view from the header button and waits for the account-kind row. */
async function openAccountView(page: Page): Promise<void> {
  await accountButton(page).click();
  await modal(page).locator('[data-testid="account-type-row"]').waitFor({ timeout: 20_000 });
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await modal(page).locator('[data-testid="w3m-modal-card"]').waitFor({ state: 'detached' });
}

/** A viem wallet client whose transport is the modal's EIP-1193 provider in the page (`appKit.getWalletProvider()`). */
function pageWalletClient({ page, account, chainId }: { page: Page; account: Address; chainId: number }) {
  // Only the id is used: every request goes to the page's provider.
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  return createWalletClient({
    account,
    chain,
    transport: custom({
      request: ({ method, params }) =>
        page.evaluate(
          ({ method, params }) =>
            (
              window as unknown as {
                appKit: { getWalletProvider(): { request(a: unknown): Promise<unknown> } };
              }
            ).appKit
              .getWalletProvider()
              .request({ method, params }),
          { method, params },
        ),
    }),
  });
}

/** Waits until the demo page shows `address` as the connected account. */
async function waitForDemoAddress(page: Page, address: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="demo-address"]')?.textContent?.toLowerCase() === expected.toLowerCase(),
    address,
    { timeout: 30_000 },
  );
}

/**
 * Approves the request on the frame's screen. The frame refuses a click whose pointer it did not see
 * come in (issue "Hardening" part 5): after several approvals in a row the pointer may rest where
 * Approve appears, and the frame asks to click again, as a visitor then would.
 */
async function approve(page: Page): Promise<void> {
  await answerApproval(page, 'approve');
  const refused = walletFrame(page).locator('[data-testid="approval"]', { hasText: 'click Approve again' });
  const wasRefused = await refused.waitFor({ timeout: 1500 }).then(
    () => true,
    () => false,
  );
  if (wasRefused) {
    await page.mouse.move(1, 1);
    await answerApproval(page, 'approve');
  }
}

/** Presses a demo button whose request needs approval in the frame, approves, and returns the page's result line. */
async function approvedDemoRequest(page: Page, testId: string): Promise<string> {
  await page.locator(`[data-testid="${testId}"]`).click();
  await approve(page);
  return demoResult(page).catch(async (error: unknown) => {
    const shown = await page.locator('[data-testid="demo-result"]').textContent();
    const frameText = await walletFrame(page)
      .locator('body')
      .textContent({ timeout: 2000 })
      .catch(() => '(frame unreadable)');
    throw new Error(`${testId}: no result; the page shows "${shown}", the frame "${frameText?.trim().slice(0, 400)}"`, {
      cause: error,
    });
  });
}

describe('embedded wallet: smart account (issue 17, demo page, full dev stack)', { timeout: 420_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('switches to the smart account, sends through a user operation, batches, signs verifiably, and switches back; reload keeps each choice', async () => {
    const { page, context } = await e2e.newPage('/');
    const chain = e2e.stack.config.chains[0]!;
    const { devAccounts } = e2e.stack.config;
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) });

    await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('smart') });
    await waitForDemoStatus(page, 'connected', 30_000);
    // Both namespaces connect, the active one (EVM) last: its account is the one shown at the end.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith('eip155:'),
      null,
      { timeout: 30_000 },
    );
    const firstShown = (await demoAddress(page)) as Hex;

    // Whichever kind a new wallet starts on (the EOA, or the smart account once the default is
    // smartAccount, SPEC §9), the row switches between the two: the EOA's address is read on the EOA.
    await openAccountView(page);
    const row = modal(page).locator('[data-testid="account-type-row"]');
    const switchButton = modal(page).locator('[data-testid="account-type-switch"]');
    const startedSmart = (await row.getAttribute('data-account-type')) === 'smartAccount';
    if (startedSmart) {
      await switchButton.filter({ hasText: 'Switch to your EOA' }).click();
      await modal(page)
        .locator('[data-testid="account-type-row"][data-account-type="eoa"]')
        .waitFor({ timeout: 30_000 });
      await modal(page)
        .locator(`[data-testid="account-address"]:not([title="${firstShown}" i])`)
        .waitFor({ timeout: 30_000 });
    }
    const eoa = (await modal(page).locator('[data-testid="account-address"]').getAttribute('title')) as Hex;
    await waitForDemoAddress(page, eoa);
    await switchButton.filter({ hasText: 'Switch to your smart account' }).click();

    // The address is the factory's for this owner (salt = the owner's address in the top 20 bytes).
    const expected = (await publicClient.readContract({
      address: chain.accountAbstraction.accountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [pad(eoa, { dir: 'right', size: 32 })],
    })) as Hex;
    await modal(page)
      .locator(`[data-testid="account-address"][title="${expected}" i]`)
      .waitFor({ timeout: 30_000 })
      .catch(async () =>
        assert.fail(
          `account view shows ${await modal(page).locator('[data-testid="account-address"]').getAttribute('title')}, factory says ${expected}`,
        ),
      );
    await waitForDemoAddress(page, expected);
    if (startedSmart)
      assert.equal(firstShown.toLowerCase(), expected.toLowerCase(), 'the sign-in showed the smart account');
    await modal(page)
      .locator('[data-testid="account-type"]', { hasText: /^Smart account$/ })
      .waitFor({ timeout: 10_000 });
    await modal(page)
      .locator('[data-testid="account-type-deployed"][data-deployed="false"]', { hasText: 'Not yet deployed' })
      .waitFor({ timeout: 10_000 });
    assert.equal(await publicClient.getCode({ address: expected }), undefined);
    await closeModal(page);

    // personal_sign before deployment: an ERC-6492 signature viem verifies.
    const before6492 = (await approvedDemoRequest(page, 'demo-sign-message')) as Hex;
    assert.match(before6492, /^0x[0-9a-f]+$/i, before6492);
    assert.equal(
      await publicClient.verifyMessage({ address: expected, message: DEMO_MESSAGE, signature: before6492 }),
      true,
    );

    // Funded from a dev account; the reload keeps the choice (GET_USER asks for the stored kind).
    await fund({
      rpcUrl: chain.rpcUrl,
      chainId: chain.id,
      fromKey: devAccounts[0]!.privateKey,
      to: expected,
      ether: '1',
    });
    await page.reload();
    await waitForDemoStatus(page, 'connected', 30_000);
    await waitForDemoAddress(page, expected);

    // 0.001 ETH through the modal's Send flow, approved in the frame: a user operation that deploys the account.
    const receiver = devAccounts[9]!.address;
    const receiverBefore = await chainBalance({ rpcUrl: chain.rpcUrl, address: receiver });
    await openAccountView(page);
    await modal(page).locator('[data-testid="token-row-ETH"]').waitFor({ timeout: 15_000 });
    await modal(page).locator('[data-testid="account-send"]').click();
    await modal(page).locator('[data-testid="send-amount"]').fill('0.001');
    await modal(page).locator('[data-testid="send-receiver"]').fill(receiver);
    await modal(page).locator('[data-testid="send-preview"]').click();
    await modal(page).locator('[data-testid="send-confirm"]').click();
    await approve(page);
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 90_000 });
    assert.equal(
      (await chainBalance({ rpcUrl: chain.rpcUrl, address: receiver })) - receiverBefore,
      parseEther('0.001'),
    );
    const code = await publicClient.getCode({ address: expected });
    assert.ok(code && code !== '0x', 'the smart account has code after its first user operation');
    await modal(page)
      .locator('[data-testid="account-type-deployed"][data-deployed="true"]')
      .waitFor({ timeout: 30_000 });
    await closeModal(page);

    // The demo's wallet_sendCalls: two transfers, one approval, one user operation.
    const [first, second] = [devAccounts[7]!.address, devAccounts[8]!.address];
    const [firstBefore, secondBefore] = await Promise.all(
      [first, second].map((address) => chainBalance({ rpcUrl: chain.rpcUrl, address })),
    );
    const sent = await approvedDemoRequest(page, 'demo-send-calls');
    const { id } = JSON.parse(sent) as { id: string };
    assert.match(id, /^0x[0-9a-f]{64}$/i, sent);
    // The answers are read by viem's own EIP-5792 actions, through the modal's provider in the page.
    const wallet = pageWalletClient({ page, account: expected, chainId: chain.id });
    const status = await wallet.waitForCallsStatus({ id, timeout: 60_000 });
    assert.equal(
      status.status,
      'success',
      JSON.stringify(status, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
    );
    assert.equal(status.statusCode, 200);
    assert.equal(status.atomic, true);
    assert.equal((await chainBalance({ rpcUrl: chain.rpcUrl, address: first })) - firstBefore!, parseEther('0.001'));
    assert.equal((await chainBalance({ rpcUrl: chain.rpcUrl, address: second })) - secondBefore!, parseEther('0.002'));

    // The same through viem's sendCalls (its request shape, not ours): one approval, both effects.
    const viaViem = wallet.sendCalls({
      calls: [
        { to: first, value: parseEther('0.003') },
        { to: second, value: parseEther('0.004') },
      ],
    });
    await approve(page);
    const viemStatus = await wallet.waitForCallsStatus({ id: (await viaViem).id, timeout: 60_000 });
    assert.equal(viemStatus.status, 'success');
    assert.equal(viemStatus.receipts?.length, 1, 'one user operation, one transaction');
    assert.equal((await chainBalance({ rpcUrl: chain.rpcUrl, address: first })) - firstBefore!, parseEther('0.004'));
    assert.equal((await chainBalance({ rpcUrl: chain.rpcUrl, address: second })) - secondBefore!, parseEther('0.006'));

    // personal_sign after deployment: ERC-1271, verified the same way.
    const after1271 = (await approvedDemoRequest(page, 'demo-sign-message')) as Hex;
    assert.notEqual(after1271, before6492);
    assert.equal(
      await publicClient.verifyMessage({ address: expected, message: DEMO_MESSAGE, signature: after1271 }),
      true,
    );

    // A batch whose target lacks 0x is refused with SPEC §5's rule, before any approval.
    const refused = await page.evaluate(
      async ({ from, to }) => {
        const provider = (
          window as unknown as { appKit: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }
        ).appKit.getWalletProvider();
        try {
          await provider.request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId: '0x7a69',
                from,
                atomicRequired: true,
                calls: [{ to: to.slice(2), value: '0x1' }],
              },
            ],
          });
          return { refused: false };
        } catch (error) {
          const { code, message } = error as { code?: number; message?: string };
          return { refused: true, code, message };
        }
      },
      { from: expected, to: first },
    );
    assert.equal(refused.refused, true);
    assert.equal(refused.code, -32602, JSON.stringify(refused));
    assert.match(
      refused.message ?? '',
      /wallet_sendCalls targets and data (must )?start with 0x/,
      JSON.stringify(refused),
    );

    // Back to the EOA: its address and its own balance; the reload keeps that choice too.
    await openAccountView(page);
    await modal(page).locator('[data-testid="account-type-switch"]').click();
    await modal(page).locator(`[data-testid="account-address"][title="${eoa}" i]`).waitFor({ timeout: 30_000 });
    await waitForDemoAddress(page, eoa);
    const eoaBalance = await chainBalance({ rpcUrl: chain.rpcUrl, address: eoa });
    await modal(page)
      .locator('[data-testid="account-balance"]', { hasText: expectedDisplay(eoaBalance) })
      .waitFor({ timeout: 15_000 });
    await modal(page)
      .locator('[data-testid="account-type-switch"]', { hasText: 'Switch to your smart account' })
      .waitFor({ timeout: 10_000 });
    await closeModal(page);
    await page.reload();
    await waitForDemoStatus(page, 'connected', 30_000);
    await waitForDemoAddress(page, eoa);
    await context.close();
  });
});
