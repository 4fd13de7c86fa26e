// The wagmi adapter (issue 20 part 2) on the demo's wagmi page (wagmi.html): a React page that
// uses wagmi's hooks only, after the visitor connected through the modal, with the EVM test wallet
// and with the embedded wallet, against the real dev stack. Every check reads the chain itself or
// the modal's own state beside what wagmi's hooks show.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicClient, http, verifyMessage, type Hex } from 'viem';
import type { Page } from 'playwright-core';
import { WAGMI_DEMO_MESSAGE, WAGMI_DEMO_SEND_WEI } from '../helpers/wagmi-demo/wagmi-demo-messages.js';
import { chainBalance, fund, startE2e, type E2eFixture } from './e2e-fixture.js';
import { answerApproval, demoEvmAddress, freshEmail, modal, signInByEmail } from './embedded-wallet-helpers.js';
import { verifyOnChain } from './smart-account-checks.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const AUTH_CONNECTOR_ID = 'ID_AUTH';

const shown = (page: Page, testId: string) =>
  page
    .locator(`[data-testid="${testId}"]`)
    .textContent({ timeout: 5000 })
    .then((text) => text ?? '');

/** Waits until the page shows `expected` under `testId`; a timeout says what it showed instead. */
async function waitForShown(page: Page, testId: string, expected: string, timeout = 20_000): Promise<void> {
  await page
    .waitForFunction(
      ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text,
      [testId, expected] as const,
      { timeout },
    )
    .catch(async (error: unknown) => {
      const actual = await shown(page, testId).catch(() => '(missing)');
      const problem = await shown(page, 'wagmi-error').catch(() => '');
      throw new Error(`${testId}: expected "${expected}", the page shows "${actual}" (wagmi error: ${problem})`, {
        cause: error,
      });
    });
}

