// The accessibility e2e's tours of states (issue 20 part 4): waiting for the wallet, switching
// networks and namespaces, a multi-chain wallet, Solana's account views, and the error states (a view
// chunk that does not arrive, a server that refuses, an error banner and toast). Each view is reached
// once and scanned where it stands in both themes.
import { Connection, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { modal } from './embedded-wallet-helpers.js';
import {
  gotoDemo,
  openAccount,
  openConnect,
  scan,
  scanBothThemes,
  setTheme,
  waitView,
  WALLET_RDNS,
  type Theme,
} from './accessibility-helpers.js';

const SOLANA_WALLET = 'solana:Solana Test Wallet';

export interface StatesTourParameters {
  e2e: E2eFixture;
  page: Page;
  /** Every finding, both themes. */
  found: string[];
  /** The names of the views scanned, for the test's diagnostic. */
  scanned: string[];
}

/** A checker bound to one tour's page: scans the view where it stands, in both themes. */
function checker({ page, found, scanned }: StatesTourParameters) {
  return async (view: string) => {
    scanned.push(view);
    await scanBothThemes({ page, view, found });
  };
}

/**
 * The test wallet leaves `methods` unanswered until releaseWalletAnswers(), as a visitor who has not
 * looked at the wallet's popup yet: the modal shows its waiting view meanwhile.
 */
async function holdWalletAnswers(page: Page, methods: string[]): Promise<void> {
  await page.evaluate((held) => {
    type Request = (args: { method: string }) => Promise<unknown>;
    const provider = window.__testWallet!.provider as unknown as { request: Request };
    const answer = provider.request.bind(provider);
    const waiting: (() => void)[] = [];
    provider.request = (args) =>
      held.includes(args.method)
        ? new Promise((resolve, reject) => waiting.push(() => answer(args).then(resolve, reject)))
        : answer(args);
    (window as unknown as { __releaseWalletAnswers: () => void }).__releaseWalletAnswers = () => {
      provider.request = answer;
      for (const release of waiting.splice(0)) release();
    };
  }, methods);
}

/**
 * A toast leaves after TOAST_DURATION_MS, sooner than two scans and a theme switch: it is shown anew
 * in each theme and scanned there.
 */
async function checkToast({
  page,
  found,
  scanned,
  view,
  region,
  show,
}: StatesTourParameters & { view: string; region: 'polite' | 'assertive'; show: () => Promise<void> }) {
  // The live region says which toast it is: polite for news, assertive for an error.
  const toast = modal(page).locator(`[data-testid="toast-${region}"] [data-testid="toast"]`);
  for (const theme of ['dark', 'light'] as Theme[]) {
    await setTheme(page, theme);
    await show();
    await toast.waitFor();
    found.push(...(await scan({ page, view, theme })));
    await toast.waitFor({ state: 'detached' });
  }
  scanned.push(view);
  await setTheme(page, 'dark');
}

const releaseWalletAnswers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __releaseWalletAnswers: () => void }).__releaseWalletAnswers());

const openNetworks = async (page: Page) => {
  await page.locator('header w3m-network-button [data-testid="network-button"]').click();
  await waitView(page, 'networks-view');
};

/**
 * The EVM test wallet and the Solana test wallet on one page: connecting (unanswered), Networks with
 * Solana listed, SwitchNetwork (unanswered), a declined switch's toast, SwitchActiveChain, the Connect
 * view of Solana wallets, then the Solana account: tokens with the USDL SPL token, send, receive, activity.
 */
