// A visitor sends 0.5 ETH from the Account view of the demo page with the EVM test wallet, against
// the real dev stack: the receiver gains exactly 0.5 ETH and the sender pays 0.5 ETH plus the gas
// the chain charged, both read from the chain; an invalid receiver shows its error first.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicClient, formatEther, http, parseEther, type Hex } from 'viem';
import { formatBalance } from '../../src/core/utils/format-balance.js';
import type { Page } from 'playwright-core';
import { chainBalance, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const modal = (page: Page) => page.locator('w3m-modal');

describe('send (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('sends 0.5 ETH from the Account view: the form refuses a bad receiver, then preview, send, Account with the new balance', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const [chainA] = e2e.stack.config.chains;
    const visitor = e2e.stack.config.devAccounts[1]!;
    const receiver = e2e.stack.config.devAccounts[2]!;
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(page, 'connected');
    await page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 10_000 });

    const senderBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: visitor.address });
    const receiverBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address });

    await page.locator('header w3m-button [data-testid="account-button"]').click();
    await modal(page).locator('[data-testid="account-send"]').click();
    await modal(page).locator('[data-testid="send-amount"]').fill('0.5');
    await modal(page).locator('[data-testid="send-receiver"]').fill('0x1234');
    assert.equal(
      (await modal(page).locator('[data-testid="send-error"]').textContent())?.trim(),
      'Invalid receiver address',
    );
    await modal(page).locator('[data-testid="send-receiver"]').fill(receiver.address);
    await modal(page).locator('[data-testid="send-error"]').waitFor({ state: 'detached' });
    // More than the account holds: refused in the form, nothing reaches the wallet.
    await modal(page).locator('[data-testid="send-amount"]').fill('100000');
    assert.equal(
      (await modal(page).locator('[data-testid="send-error"]').textContent())?.trim(),
      'Insufficient balance',
    );
    assert.equal(await modal(page).locator('[data-testid="send-preview"] button').isDisabled(), true);
    await modal(page).locator('[data-testid="send-amount"]').fill('0.5');
    await modal(page).locator('[data-testid="send-error"]').waitFor({ state: 'detached' });
    await modal(page).locator('[data-testid="send-preview"]').click();
    await modal(page).locator('[data-testid="send-preview-view"]').waitFor();
    await modal(page).locator('[data-testid="send-confirm"]').click();
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 20_000 });

    const client = createPublicClient({ transport: http(chainA!.rpcUrl) });
    const sent = await page.evaluate(
      () => window.__testWallet!.requests.filter((entry) => entry.method === 'eth_sendTransaction').length,
    );
    assert.equal(sent, 1);
    const block = await client.getBlock({ blockTag: 'latest' });
    const receipt = await client.getTransactionReceipt({ hash: block.transactions[0] as Hex });
    assert.equal(receipt.status, 'success');
    assert.equal(receipt.from.toLowerCase(), visitor.address.toLowerCase());
    assert.equal(
      (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address })) - receiverBefore,
      parseEther('0.5'),
    );
    assert.equal(
      senderBefore - (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: visitor.address })),
      parseEther('0.5') + receipt.gasUsed * receipt.effectiveGasPrice,
    );
    // Account shows the balance the chain holds now (a forced read, not the 30 s cache from before the send).
    const shownAfter = formatBalance({
      value: formatEther(await chainBalance({ rpcUrl: chainA!.rpcUrl, address: visitor.address })),
    });
    assert.notEqual(shownAfter, formatBalance({ value: formatEther(senderBefore) }));
    await modal(page).locator('[data-testid="account-balance"]', { hasText: shownAfter }).waitFor({ timeout: 10_000 });
    await context.close();
  });
});
