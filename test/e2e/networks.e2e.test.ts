// A visitor switches networks through the demo page, against the real dev stack: from the network
// button, to a chain the wallet lacks, out of an unsupported network, and between an EVM and a
// Solana account (the Solana endpoint is a SHIM: LiteSVM behind JSON-RPC; lamports are real).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import {
  chainBalance,
  expectedDisplay,
  expectedSol,
  fund,
  startE2e,
  waitForDemoStatus,
  type E2eFixture,
} from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const modal = (page: Page) => page.locator('w3m-modal');
const networkName = (page: Page) => page.locator('header w3m-network-button [data-testid="network-button-name"]');
const walletChainId = (page: Page) =>
  page.evaluate(() => window.__testWallet!.provider.request({ method: 'eth_chainId' }));

async function connectTestWallet(page: Page): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
}

const caipAddress = (page: Page) => page.locator('[data-testid="demo-caip-address"]').textContent();
const waitForCaipPrefix = (page: Page, prefix: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith(expected),
    prefix,
  );
const waitForAccountButton = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) =>
      document
        .querySelector('header w3m-button')
        ?.shadowRoot?.querySelector('wui-account-button')
        ?.shadowRoot?.textContent?.includes(expected),
    text,
  );

async function chooseNetwork(page: Page, caipNetworkId: string): Promise<void> {
  await page.locator('header w3m-network-button [data-testid="network-button"]').click();
  await modal(page).locator(`[data-testid="network-${caipNetworkId}"]`).click();
}