export async function tourSwitchingAndSolana(parameters: StatesTourParameters) {
  const { e2e, page } = parameters;
  const check = checker(parameters);
  const [chainA, chainB] = e2e.stack.config.chains;
  const { solana } = e2e.stack.config;
  await gotoDemo({ e2e, page, path: '/?testWallet&solanaWallet', theme: 'dark' });
  await openConnect(page);
  await holdWalletAnswers(page, ['eth_requestAccounts', 'wallet_requestPermissions']);
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
  await modal(page).locator('[data-testid="connecting-external"] wui-spinner').waitFor();
  await check('ConnectingExternal (waiting for the wallet)');
  await releaseWalletAnswers(page);
  await waitForDemoStatus(page, 'connected', 15_000);

  await openNetworks(page);
  await modal(page).locator(`[data-testid="network-${solana.caipNetworkId}"]`).waitFor();
  await check('Networks (EVM and Solana)');
  await holdWalletAnswers(page, ['wallet_switchEthereumChain']);
  await modal(page).locator(`[data-testid="network-eip155:${chainB!.id}"]`).click();
  await waitView(page, 'switch-network-view');
  await check('SwitchNetwork (waiting for the wallet)');
  await releaseWalletAnswers(page);
  await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });

  await page.evaluate(() => window.__testWallet!.setMode('reject'));
  await openNetworks(page);
  await checkToast({
    ...parameters,
    view: 'Networks (switch declined: error toast)',
    region: 'assertive',
    show: () => modal(page).locator(`[data-testid="network-eip155:${chainA!.id}"]`).click(),
  });
  await page.evaluate(() => window.__testWallet!.setMode('approve'));

  await modal(page).locator(`[data-testid="network-${solana.caipNetworkId}"]`).click();
  await waitView(page, 'switch-active-chain-view');
  await check('SwitchActiveChain');
  await modal(page).locator('[data-testid="switch-active-chain-connect"]').click();
  await waitView(page, `wallet-${SOLANA_WALLET}`);
  await check('Connect (Solana wallets)');
  await modal(page).locator(`[data-testid="wallet-${SOLANA_WALLET}"]`).click();
  await page.waitForFunction(
    (prefix) => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith(prefix),
    `${solana.caipNetworkId}:`,
  );
  await tourSolanaAccount(parameters);
}

/** The Solana account's views; the send goes through, so the activity tab has an SPL row. */
async function tourSolanaAccount(parameters: StatesTourParameters) {
  const { e2e, page } = parameters;
  const check = checker(parameters);
  const holder = e2e.stack.config.solana.devKeypairs[9]!.publicKey;
  await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });
  await openAccount(page);
  await modal(page).locator('[data-testid="token-row-USDL"]').waitFor({ timeout: 15_000 });
  await check('Account on Solana (Tokens tab, USDL)');

  await modal(page).locator('[data-testid="account-receive"]').click();
  await waitView(page, 'receive-view');
  await check('WalletReceive on Solana');
  await checkToast({
    ...parameters,
    view: 'WalletReceive on Solana (address copied: toast)',
    region: 'polite',
    show: () => modal(page).locator('[data-testid="receive-copy"]').click(),
  });
  await modal(page).locator('[data-testid="w3m-back"]').click();

  await modal(page).locator('[data-testid="account-send"]').click();
  await modal(page).locator('[data-testid="send-token"]').click();
  await waitView(page, 'send-select-token-view');
  await modal(page).locator('[data-testid="send-token-USDL"]').waitFor();
  await check('WalletSendSelectToken on Solana');
  await modal(page).locator('[data-testid="send-token-USDL"]').click();
  await modal(page).locator('[data-testid="send-token"]', { hasText: 'USDL' }).waitFor();
  await modal(page).locator('[data-testid="send-amount"]').fill('0.5');
  await modal(page).locator('[data-testid="send-receiver"]').fill(holder);
  await check('WalletSend on Solana (USDL)');
  await modal(page).locator('[data-testid="send-preview"]').click();
  await modal(page).locator('[data-testid="send-fee"]', { hasText: 'SOL' }).waitFor({ timeout: 15_000 });
  await check('WalletSendPreview on Solana (USDL)');
  await modal(page).locator('[data-testid="send-confirm"]').click();
  await waitView(page, 'account-view', 30_000);
  await waitUntilIndexed({ e2e, owner: e2e.stack.config.solana.devKeypairs[1]!.publicKey });

  await modal(page).locator('[data-testid="account-tab-activity"]').click();
  await modal(page)
    .locator('[data-testid="activity-row"] [data-testid="activity-amount"]', { hasText: 'USDL' })
    .first()
    .waitFor({ timeout: 20_000 });
  await check('Account on Solana (Activity tab, an SPL send)');
  await modal(page).locator('[data-testid="account-disconnect"]').click();
  await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();
}