/** Waits until `testId` shows something other than the placeholder and returns it. */
async function waitForValue(page: Page, testId: string, timeout = 30_000): Promise<string> {
  await page
    .waitForFunction(
      (id) => !['—', ''].includes(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
      testId,
      {
        timeout,
      },
    )
    .catch(async (error: unknown) => {
      throw new Error(`${testId} stayed empty; wagmi error: ${await shown(page, 'wagmi-error').catch(() => '')}`, {
        cause: error,
      });
    });
  return shown(page, testId);
}

/** The modal's own view of the connection (the page's createAppKit instance). */
const modalState = (page: Page) =>
  page.evaluate(() => {
    const appKit = (
      window as unknown as {
        appKit: { getAddress(): string | undefined; getCaipNetwork(): { caipNetworkId: string } | undefined };
      }
    ).appKit;
    return { address: appKit.getAddress(), network: appKit.getCaipNetwork()?.caipNetworkId };
  });

describe(
  'wagmi adapter: the wagmi page after connecting through the modal (full dev stack)',
  { timeout: 300_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it('test wallet: wagmi shows the connection, signs, sends, switches the modal network, survives a reload, and disconnects both ways', async () => {
      const { page, context } = await e2e.newPage('/wagmi.html?testWallet');
      const [chainA, chainB] = e2e.stack.config.chains;
      const visitor = e2e.stack.config.devAccounts[1]!;
      const receiver = e2e.stack.config.devAccounts[9]!;
      await waitForShown(page, 'wagmi-status', 'disconnected');

      await page.locator('header w3m-button [data-testid="connect-button"]').click();
      await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
      await waitForShown(page, 'wagmi-status', 'connected');
      assert.equal((await shown(page, 'wagmi-address')).toLowerCase(), visitor.address.toLowerCase());
      assert.equal((await shown(page, 'wagmi-account-address')).toLowerCase(), visitor.address.toLowerCase());
      assert.equal(await shown(page, 'wagmi-chain-id'), String(chainA!.id));
      assert.equal(await shown(page, 'wagmi-connector-id'), WALLET_RDNS, 'the modal connector the visitor chose');
      assert.equal((await modalState(page)).address?.toLowerCase(), visitor.address.toLowerCase());
      const balance = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: visitor.address });
      await waitForShown(page, 'wagmi-balance-wei', String(balance));

      // useSignMessage: the test wallet signs with the visitor's key.
      await page.locator('[data-testid="wagmi-sign-message"]').click();
      const signature = (await waitForValue(page, 'wagmi-signature')) as Hex;
      assert.equal(
        await verifyMessage({ address: visitor.address as Hex, message: WAGMI_DEMO_MESSAGE, signature }),
        true,
      );

      // useSendTransaction: lands on chain A, the receiver gains exactly the amount sent.
      const receiverBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address });
      await page.locator('[data-testid="wagmi-send-transaction"]').click();
      const hash = (await waitForValue(page, 'wagmi-tx-hash')) as Hex;
      const receipt = await createPublicClient({ transport: http(chainA!.rpcUrl) }).waitForTransactionReceipt({ hash });
      assert.equal(receipt.status, 'success');
      assert.equal(receipt.from.toLowerCase(), visitor.address.toLowerCase());
      assert.equal(
        (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address })) - receiverBefore,
        WAGMI_DEMO_SEND_WEI,
      );

      // useSwitchChain moves the modal's network (and the wallet's); a switch in the modal reaches wagmi.
      await page.locator(`[data-testid="wagmi-switch-${chainB!.id}"]`).click();
      await waitForShown(page, 'wagmi-chain-id', String(chainB!.id));
      assert.equal((await modalState(page)).network, `eip155:${chainB!.id}`);
      assert.equal(await page.evaluate(() => window.__testWallet!.getChainId()), chainB!.id);
      await waitForShown(
        page,
        'wagmi-balance-wei',
        String(await chainBalance({ rpcUrl: chainB!.rpcUrl, address: visitor.address })),
      );
      await page.evaluate(
        (id) =>
          (window as unknown as { appKit: { switchNetwork(network: unknown): Promise<void> } }).appKit.switchNetwork({
            id,
            caipNetworkId: `eip155:${id}`,
            chainNamespace: 'eip155',
          }),
        chainA!.id,
      );
      await waitForShown(page, 'wagmi-chain-id', String(chainA!.id));

      // A reload restores both, and wagmi never says "disconnected" on the way (it waits for the modal).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __wagmiStatuses: string[] }).__wagmiStatuses = seen;
        new MutationObserver(() => {
          const status = document.querySelector('[data-testid="wagmi-status"]')?.textContent;
          if (status && seen.at(-1) !== status) seen.push(status);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.reload();
      await waitForShown(page, 'wagmi-status', 'connected');
      assert.equal((await shown(page, 'wagmi-address')).toLowerCase(), visitor.address.toLowerCase());
      assert.equal((await modalState(page)).address?.toLowerCase(), visitor.address.toLowerCase());
      const statuses = await page.evaluate(() => (window as unknown as { __wagmiStatuses: string[] }).__wagmiStatuses);
      assert.ok(!statuses.includes('disconnected'), `wagmi's statuses after the reload: ${statuses.join(' → ')}`);

      // useDisconnect disconnects the modal.
      await page.locator('[data-testid="wagmi-disconnect"]').click();
      await waitForShown(page, 'wagmi-status', 'disconnected');
      await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();
      assert.equal((await modalState(page)).address, undefined);

      // And the modal's disconnect reaches wagmi.
      await page.locator('header w3m-button [data-testid="connect-button"]').click();
      await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
      await waitForShown(page, 'wagmi-status', 'connected');
      await page.evaluate(() => (window as unknown as { appKit: { disconnect(): Promise<void> } }).appKit.disconnect());
      await waitForShown(page, 'wagmi-status', 'disconnected');
      await context.close();
    });

    it('embedded wallet: wagmi shows the signed-in account, signs and sends after approval in the frame, switches, disconnects the modal', async () => {
      // A visitor reaches the wagmi page from the demo page's link.
      const { page, context } = await e2e.newPage('/');
      await page.locator('[data-testid="demo-wagmi-link"]').click();
      await page.waitForURL(/\/wagmi\.html$/);
      await waitForShown(page, 'wagmi-status', 'disconnected');
      const [chainA, chainB] = e2e.stack.config.chains;
      const receiver = e2e.stack.config.devAccounts[9]!;
      // signInByEmail waits for the page's `demo-status`, which this page takes from useConnection.
      await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('wagmi') });
      const address = await demoEvmAddress(page);
      assert.equal(await shown(page, 'wagmi-connector-id'), AUTH_CONNECTOR_ID);
      assert.equal((await modalState(page)).address?.toLowerCase(), address.toLowerCase());
      assert.equal(await shown(page, 'wagmi-chain-id'), String(chainA!.id));
      await fund({
        rpcUrl: chainA!.rpcUrl,
        chainId: chainA!.id,
        fromKey: e2e.stack.config.devAccounts[0]!.privateKey,
        to: address,
        ether: '1',
      });
      // The reload restores the embedded wallet in both, and wagmi reads the funded balance.
      await page.reload();
      await waitForShown(page, 'wagmi-status', 'connected', 30_000);
      assert.equal((await shown(page, 'wagmi-address')).toLowerCase(), address.toLowerCase());
      await waitForShown(page, 'wagmi-balance-wei', String(await chainBalance({ rpcUrl: chainA!.rpcUrl, address })));

      await page.locator('[data-testid="wagmi-sign-message"]').click();
      await answerApproval(page, 'approve');
      const signature = (await waitForValue(page, 'wagmi-signature')) as Hex;
      assert.equal(
        await verifyOnChain({ rpcUrl: chainA!.rpcUrl, address, message: WAGMI_DEMO_MESSAGE, signature }),
        true,
      );

      const receiverBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address });
      await page.locator('[data-testid="wagmi-send-transaction"]').click();
      await answerApproval(page, 'approve');
      const hash = (await waitForValue(page, 'wagmi-tx-hash', 60_000)) as Hex;
      const receipt = await createPublicClient({ transport: http(chainA!.rpcUrl) }).waitForTransactionReceipt({ hash });
      assert.equal(receipt.status, 'success');
      assert.equal(
        (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address })) - receiverBefore,
        WAGMI_DEMO_SEND_WEI,
      );

      await page.locator(`[data-testid="wagmi-switch-${chainB!.id}"]`).click();
      await waitForShown(page, 'wagmi-chain-id', String(chainB!.id), 30_000);
      assert.equal((await modalState(page)).network, `eip155:${chainB!.id}`);

      await page.locator('[data-testid="wagmi-disconnect"]').click();
      await waitForShown(page, 'wagmi-status', 'disconnected');
      await page.locator('header w3m-button [data-testid="connect-button"]').waitFor({ timeout: 15_000 });
      assert.equal((await modalState(page)).address, undefined);
      await context.close();
    });
  },
);
