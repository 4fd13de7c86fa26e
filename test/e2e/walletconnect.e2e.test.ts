// WalletConnect end to end through the demo page (issue 15 "Done when", the scan path): the modal's
// own client and the reference server's relay against the dev test wallet page (/dev/wc-wallet/,
// @walletconnect/sign-client 2.21.8), an implementation of the protocol that is not ours, open in
// a second page of the same browser. The QR code is decoded from what the modal drew; the wallet
// is driven by its buttons; every signature and transfer is checked against the chains themselves.
// Nothing may leave the machine: both pages' requests to any non-loopback host are refused and
// recorded.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import type { BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { WC_TEST_WALLET } from '../../server/wc-wallet/wc-test-wallet.js';
import { WC_WALLET_EVM_ACCOUNT, wcWalletSolanaKeypair } from '../../server/wc-wallet/wc-wallet-accounts.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { decodeDrawnQr, keepOffTheNetwork, wcWalletPage, type WcWalletPage } from './walletconnect-e2e-helpers.js';
import { en } from '../../src/core/messages/en.js';

const EVM_ADDRESS = WC_WALLET_EVM_ACCOUNT.address;
/** The demo page's metadata name (index.html): how the wallet names the dapp. */
const DEMO_NAME = 'AppKit demo';
/** What the demo's "Sign a message" signs (index.html). */
const DEMO_MESSAGE = 'Hello from the AppKit demo';
const SIGNATURE = /^0x[0-9a-f]{130}$/;
const TX_HASH = /^0x[0-9a-f]{64}$/;

const modal = (page: Page) => page.locator('w3m-modal');
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** Waits until the demo's result line matches (it says "Waiting for the wallet…" meanwhile). */
async function demoResult(page: Page, pattern: RegExp): Promise<string> {
  const result = page.getByTestId('demo-result');
  await result
    .filter({ hasText: pattern })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      throw new Error(`The demo's result is "${await result.textContent()}", not ${pattern}`, { cause: error });
    });
  return (await result.textContent())!.trim();
}

