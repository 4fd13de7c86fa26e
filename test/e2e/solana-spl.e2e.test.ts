// SPL token sends through the modal on the demo page (issue 20 part 6), against the full dev stack.
// The Solana endpoint is a SHIM (LiteSVM behind JSON-RPC; the shim runs the ATA program itself).
// The Solana test wallet (dev keypair #1) sends the dev token USDL to a fresh address (the transfer
// opens its token account, the preview says so) and to dev keypair #9, which holds the token; every
// token balance is read back from the endpoint, and the token list and activity tab show the result.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { formatBalance } from '../../src/core/utils/format-balance.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { splBalanceOf } from './solana-spl-helpers.js';

const modal = (page: Page) => page.locator('w3m-modal');

/** Fills the send form and opens the preview; the caller confirms. */
async function preview({ page, amount, receiver }: { page: Page; amount: string; receiver: string }): Promise<void> {
  await modal(page).locator('[data-testid="account-send"]').click();
  await modal(page).locator('[data-testid="send-token"]').click();
  await modal(page).locator('[data-testid="send-token-USDL"]').click();
  await modal(page).locator('[data-testid="send-token"]', { hasText: 'USDL' }).waitFor();
  await modal(page).locator('[data-testid="send-amount"]').fill(amount);
  await modal(page).locator('[data-testid="send-receiver"]').fill(receiver);
  await modal(page).locator('[data-testid="send-preview"]').click();
  // The fee shows once estimated ("Unavailable" before).
  await modal(page).locator('[data-testid="send-fee"]', { hasText: 'SOL' }).waitFor({ timeout: 15_000 });
}

async function confirm(page: Page): Promise<void> {
  await modal(page).locator('[data-testid="send-confirm"]').click();
  await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
}

describe('SPL token sends from the Account view (demo page, Solana test wallet)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('sends USDL to a fresh address (its token account opened) and to a holder: both balances move by exactly the amount; the list and activity show it', async () => {
    const { solana, serverUrl } = e2e.stack.config;
    const [token] = solana.tokens;
    assert.ok(token, 'the dev stack lists its SPL token in window.__APPKIT_DEV__');
    const connection = new Connection(solana.rpcUrl, 'confirmed');
    const mint = new PublicKey(token.mint);
    const balanceOf = (owner: PublicKey) => splBalanceOf({ connection, owner, mint });
    const sender = new PublicKey(solana.devKeypairs[1]!.publicKey);
    const holder = new PublicKey(solana.devKeypairs[9]!.publicKey);
    const fresh = Keypair.generate().publicKey;

    const { page, context } = await e2e.newPage('/?solanaWallet');
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(page).locator('[data-testid="wallet-solana:Solana Test Wallet"]').click();
    await waitForDemoStatus(page, 'connected');
    await page.locator('header w3m-button [data-testid="account-button"]').click();
    const row = modal(page).locator('[data-testid="token-row-USDL"]');
    await row.waitFor({ timeout: 15_000 });
    const startBalance = await balanceOf(sender);
    assert.equal(
      await row.locator('[data-testid="token-quantity"]').textContent(),
      `${formatBalance({ value: Number(startBalance) / 1e6 })} USDL`,
    );
    // The icon comes from the server's token image endpoint, and loads.
    const icon = row.locator('[data-testid="token-icon"]');
    assert.match((await icon.getAttribute('src')) ?? '', new RegExp(`^${serverUrl}/public/getTokenImage/USDL\\?`));
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await icon.elementHandle(),
    );

    // 1. A fresh address: the preview's fee includes the rent of the token account the send opens.
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    await preview({ page, amount: '2.5', receiver: fresh.toBase58() });
    assert.equal(await modal(page).locator('[data-testid="send-fee"]').textContent(), `${(5000 + rent) / 1e9} SOL`);
    assert.equal(
      await modal(page).locator('[data-testid="send-account-rent"]').textContent(),
      `Includes ${rent / 1e9} SOL to open the receiver's token account`,
    );
    await confirm(page);
    assert.equal(await balanceOf(fresh), 2_500_000n);
    assert.equal(startBalance - (await balanceOf(sender)), 2_500_000n);

    // 2. A holder: only the network fee, no rent line.
    const holderBefore = await balanceOf(holder);
    await preview({ page, amount: '4', receiver: holder.toBase58() });
    assert.equal(await modal(page).locator('[data-testid="send-fee"]').textContent(), '0.000005 SOL');
    assert.equal(await modal(page).locator('[data-testid="send-account-rent"]').count(), 0);
    await confirm(page);
    assert.equal((await balanceOf(holder)) - holderBefore, 4_000_000n);
    const endBalance = await balanceOf(sender);
    assert.equal(startBalance - endBalance, 6_500_000n);

    // The token list shows the new balance; the activity tab, once indexed, both sends.
    await modal(page)
      .locator('[data-testid="token-row-USDL"] [data-testid="token-quantity"]', {
        hasText: `${formatBalance({ value: Number(endBalance) / 1e6 })} USDL`,
      })
      .waitFor({ timeout: 15_000 });
    const [newest] = await connection.getSignaturesForAddress(sender, { limit: 1 });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await fetch(
        `${serverUrl}/v1/account/${sender.toBase58()}/history?${new URLSearchParams({ chainId: solana.caipNetworkId, projectId: 'demo-project' })}`,
      );
      const { data } = (await response.json()) as { data: Array<{ metadata: { hash: string } }> };
      if (data[0]?.metadata.hash === newest!.signature) break;
      if (Date.now() > deadline) throw new Error('the indexer did not record the SPL transfer in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await modal(page).locator('[data-testid="account-tab-activity"]').click();
    const rows = modal(page).locator('[data-testid="activity-row"]');
    await rows.first().locator('[data-testid="activity-amount"]', { hasText: 'USDL' }).waitFor({ timeout: 20_000 });
    assert.deepEqual(
      (await rows.locator('[data-testid="activity-amount"]').allTextContents()).slice(0, 2).map((text) => text.trim()),
      ['-4.000 USDL', '-2.500 USDL'],
    );
    await context.close();
  });
});
