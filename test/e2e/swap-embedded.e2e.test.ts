// A swap with the embedded wallet (issue 19 "Done when"), on the demo page and the full dev stack:
// a new email wallet starts on its smart account (issue 17), so 0.1 ETH → DEV through the modal is
// one approval in the frame and one user operation through the server's bundler. The preview's
// numbers are the router's (read here with viem); the balances are read from the chain.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseEther, parseEventLogs, type Hex } from 'viem';
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction';
import type { Page } from 'playwright-core';
import { chainBalance, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { answerApproval, demoEvmAddress, freshEmail, signInByEmail, walletFrame } from './embedded-wallet-helpers.js';
import { assertUserOperationLanded } from './smart-account-checks.js';
import {
  clientOf,
  expectedQuote,
  modal,
  openSwap,
  pickToken,
  previewNumbers,
  quoteAndReview,
  swapOutcome,
  tokenBalance,
} from './swap-helpers.js';

/** Approves in the frame; a click the frame refused (the pointer already resting there) is made again. */
async function approve(page: Page): Promise<void> {
  await answerApproval(page, 'approve');
  const refused = walletFrame(page).locator('[data-testid="approval"]', { hasText: 'click Approve again' });
  if (
    await refused.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.mouse.move(1, 1);
    await answerApproval(page, 'approve');
  }
}

describe('swap with the embedded wallet (demo page, full dev stack)', { timeout: 300_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('swaps 0.1 ETH for DEV from its smart account: one approval in the frame, one user operation, the router’s numbers; no Swap on Solana', async () => {
    const { page, context } = await e2e.newPage('/');
    const chain = e2e.stack.config.chains[0]!;
    const dev = chain.token.address;
    const amount = parseEther('0.1');
    await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('swap') });
    await waitForDemoStatus(page, 'connected', 30_000);
    const address = await demoEvmAddress(page);
    await fund({
      rpcUrl: chain.rpcUrl,
      chainId: chain.id,
      fromKey: e2e.stack.config.devAccounts[0]!.privateKey,
      to: address,
      ether: '1',
    });
    await page.reload();
    await waitForDemoStatus(page, 'connected', 30_000);
    await page.locator('header w3m-button [data-testid="account-button"]').click();
    await modal(page)
      .locator('[data-testid="account-type-row"][data-account-type="smartAccount"]')
      .waitFor({ timeout: 20_000 });
    await modal(page).locator('[data-testid="token-row-ETH"]').waitFor({ timeout: 15_000 });

    await openSwap(page);
    await pickToken(page, 'to', 'DEV');
    await quoteAndReview(page, '0.1');
    const expected = await expectedQuote({
      chain,
      tokenIn: chain.exchange.weth,
      tokenOut: dev,
      amount,
      decimalsIn: 18,
      decimalsOut: 18,
    });
    const shown = await previewNumbers(page);
    assert.match(shown.receive, new RegExp(`^${expected.receive.replace('.', '\\.')} DEV`), JSON.stringify(shown));
    assert.equal(shown.minReceived, `${expected.minReceived} DEV`);
    assert.equal(shown.price, `1 ETH = ${expected.price} DEV`);

    const client = clientOf(chain);
    const deposit = () =>
      client.readContract({
        address: entryPoint07Address,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const holdingsBefore = (await chainBalance({ rpcUrl: chain.rpcUrl, address })) + (await deposit());
    const devBefore = await tokenBalance(chain, dev, address);
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    // The frame's approval screen names the router call; nothing is sent before Approve.
    await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
    assert.equal(await tokenBalance(chain, dev, address), devBefore);
    await approve(page);
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 90_000 });

    const hash = (await client.getBlock({ blockTag: 'latest' })).transactions[0] as Hex;
    const receipt = await assertUserOperationLanded({ rpcUrl: chain.rpcUrl, hash, sender: address });
    const { swapOut } = swapOutcome({ receipt, token: dev, to: address });
    assert.equal((await tokenBalance(chain, dev, address)) - devBefore, swapOut);
    assert.ok(swapOut >= expected.min, `received ${swapOut}, the quoted minimum ${expected.min}`);
    assert.equal(swapOut, expected.out, 'nothing traded in between: exactly the quote');
    // The account paid the amount and its user operation's gas (no paymaster), nothing else. The
    // EntryPoint keeps what the prefund paid beyond the gas as the account's deposit there.
    const [operation] = parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' });
    const holdings = async () => (await chainBalance({ rpcUrl: chain.rpcUrl, address })) + (await deposit());
    assert.equal(holdingsBefore - (await holdings()), amount + operation!.args.actualGasCost);

    // The local Solana cluster has no exchange: its Account view offers Send but no Swap.
    await page.keyboard.press('Escape');
    await modal(page).locator('[data-testid="w3m-modal-card"]').waitFor({ state: 'detached' });
    const { solana } = e2e.stack.config;
    await page.locator(`[data-testid="demo-switch-${solana.caipNetworkId.split(':')[1]}"]`).click();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith(`${id}:`),
      solana.caipNetworkId,
      { timeout: 20_000 },
    );
    await page.locator('header w3m-button [data-testid="account-button"]').click();
    await modal(page).locator('[data-testid="account-send"]').waitFor({ timeout: 15_000 });
    assert.equal(await modal(page).locator('[data-testid="account-swap"]').count(), 0);
    await context.close();
  });
});