describe('WalletConnect through the demo page, scan path (the 2.21.8 test wallet page)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;
  let context: BrowserContext;
  let demo: Page;
  let wallet: WcWalletPage;
  const outside: string[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    e2e = await startE2e();
    context = await e2e.browser.newContext();
    await keepOffTheNetwork({ context, outside });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(e2e.stack.urls.demo!).origin,
    });
    const walletPage = await context.newPage();
    // The SDK refuses to pair when the browser says it is offline, which Chromium may say on a
    // host with only loopback; the relay is local, so online is the truth (walletconnect notes §1.4).
    await walletPage.addInitScript(`Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true });`);
    demo = await context.newPage();
    for (const [name, page] of [
      ['wallet', walletPage],
      ['demo', demo],
    ] as const)
      page.on('pageerror', (error) => pageErrors.push(`${name}: ${error.message}`));
    wallet = wcWalletPage(walletPage);
    await walletPage.goto(e2e.stack.config.walletConnect.testWalletUrl);
    await demo.goto(e2e.stack.urls.demo!);
    await waitForDemoStatus(demo, 'disconnected');
  });

  after(async () => {
    await context?.close();
    await e2e?.stop();
  });

  it('scan path: the drawn QR decodes to the offered URI; the wallet pairs with it and approves; the demo is connected', async () => {
    await demo.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(demo).locator('[data-testid="wallet-walletConnect"]').click();
    const qr = modal(demo).locator('[data-testid="wc-qr"]');
    await qr.waitFor({ timeout: 20_000 });
    const decoded = await decodeDrawnQr(qr);
    assert.match(decoded, /^wc:[0-9a-f]{64}@2\?/);
    // The URI the view offers: what "Copy link" puts on the clipboard.
    await modal(demo).locator('[data-testid="wc-copy-link"]').click();
    assert.equal(await demo.evaluate(() => navigator.clipboard.readText()), decoded);

    await wallet.ready();
    await wallet.pair(decoded);
    const proposal = wallet.card(`Session proposal from ${DEMO_NAME}`);
    await proposal.waitFor({ timeout: 20_000 });
    assert.equal(await proposal.locator('dt:text-is("URL") + dd').textContent(), new URL(e2e.stack.urls.demo!).origin);
    await wallet.answer({ name: `Session proposal from ${DEMO_NAME}` });
    await wallet.card(`Session with ${DEMO_NAME}`).waitFor();

    await waitForDemoStatus(demo, 'connected', 20_000);
    assert.equal(await text(demo, 'demo-address'), EVM_ADDRESS);
    assert.equal(await text(demo, 'demo-caip-address'), `eip155:31337:${EVM_ADDRESS}`);
    await modal(demo).locator('[role="dialog"]').waitFor({ state: 'detached' });
  });

  it("Account shows the wallet's address and names the wallet by its own name (the session peer)", async () => {
    await demo.locator('header w3m-button [data-testid="account-button"]').click();
    const account = modal(demo).locator('[data-testid="account-view"]');
    await account.waitFor();
    assert.equal(await account.locator('[data-testid="account-address"]').getAttribute('title'), EVM_ADDRESS);
    // The wallet's own name (the session peer's, through the connector's getWalletInfo), as text.
    assert.equal(
      await account.locator('[data-testid="account-wallet"]').textContent(),
      en.connectedWith(WC_TEST_WALLET.name),
    );
    await demo.keyboard.press('Escape');
    await modal(demo).locator('[role="dialog"]').waitFor({ state: 'detached' });
  });

  it('"Sign a message" is signed by the wallet after Approve, and the signature verifies with viem', async () => {
    await demo.getByTestId('demo-sign-message').click();
    await wallet.answer({ name: 'Request personal_sign' });
    const signature = (await demoResult(demo, SIGNATURE)) as Hex;
    assert.ok(await verifyMessage({ address: EVM_ADDRESS, message: DEMO_MESSAGE, signature }));
  });

  it('"Send 0.001 ETH" is sent by the wallet after Approve and lands on the local chain', async () => {
    const [chainA] = e2e.stack.config.chains;
    const recipient = e2e.stack.config.devAccounts[9]!.address;
    await demo.getByTestId('demo-send-transaction').click();
    await wallet.answer({ name: 'Request eth_sendTransaction' });
    const hash = (await demoResult(demo, TX_HASH)) as Hex;
    const chain = createPublicClient({ transport: http(chainA!.rpcUrl) });
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 20_000 });
    assert.equal(receipt.status, 'success');
    assert.equal(receipt.from.toLowerCase(), EVM_ADDRESS.toLowerCase());
    assert.equal(receipt.to?.toLowerCase(), recipient.toLowerCase());
    assert.equal((await chain.getTransaction({ hash })).value, parseEther('0.001'));
  });

  it('the wallet switches to chain 31338 and the demo follows', async () => {
    await wallet.card(`Session with ${DEMO_NAME}`).getByRole('button', { name: 'Switch to chain 31338' }).click();
    await demo
      .getByTestId('demo-caip-address')
      .filter({ hasText: `eip155:31338:${EVM_ADDRESS}` })
      .waitFor();
    assert.match((await text(demo, 'demo-network')) ?? '', /\(eip155:31338\)$/);
    assert.equal(await text(demo, 'demo-status'), 'connected');
    // The wallet redraws its card once its events are out: then it offers the way back to 31337.
    await wallet.card(`Session with ${DEMO_NAME}`).getByRole('button', { name: 'Switch to chain 31337' }).waitFor();
  });

  it('a reload restores the session without a QR, on the same address, and a request still works', async () => {
    await demo.reload();
    await waitForDemoStatus(demo, 'connected', 20_000);
    assert.equal(await text(demo, 'demo-caip-address'), `eip155:31338:${EVM_ADDRESS}`, 'the same address and chain');
    assert.equal(await modal(demo).locator('[role="dialog"]').count(), 0, 'no modal, so no QR');
    assert.equal(await wallet.page.getByRole('article', { name: /^Session proposal/ }).count(), 0, 'no new proposal');
    assert.equal(await wallet.page.getByRole('article', { name: /^Session with/ }).count(), 1, 'the same session');

    await demo.getByTestId('demo-sign-message').click();
    await wallet.answer({ name: 'Request personal_sign' });
    const signature = (await demoResult(demo, SIGNATURE)) as Hex;
    assert.ok(await verifyMessage({ address: EVM_ADDRESS, message: DEMO_MESSAGE, signature }));
  });

  it('on the Solana network: a message signed through WalletConnect verifies (ed25519), and 0.01 SOL sent lands', async () => {
    const { solana } = e2e.stack.config;
    const owner = wcWalletSolanaKeypair.publicKey;
    await demo.getByTestId(`demo-switch-${solana.caipNetworkId.split(':')[1]}`).click();
    await demo
      .getByTestId('demo-caip-address')
      .filter({ hasText: `${solana.caipNetworkId}:${owner}` })
      .waitFor();

    const message = 'gm from the demo, through WalletConnect';
    const signing = demo.evaluate(async (text) => {
      type Account = { address: string };
      type SignMessage = (input: {
        account: Account;
        message: Uint8Array;
      }) => Promise<Array<{ signature: Uint8Array }>>;
      const provider = (
        window as unknown as { appKit: { getWalletProvider(): unknown } }
      ).appKit.getWalletProvider() as {
        accounts: Account[];
        features: { 'solana:signMessage': { signMessage: SignMessage } };
      };
      const [account] = provider.accounts;
      const [output] = await provider.features['solana:signMessage'].signMessage({
        account: account!,
        message: new TextEncoder().encode(text),
      });
      return { address: account!.address, signature: Array.from(output!.signature) };
    }, message);
    await wallet.answer({ name: 'Request solana_signMessage' });
    const signed = await signing;
    assert.equal(signed.address, owner);
    assert.ok(
      ed25519.verify(
        Uint8Array.from(signed.signature),
        new TextEncoder().encode(message),
        new PublicKey(owner).toBytes(),
      ),
    );

    // 0.01 SOL from the Send view of the modal, approved in the wallet page.
    const connection = new Connection(solana.rpcUrl, 'confirmed');
    const recipient = Keypair.generate().publicKey;
    const ownerBefore = await connection.getBalance(new PublicKey(owner));
    await demo.locator('header w3m-button [data-testid="account-button"]').click();
    await modal(demo).locator('[data-testid="token-row-SOL"]').waitFor({ timeout: 20_000 });
    await modal(demo).locator('[data-testid="account-send"]').click();
    await modal(demo).locator('[data-testid="send-token"]').click();
    await modal(demo).locator('[data-testid="send-token-SOL"]').click();
    await modal(demo).locator('[data-testid="send-amount"]').fill('0.01');
    await modal(demo).locator('[data-testid="send-receiver"]').fill(recipient.toBase58());
    await modal(demo).locator('[data-testid="send-preview"]').click();
    await modal(demo).locator('[data-testid="send-confirm"]').click();
    await wallet.answer({ name: 'Request solana_signAndSendTransaction' });
    await modal(demo).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
    assert.equal(await connection.getBalance(recipient), 10_000_000);
    const paid = ownerBefore - (await connection.getBalance(new PublicKey(owner)));
    assert.ok(paid > 10_000_000 && paid <= 10_000_000 + 10_000, `the wallet's account paid ${paid} lamports`);
    await demo.keyboard.press('Escape');
    await modal(demo).locator('[role="dialog"]').waitFor({ state: 'detached' });
  });

  it('"Disconnect" in the wallet ends the session: the demo shows disconnected, on both namespaces', async () => {
    await wallet.card(`Session with ${DEMO_NAME}`).getByRole('button', { name: 'Disconnect', exact: true }).click();
    await wallet.page.getByText('No session.').waitFor();
    await waitForDemoStatus(demo, 'disconnected', 20_000);
    await demo.locator('header w3m-button [data-testid="connect-button"]').waitFor();
    await demo.getByTestId(`demo-switch-${e2e.stack.config.chains[0]!.id}`).click();
    await demo.getByTestId('demo-network').filter({ hasText: '(eip155:31337)' }).waitFor();
    assert.equal(await text(demo, 'demo-status'), 'disconnected', 'the EVM side is gone too');
  });

  it('contacted no host but loopback, and neither page threw', async () => {
    assert.deepEqual(outside, []);
    assert.deepEqual(pageErrors, []);
  });
});
