// The embedded wallet in the Account view (issues 5 and 6), on the demo page and the full dev
// stack: its tokens listed by the wallet itself (wallet_getAssets), a send through the Account
// view that stops on the frame's approval screen, a switch to the second local chain, and a SOL
// and a USDL (SPL) send on the local Solana cluster (a SHIM: LiteSVM behind JSON-RPC) approved in the frame.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { parseEther } from 'viem';
import type { Page } from 'playwright-core';
import { chainBalance, expectedDisplay, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  answerApproval,
  demoEvmAddress,
  freshEmail,
  modal,
  signInByEmail,
  walletFrame,
} from './embedded-wallet-helpers.js';
import { fundSpl, splBalanceOf } from './solana-spl-helpers.js';

const accountButton = (page: Page) => page.locator('header w3m-button [data-testid="account-button"]');

/** Signs in by email, moves the demo page to the local Solana cluster and returns the embedded wallet's Solana address. */
async function signInOnSolana({ e2e, page, prefix }: { e2e: E2eFixture; page: Page; prefix: string }): Promise<string> {
  const { solana } = e2e.stack.config;
  await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail(prefix) });
  await waitForDemoStatus(page, 'connected', 30_000);
  await page.locator(`[data-testid="demo-switch-${solana.caipNetworkId.split(':')[1]}"]`).click();
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith(`${id}:`),
    solana.caipNetworkId,
    { timeout: 20_000 },
  );
  return (await page.locator('[data-testid="demo-address"]').textContent())!;
}

async function sendFromAccountView({
  page,
  symbol,
  amount,
  receiver,
  chooseToken = false,
}: {
  page: Page;
  symbol: string;
  amount: string;
  receiver: string;
  /** Picks the token in the send view's token list (else the network's own token, the default). */
  chooseToken?: boolean;
}): Promise<void> {
  await accountButton(page).click();
  await modal(page).locator(`[data-testid="token-row-${symbol}"]`).waitFor({ timeout: 15_000 });
  await modal(page).locator('[data-testid="account-send"]').click();
  if (chooseToken) {
    await modal(page).locator('[data-testid="send-token"]').click();
    await modal(page).locator(`[data-testid="send-token-${symbol}"]`).click();
  }
  await modal(page).locator('[data-testid="send-token"]', { hasText: symbol }).waitFor();
  await modal(page).locator('[data-testid="send-amount"]').fill(amount);
  await modal(page).locator('[data-testid="send-receiver"]').fill(receiver);
  await modal(page).locator('[data-testid="send-preview"]').click();
  await modal(page).locator('[data-testid="send-confirm"]').click();
}

