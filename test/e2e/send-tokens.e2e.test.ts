// Sends from the Account view of the demo page with the test wallets, against the full dev stack
// (issue 6): 10 DEV (an ERC-20 `transfer`) with the EVM test wallet, whose activity tab then shows
// the send with '-', and 0.1 SOL with the Wallet Standard Solana test wallet on the local cluster
// (a SHIM: LiteSVM behind JSON-RPC). Every balance is read back from the chain itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, parseUnits, type Hex } from 'viem';
import type { Page } from 'playwright-core';
import { NATIVE_TOKEN_ADDRESS } from '../../src/core/protocol/convert-api.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const modal = (page: Page) => page.locator('w3m-modal');

async function connect(page: Page, walletTestId: string): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator(`[data-testid="${walletTestId}"]`).click();
  await waitForDemoStatus(page, 'connected');
  await page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 10_000 });
}

async function send({
  page,
  symbol,
  amount,
  receiver,
}: {
  page: Page;
  symbol: string;
  amount: string;
  receiver: string;
}): Promise<void> {
  await page.locator('header w3m-button [data-testid="account-button"]').click();
  await modal(page).locator(`[data-testid="token-row-${symbol}"]`).waitFor({ timeout: 15_000 });
  await modal(page).locator('[data-testid="account-send"]').click();
  await modal(page).locator('[data-testid="send-token"]').click();
  await modal(page).locator(`[data-testid="send-token-${symbol}"]`).click();
  await modal(page).locator('[data-testid="send-token"]', { hasText: symbol }).waitFor();
  await modal(page).locator('[data-testid="send-amount"]').fill(amount);
  await modal(page).locator('[data-testid="send-receiver"]').fill(receiver);
  await modal(page).locator('[data-testid="send-preview"]').click();
  await modal(page).locator('[data-testid="send-confirm"]').click();
  await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
}

/**
 * Waits until the newest transaction of the account's history on the server is `hash` (its
 * indexer runs on its own clock; the stack may be shared, so earlier transactions are there too).
 */
async function waitForIndexed({
  serverUrl,
  address,
  chainId,
  hash,
}: {
  serverUrl: string;
  address: string;
  chainId: number;
  hash: Hex;
}): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${serverUrl}/v1/account/${address}/history?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId: 'demo-project' })}`,
    );
    if (
      response.ok &&
      ((await response.json()) as { data: Array<{ metadata: { hash: string } }> }).data[0]?.metadata.hash === hash
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the indexer did not record the transfer in time');
}

/** The server's USD price per symbol for CAIP-10 token ids (`POST /v1/fungible/price`). */
async function serverPrices({
  serverUrl,
  addresses,
}: {
  serverUrl: string;
  addresses: string[];
}): Promise<Record<string, number>> {
  const response = await fetch(`${serverUrl}/v1/fungible/price?projectId=demo-project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'usd', addresses }),
  });
  assert.equal(response.status, 200);
  const { fungibles } = (await response.json()) as { fungibles: Array<{ symbol: string; price: number }> };
  return Object.fromEntries(fungibles.map(({ symbol, price }) => [symbol, price]));
}

describe('token sends from the Account view (demo page, full dev stack)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('sends 10 DEV with the EVM test wallet: both token balances move by 10, and the activity tab shows the send with "-"', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const [chainA] = e2e.stack.config.chains;
    const token = chainA!.token.address;
    const sender = e2e.stack.config.devAccounts[1]!.address;
    const receiver = e2e.stack.config.devAccounts[3]!.address;
    const client = createPublicClient({ transport: http(chainA!.rpcUrl) });
    const balanceOf = (account: Hex) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
    const [senderBefore, receiverBefore] = await Promise.all([balanceOf(sender), balanceOf(receiver)]);

    await connect(page, 'wallet-dev.openmodal.testwallet');
    // The tokens tab's total is Σ quantity × price: the chain's balances, the server's one price
    // source (pool reserves since issue 19; other tests' swaps on the shared stack move them).
    const prices = await serverPrices({
      serverUrl: e2e.stack.config.serverUrl,
      addresses: [`eip155:${chainA!.id}:${NATIVE_TOKEN_ADDRESS}`, `eip155:${chainA!.id}:${token}`],
    });
    const eth = Number(formatEther(await client.getBalance({ address: sender })));
    const dev = Number(formatUnits(senderBefore, 18));
    const cents = Math.round((eth * prices.ETH! + dev * prices.DEV!) * 100);
    await page.locator('header w3m-button [data-testid="account-button"]').click();
    await modal(page).locator('[data-testid="token-row-DEV"]').waitFor({ timeout: 15_000 });
    assert.equal(
      await modal(page).locator('[data-testid="account-total"]').textContent(),
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    await page.keyboard.press('Escape');
    await send({ page, symbol: 'DEV', amount: '10', receiver });
    const ten = parseUnits('10', 18);
    assert.equal(senderBefore - (await balanceOf(sender)), ten);
    assert.equal((await balanceOf(receiver)) - receiverBefore, ten);

    // Once the server's indexer has the transfer, the activity tab lists it, signed '-'.
    const sent = await client.getTransaction({
      hash: (await client.getBlock({ blockTag: 'latest' })).transactions[0]!,
    });
    assert.equal(sent.from.toLowerCase(), sender.toLowerCase(), 'the newest transaction is the send');
    await waitForIndexed({ serverUrl: e2e.stack.urls.server!, address: sender, chainId: chainA!.id, hash: sent.hash });
    await modal(page).locator('[data-testid="account-tab-activity"]').click();
    const newest = modal(page).locator('[data-testid="activity-row"]').first();
    await newest.waitFor({ timeout: 20_000 });
    assert.equal((await newest.locator('[data-testid="activity-amount"]').textContent())?.trim(), '-10.000 DEV');
    await context.close();
  });

  it('sends 0.1 SOL with the Solana test wallet: the receiver gains 0.1 SOL, the sender pays it plus the fee', async () => {
    const { page, context } = await e2e.newPage('/?solanaWallet');
    const { solana } = e2e.stack.config;
    const connection = new Connection(solana.rpcUrl, 'confirmed');
    const sender = new PublicKey(solana.devKeypairs[1]!.publicKey);
    const receiver = new PublicKey(solana.devKeypairs[6]!.publicKey);
    const [senderBefore, receiverBefore] = await Promise.all([
      connection.getBalance(sender),
      connection.getBalance(receiver),
    ]);

    await connect(page, 'wallet-solana:Solana Test Wallet');
    await send({ page, symbol: 'SOL', amount: '0.1', receiver: receiver.toBase58() });
    assert.equal((await connection.getBalance(receiver)) - receiverBefore, 0.1 * LAMPORTS_PER_SOL);
    const paid = senderBefore - (await connection.getBalance(sender));
    assert.ok(
      paid > 0.1 * LAMPORTS_PER_SOL && paid <= 0.1 * LAMPORTS_PER_SOL + 10_000,
      `the sender paid ${paid} lamports`,
    );
    await context.close();
  });
});