/** Waits until the server's history of `owner` starts with its newest transaction, as the activity tab reads it. */
async function waitUntilIndexed({ e2e, owner }: { e2e: E2eFixture; owner: string }) {
  const { solana, serverUrl } = e2e.stack.config;
  const connection = new Connection(solana.rpcUrl, 'confirmed');
  const [newest] = await connection.getSignaturesForAddress(new PublicKey(owner), { limit: 1 });
  const query = new URLSearchParams({ chainId: solana.caipNetworkId, projectId: 'demo-project' });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${serverUrl}/v1/account/${owner}/history?${query}`);
    const { data } = (await response.json()) as { data: { metadata: { hash: string } }[] };
    if (data[0]?.metadata.hash === newest?.signature) return;
    if (Date.now() > deadline) throw new Error(`the indexer did not record ${owner}'s send in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A wallet offering two namespaces: ConnectingMultiChain. The same page with the help views' chunk
 * slow, then refused: the router's loading state, then its view-load-failed state with its retry.
 */
export async function tourMultiChainAndChunkFailure(parameters: StatesTourParameters) {
  const { e2e, page } = parameters;
  const check = checker(parameters);
  // The help views' chunk waits until its loading state is scanned, then fails.
  let failChunk = () => {};
  const chunkFailed = new Promise<void>((resolve) => (failChunk = resolve));
  await page.route(/\/help-views-[^/]*\.js$/, async (route) => {
    await chunkFailed;
    await route.abort('connectionrefused');
  });
  await gotoDemo({ e2e, page, path: '/?testWallet=multichain', theme: 'dark' });
  await page.waitForFunction(() => window.__testWallet);
  await openConnect(page);
  await modal(page).locator('[data-testid="wallet-multichain:test wallet"]').click();
  await waitView(page, 'connecting-multi-chain-view');
  await check('ConnectingMultiChain');
  await modal(page).locator('[data-testid="w3m-back"]').click();

  await modal(page).locator('[data-testid="w3m-help"]').click();
  await modal(page).locator('w3m-router wui-spinner').waitFor();
  await check('WhatIsAWallet (its chunk on the way)');
  failChunk();
  await waitView(page, 'router-load-failed');
  await check('WhatIsAWallet (its chunk failed to load)');
}

/**
 * The server refuses the project: the error banner on opening, All Wallets' "Could not load the
 * wallet list" with its retry, and WalletConnect's failed state.
 */
export async function tourServerRefusals(parameters: StatesTourParameters) {
  const { e2e, page } = parameters;
  const check = checker(parameters);
  // The wallet list's requests wait until the loading state is scanned, then get a 4xx, which is
  // not retried: the list fails at once.
  let answerWallets = () => {};
  const walletsAnswered = new Promise<void>((resolve) => (answerWallets = resolve));
  await page.route(/\/getWallets\?/, async (route) => {
    await walletsAnswered;
    await route.fulfill({ status: 400, body: '{}' });
  });
  await gotoDemo({ e2e, page, path: '/?testWallet&projectId=nope', theme: 'dark' });
  await openConnect(page);
  await waitView(page, 'alertbar', 15_000);
  await check('Connect (error banner: unknown project)');

  await modal(page).locator('[data-testid="all-wallets"]').click();
  await modal(page).locator('[data-testid="all-wallets-grid"][aria-busy="true"]').waitFor();
  await check('AllWallets (loading)');
  answerWallets();
  await waitView(page, 'all-wallets-error', 15_000);
  await check('AllWallets (the wallet list could not load)');
  await modal(page).locator('[data-testid="w3m-back"]').click();

  await modal(page).locator('[data-testid="wallet-walletConnect"]').click();
  await waitView(page, 'wc-retry', 20_000);
  await check('ConnectingWalletConnect (failed: the relay refused)');
}