describe(
  'embedded wallet: tokens, send through approval, networks (demo page, full dev stack)',
  { timeout: 240_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it('lists its tokens, sends 0.5 ETH from the Account view after approval in the frame, and follows a network switch', async () => {
      const { page, context } = await e2e.newPage('/');
      const balanceReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/balance?')) balanceReads.push(new URL(request.url()).searchParams.get('st') ?? '');
      });
      const [chainA, chainB] = e2e.stack.config.chains;
      const receiver = e2e.stack.config.devAccounts[8]!;
      await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('sender') });
      await waitForDemoStatus(page, 'connected', 30_000);
      const address = await demoEvmAddress(page);
      await fund({
        rpcUrl: chainA!.rpcUrl,
        chainId: chainA!.id,
        fromKey: e2e.stack.config.devAccounts[0]!.privateKey,
        to: address,
        ether: '2',
      });
      await page.reload();
      await waitForDemoStatus(page, 'connected', 30_000);

      const receiverBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address });
      await sendFromAccountView({ page, symbol: 'ETH', amount: '0.5', receiver: receiver.address });
      // The token list came from the wallet (wallet_getAssets, answered by the frame from its server), not from the dapp's data API call.
      assert.ok(balanceReads.includes('frame'), `balance reads: ${balanceReads.join(', ')}`);
      assert.ok(!balanceReads.includes('appkit'), `balance reads: ${balanceReads.join(', ')}`);
      await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
      assert.equal(
        (await walletFrame(page).locator('[data-testid="approval-row-value"]').textContent())?.startsWith('0.5'),
        true,
      );
      await answerApproval(page, 'approve');
      await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
      assert.equal(
        (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address })) - receiverBefore,
        parseEther('0.5'),
      );
      const after = await chainBalance({ rpcUrl: chainA!.rpcUrl, address });
      await modal(page)
        .locator('[data-testid="account-balance"]', { hasText: expectedDisplay(after) })
        .waitFor({ timeout: 15_000 });

      await page.keyboard.press('Escape');
      await modal(page).locator('[data-testid="w3m-modal-card"]').waitFor({ state: 'detached' });

      // The second local chain: the frame switches (SWITCH_NETWORK) and the balance is chain B's.
      await fund({
        rpcUrl: chainB!.rpcUrl,
        chainId: chainB!.id,
        fromKey: e2e.stack.config.devAccounts[0]!.privateKey,
        to: address,
        ether: '0.25',
      });
      await page.locator(`[data-testid="demo-switch-${chainB!.id}"]`).click();
      await page.waitForFunction(
        (id) => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith(`eip155:${id}:`),
        chainB!.id,
        { timeout: 20_000 },
      );
      const onB = await chainBalance({ rpcUrl: chainB!.rpcUrl, address });
      await page
        .locator('header w3m-button [data-testid="account-button-balance"]', { hasText: expectedDisplay(onB) })
        .waitFor({ timeout: 15_000 });
      await context.close();
    });

    it('sends 0.1 SOL on the local cluster after approval in the frame', async () => {
      const { page, context } = await e2e.newPage('/');
      const { solana } = e2e.stack.config;
      const address = await signInOnSolana({ e2e, page, prefix: 'solana' });
      const connection = new Connection(solana.rpcUrl, 'confirmed');
      await connection.confirmTransaction(
        await connection.requestAirdrop(new PublicKey(address), 2 * LAMPORTS_PER_SOL),
      );
      const receiver = new PublicKey(solana.devKeypairs[5]!.publicKey);
      const receiverBefore = await connection.getBalance(receiver);
      await page.reload();
      await waitForDemoStatus(page, 'connected', 30_000);

      await sendFromAccountView({ page, symbol: 'SOL', amount: '0.1', receiver: receiver.toBase58() });
      await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
      assert.match(
        (await walletFrame(page).locator('[data-testid="approval"]').textContent()) ?? '',
        new RegExp(`Transfer 0.1 SOL to ${receiver.toBase58()}`),
      );
      await answerApproval(page, 'approve');
      await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
      assert.equal((await connection.getBalance(receiver)) - receiverBefore, 0.1 * LAMPORTS_PER_SOL);
      await context.close();
    });

    it('sends 1.5 USDL (SPL) from its Solana account, the token chosen in the list, after approval in the frame', async () => {
      const { page, context } = await e2e.newPage('/');
      const { solana } = e2e.stack.config;
      const [token] = solana.tokens;
      assert.ok(token, 'the dev stack lists its SPL token in window.__APPKIT_DEV__');
      const mint = new PublicKey(token.mint);
      const address = await signInOnSolana({ e2e, page, prefix: 'solana-spl' });
      const owner = new PublicKey(address);
      const connection = new Connection(solana.rpcUrl, 'confirmed');
      // SOL for the fee; the USDL comes from dev keypair #3 (each holds 1000 from genesis).
      await connection.confirmTransaction(await connection.requestAirdrop(owner, LAMPORTS_PER_SOL));
      await fundSpl({ rpcUrl: solana.rpcUrl, from: solana.devKeypairs[3]!, to: address, token, amount: 10_000_000n });
      const receiver = new PublicKey(solana.devKeypairs[7]!.publicKey);
      const senderBefore = await splBalanceOf({ connection, owner, mint });
      const receiverBefore = await splBalanceOf({ connection, owner: receiver, mint });
      assert.equal(senderBefore, 10_000_000n);
      await page.reload();
      await waitForDemoStatus(page, 'connected', 30_000);

      await sendFromAccountView({
        page,
        symbol: 'USDL',
        amount: '1.5',
        receiver: receiver.toBase58(),
        chooseToken: true,
      });
      await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
      // The frame says in words what the token instruction it signs moves: the amount and the mint.
      assert.ok(
        ((await walletFrame(page).locator('[data-testid="approval"]').textContent()) ?? '').includes(
          `Send 1.5 of token ${token.mint} to token account `,
        ),
        'the approval decodes the SPL transfer',
      );
      await answerApproval(page, 'approve');
      await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
      assert.equal(senderBefore - (await splBalanceOf({ connection, owner, mint })), 1_500_000n);
      assert.equal((await splBalanceOf({ connection, owner: receiver, mint })) - receiverBefore, 1_500_000n);
      await context.close();
    });
  },
);
