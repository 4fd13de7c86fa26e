// A visitor connects the Wallet Standard Solana test wallet through the demo page, against the real
// dev stack. The Solana endpoint is a SHIM (LiteSVM behind JSON-RPC); balances are real lamports.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { expectedSol, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_ID = 'solana:Solana Test Wallet';
const modal = (page: Page) => page.locator('w3m-modal');
const accountButtonText = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('header w3m-button')?.shadowRoot?.querySelector('wui-account-button')?.shadowRoot
        ?.textContent ?? '',
  );

async function openWalletList(page: Page): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator(`[data-testid="wallet-${WALLET_ID}"]`).waitFor();
}

describe('Solana test wallet on the demo page (full dev stack, Solana shim)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('connects and shows the real lamport balance as SOL', async () => {
    const { page, context } = await e2e.newPage('/?solanaWallet');
    const { solana } = e2e.stack.config;
    await openWalletList(page);
    await modal(page).locator(`[data-testid="wallet-${WALLET_ID}"]`).click();
    await waitForDemoStatus(page, 'connected');
    const address = solana.devKeypairs[1]!.publicKey;
    assert.equal(
      await page.locator('[data-testid="demo-caip-address"]').textContent(),
      `${solana.caipNetworkId}:${address}`,
    );
    const lamports = await new Connection(solana.rpcUrl).getBalance(new PublicKey(address));
    const expected = expectedSol(lamports);
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('header w3m-button')
          ?.shadowRoot?.querySelector('wui-account-button')
          ?.shadowRoot?.textContent?.includes(text),
      expected,
    );
    assert.ok((await accountButtonText(page)).includes(expected));
    await context.close();
  });

  it('?testWallet=multichain gives the EVM test wallet a Solana side under the same name, listed once', async () => {
    const { page, context } = await e2e.newPage('/?testWallet=multichain');
    await page.waitForFunction(() => window.__testWalletSolana && window.__testWallet);
    const side = await page.evaluate(() => ({
      name: window.__testWalletSolana?.wallet.name,
      address: window.__testWalletSolana?.address,
      evm: window.__testWallet?.info.name,
    }));
    assert.deepEqual(side, {
      name: 'Test Wallet',
      address: e2e.stack.config.solana.devKeypairs[2]!.publicKey,
      evm: 'Test Wallet',
    });
    assert.equal(await page.locator('[data-testid="solana-test-wallet-panel"]').count(), 1);
    await page.waitForFunction(async () => {
      const { $connectors } = await import('/dist/browser/index.js' as string);
      const chains = ($connectors.get() as Array<{ name: string; chain: string }>)
        .filter((connector) => connector.name === 'Test Wallet')
        .map((connector) => connector.chain);
      return chains.includes('eip155') && chains.includes('solana');
    });
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(page).getByText('Test Wallet', { exact: true }).first().waitFor();
    assert.equal(
      await modal(page).getByText('Test Wallet', { exact: true }).count(),
      1,
      'one entry for the wallet on both namespaces',
    );
    await context.close();
  });

  it('stays disconnected when the wallet rejects (4001)', async () => {
    const { page, context } = await e2e.newPage('/?solanaWallet&wallet=reject');
    await openWalletList(page);
    await modal(page).locator(`[data-testid="wallet-${WALLET_ID}"]`).click();
    await page.waitForFunction(() =>
      window.__solanaTestWallet?.requests.some((entry) => entry.feature === 'standard:connect'),
    );
    await page.waitForTimeout(300);
    assert.equal(await page.locator('[data-testid="demo-status"]').textContent(), 'disconnected');
    assert.equal(await page.evaluate(() => window.__solanaTestWallet!.isGranted()), false);
    await context.close();
  });
});