describe('switch networks (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
    const [, chainB] = e2e.stack.config.chains;
    const [funder, visitor] = e2e.stack.config.devAccounts;
    // An odd amount on chain B only, so the balance shown after the switch can only be B's.
    await fund({
      rpcUrl: chainB!.rpcUrl,
      chainId: chainB!.id,
      fromKey: funder!.privateKey,
      to: visitor!.address,
      ether: '2.71828',
    });
  });

  after(async () => {
    await e2e?.stop();
  });

  it("switches from chain A to chain B from the network button; the wallet follows and the balance is B's", async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const [chainA, chainB] = e2e.stack.config.chains;
    const visitor = e2e.stack.config.devAccounts[1]!;
    await connectTestWallet(page);
    await waitForDemoStatus(page, 'connected');
    assert.equal(await networkName(page).textContent(), chainA!.name);

    await page.locator('header w3m-network-button [data-testid="network-button"]').click();
    await modal(page).locator('[data-testid="networks-view"]').waitFor();
    assert.equal(
      await modal(page).locator(`[data-testid="network-eip155:${chainA!.id}"]`).getAttribute('aria-current'),
      'true',
    );
    // Issue 20 part 6: without an image of the dapp's, a network shows the server's asset image, which
    // loads (decode rejects a failed image); the button shows it too once the modal has opened.
    const assetImage = new RegExp(`/public/getAssetImage/eip155%3A${chainA!.id}\\?projectId=`);
    const listImage = modal(page).locator(`[data-testid="network-eip155:${chainA!.id}"] wui-wallet-image img`);
    assert.match((await listImage.getAttribute('src')) ?? '', assetImage);
    await listImage.evaluate((image: HTMLImageElement) => image.decode());
    const buttonImage = page.locator('header w3m-network-button wui-wallet-image img');
    assert.match((await buttonImage.getAttribute('src')) ?? '', assetImage);
    await modal(page).locator(`[data-testid="network-eip155:${chainB!.id}"]`).click();

    await page.waitForFunction(
      (name) => document.querySelector('header w3m-network-button')?.shadowRoot?.textContent?.includes(name),
      chainB!.name,
    );
    assert.equal(await walletChainId(page), `0x${chainB!.id.toString(16)}`);
    const expected = expectedDisplay(await chainBalance({ rpcUrl: chainB!.rpcUrl, address: visitor.address }));
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('header w3m-button')
          ?.shadowRoot?.querySelector('wui-account-button')
          ?.shadowRoot?.textContent?.includes(text),
      expected,
    );
    assert.equal(await modal(page).locator('[role="dialog"]').count(), 0, 'the modal closes after the switch');
    assert.match(
      (await page.locator('[data-testid="demo-caip-address"]').textContent()) ?? '',
      new RegExp(`^eip155:${chainB!.id}:0x`, 'i'),
    );
    await context.close();
  });

  it('adds a chain the wallet lacks (4902), then switches to it', async () => {
    const [chainA, chainB] = e2e.stack.config.chains;
    const { page, context } = await e2e.newPage(`/?testWallet&walletChains=${chainA!.id}`);
    await connectTestWallet(page);
    await waitForDemoStatus(page, 'connected');
    await page.locator('header w3m-network-button [data-testid="network-button"]').click();
    await modal(page).locator(`[data-testid="network-eip155:${chainB!.id}"]`).click();
    await page.waitForFunction(
      (name) => document.querySelector('header w3m-network-button')?.shadowRoot?.textContent?.includes(name),
      chainB!.name,
    );
    assert.equal(await walletChainId(page), `0x${chainB!.id.toString(16)}`);
    const methods = await page.evaluate(() => window.__testWallet!.requests.map((entry) => entry.method));
    assert.deepEqual(
      methods.filter((method) => method.startsWith('wallet_') && method.endsWith('Chain')),
      ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'],
    );
    await context.close();
  });

  it("shows UnsupportedChain when the dapp lacks the wallet's chain, and recovers by switching", async () => {
    const [chainA, chainB] = e2e.stack.config.chains;
    const { page, context } = await e2e.newPage(`/?testWallet&networks=${chainB!.id}`);
    await connectTestWallet(page);
    await modal(page).locator('[data-testid="unsupported-chain-view"]').waitFor();
    assert.equal(await walletChainId(page), `0x${chainA!.id.toString(16)}`);
    await page.keyboard.press('Escape');
    assert.equal(
      await modal(page).locator('[data-testid="unsupported-chain-view"]').count(),
      1,
      'Escape does not dismiss it',
    );
    await modal(page).locator(`[data-testid="unsupported-network-eip155:${chainB!.id}"]`).click();
    await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });
    assert.equal(await walletChainId(page), `0x${chainB!.id.toString(16)}`);
    assert.equal(await networkName(page).textContent(), chainB!.name);
    await context.close();
  });

  it('holds an EVM and a Solana account: switches the active namespace both ways, and both survive a reload', async () => {
    const [chainA] = e2e.stack.config.chains;
    const { solana } = e2e.stack.config;
    const evmCaip = `eip155:${chainA!.id}`;
    const { page, context } = await e2e.newPage('/?testWallet&solanaWallet');
    await connectTestWallet(page);
    await waitForCaipPrefix(page, `${evmCaip}:`);

    // Solana has no account yet: SwitchActiveChain, then the Connect view lists Solana wallets only.
    await chooseNetwork(page, solana.caipNetworkId);
    await modal(page).locator('[data-testid="switch-active-chain-view"]').waitFor();
    await modal(page).locator('[data-testid="switch-active-chain-connect"]').click();
    await modal(page).locator('[data-testid="wallet-solana:Solana Test Wallet"]').waitFor();
    assert.equal(
      await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).count(),
      0,
      'only Solana wallets are listed',
    );
    await modal(page).locator('[data-testid="wallet-solana:Solana Test Wallet"]').click();
    const solanaAddress = solana.devKeypairs[1]!.publicKey;
    await waitForCaipPrefix(page, `${solana.caipNetworkId}:`);
    assert.equal(await caipAddress(page), `${solana.caipNetworkId}:${solanaAddress}`);
    await waitForAccountButton(
      page,
      expectedSol(await new Connection(solana.rpcUrl).getBalance(new PublicKey(solanaAddress))),
    );

    // Back to EVM without reconnecting: the EVM account is still there.
    await chooseNetwork(page, evmCaip);
    await waitForCaipPrefix(page, `${evmCaip}:`);
    await waitForAccountButton(page, 'ETH');
    assert.equal(await modal(page).locator('[role="dialog"]').count(), 0);
    await chooseNetwork(page, solana.caipNetworkId);
    await waitForCaipPrefix(page, `${solana.caipNetworkId}:`);

    // After a reload both namespaces come back, Solana (the last active one) in front.
    await page.reload();
    await waitForDemoStatus(page, 'connected');
    await waitForCaipPrefix(page, `${solana.caipNetworkId}:`);
    assert.equal(await modal(page).locator('[role="dialog"]').count(), 0, 'reconnecting opens nothing');
    await chooseNetwork(page, evmCaip);
    await waitForCaipPrefix(page, `${evmCaip}:`);
    assert.equal(
      await modal(page).locator('[data-testid="switch-active-chain-view"]').count(),
      0,
      'the EVM account was restored too',
    );
    await context.close();
  });

  it('a wallet on both namespaces is one entry that asks which namespace to connect', async () => {
    const { solana } = e2e.stack.config;
    const { page, context } = await e2e.newPage('/?testWallet=multichain');
    await page.waitForFunction(() => window.__testWalletSolana && window.__testWallet);
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(page).locator('[data-testid="wallet-multichain:test wallet"]').click();
    await modal(page).locator('[data-testid="connecting-multi-chain-view"]').waitFor();
    await modal(page).locator('[data-testid="multi-chain-solana"]').click();
    await waitForCaipPrefix(page, `${solana.caipNetworkId}:`);
    assert.equal(await caipAddress(page), `${solana.caipNetworkId}:${solana.devKeypairs[2]!.publicKey}`);
    await context.close();
  });
});
