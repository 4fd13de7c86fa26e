// A visitor switches networks through the demo page, against the real dev stack: from the network
// button, to a chain the wallet lacks, and out of an unsupported network.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { chainBalance, expectedDisplay, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const modal = (page: Page) => page.locator('w3m-modal');
const networkName = (page: Page) => page.locator('header w3m-network-button [data-testid="network-button-name"]');
const walletChainId = (page: Page) => page.evaluate(() => window.__testWallet!.provider.request({ method: 'eth_chainId' }));

async function connectTestWallet(page: Page): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
}

describe('switch networks (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
    const [, chainB] = e2e.stack.config.chains;
    const [funder, visitor] = e2e.stack.config.devAccounts;
    // An odd amount on chain B only, so the balance shown after the switch can only be B's.
    await fund({ rpcUrl: chainB!.rpcUrl, chainId: chainB!.id, fromKey: funder!.privateKey, to: visitor!.address, ether: '2.71828' });
  });

  after(async () => {
    await e2e?.stop();
  });

  it('switches from chain A to chain B from the network button; the wallet follows and the balance is B\'s', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const [chainA, chainB] = e2e.stack.config.chains;
    const visitor = e2e.stack.config.devAccounts[1]!;
    await connectTestWallet(page);
    await waitForDemoStatus(page, 'connected');
    assert.equal(await networkName(page).textContent(), chainA!.name);

    await page.locator('header w3m-network-button [data-testid="network-button"]').click();
    await modal(page).locator('[data-testid="networks-view"]').waitFor();
    assert.equal(await modal(page).locator(`[data-testid="network-eip155:${chainA!.id}"]`).getAttribute('aria-current'), 'true');
    await modal(page).locator(`[data-testid="network-eip155:${chainB!.id}"]`).click();

    await page.waitForFunction((name) => document.querySelector('header w3m-network-button')?.shadowRoot?.textContent?.includes(name), chainB!.name);
    assert.equal(await walletChainId(page), `0x${chainB!.id.toString(16)}`);
    const expected = expectedDisplay(await chainBalance({ rpcUrl: chainB!.rpcUrl, address: visitor.address }));
    await page.waitForFunction((text) => document.querySelector('header w3m-button')?.shadowRoot?.querySelector('wui-account-button')?.shadowRoot?.textContent?.includes(text), expected);
    assert.equal(await modal(page).locator('[role="dialog"]').count(), 0, 'the modal closes after the switch');
    assert.match(await page.locator('[data-testid="demo-caip-address"]').textContent() ?? '', new RegExp(`^eip155:${chainB!.id}:0x`, 'i'));
    await context.close();
  });

  it('adds a chain the wallet lacks (4902), then switches to it', async () => {
    const [chainA, chainB] = e2e.stack.config.chains;
    const { page, context } = await e2e.newPage(`/?testWallet&walletChains=${chainA!.id}`);
    await connectTestWallet(page);
    await waitForDemoStatus(page, 'connected');
    await page.locator('header w3m-network-button [data-testid="network-button"]').click();
    await modal(page).locator(`[data-testid="network-eip155:${chainB!.id}"]`).click();
    await page.waitForFunction((name) => document.querySelector('header w3m-network-button')?.shadowRoot?.textContent?.includes(name), chainB!.name);
    assert.equal(await walletChainId(page), `0x${chainB!.id.toString(16)}`);
    const methods = await page.evaluate(() => window.__testWallet!.requests.map((entry) => entry.method));
    assert.deepEqual(methods.filter((method) => method.startsWith('wallet_') && method.endsWith('Chain')),
      ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    await context.close();
  });

  it('shows UnsupportedChain when the dapp lacks the wallet\'s chain, and recovers by switching', async () => {
    const [chainA, chainB] = e2e.stack.config.chains;
    const { page, context } = await e2e.newPage(`/?testWallet&networks=${chainB!.id}`);
    await connectTestWallet(page);
    await modal(page).locator('[data-testid="unsupported-chain-view"]').waitFor();
    assert.equal(await walletChainId(page), `0x${chainA!.id.toString(16)}`);
    await page.keyboard.press('Escape');
    assert.equal(await modal(page).locator('[data-testid="unsupported-chain-view"]').count(), 1, 'Escape does not dismiss it');
    await modal(page).locator(`[data-testid="unsupported-network-eip155:${chainB!.id}"]`).click();
    await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });
    assert.equal(await walletChainId(page), `0x${chainB!.id.toString(16)}`);
    assert.equal(await networkName(page).textContent(), chainB!.name);
    await context.close();
  });
});
