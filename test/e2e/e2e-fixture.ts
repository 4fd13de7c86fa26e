import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createPublicClient, http, parseEther, createWalletClient, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startDevStack, type StartDevStackReturnType } from '../../server/dev-stack.js';
import { playwrightChromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';

export interface E2eFixture {
  stack: StartDevStackReturnType;
  /** The stack's data folder (its SQLite file and secrets), fresh for this run. */
  dataDir: string;
  browser: Browser;
  newPage(path?: string): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

/** The full dev stack on free ports plus a headless Chromium kept off the network. */
export async function startE2e(): Promise<E2eFixture> {
  // A fresh database per run, so stored analytics events or projects of an earlier run never count.
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-e2e-'));
  const stack = await startDevStack({ demo: true, dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs, headless: true });
  return {
    stack,
    dataDir,
    browser,
    async newPage(path = '/') {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      await page.goto(new URL(path, stack.urls.demo!).toString());
      return { context, page };
    },
    async stop() {
      await browser.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Native balance as the chain itself reports it. */
export async function chainBalance({ rpcUrl, address }: { rpcUrl: string; address: string }): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: address as Hex });
}

/** Sends `ether` from one dev account to another, so balances are not round numbers. */
export async function fund({ rpcUrl, chainId, fromKey, to, ether }: { rpcUrl: string; chainId: number; fromKey: Hex; to: string; ether: string }): Promise<void> {
  const account = privateKeyToAccount(fromKey);
  const chain = { id: chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const hash = await wallet.sendTransaction({ to: to as Hex, value: parseEther(ether) });
  await createPublicClient({ chain, transport: http(rpcUrl) }).waitForTransactionReceipt({ hash });
}

/** Wei as the modal shows it: floored to 3 decimals (SPEC §5), computed independently of the app. */
export function expectedDisplay(wei: bigint, symbol = 'ETH'): string {
  const milli = wei / 10n ** 15n;
  return `${milli / 1000n}.${(milli % 1000n).toString().padStart(3, '0')} ${symbol}`;
}

/** Waits until the demo page's status panel says `status` (the panel updates after the button renders). */
export async function waitForDemoStatus(page: Page, status: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="demo-status"]')?.textContent === expected,
    status,
    { timeout },
  );
}

/** Lamports as the modal shows SOL: floored to 3 decimals (SPEC §5), computed independently of the app. */
export function expectedSol(lamports: number): string {
  const milli = Math.floor(lamports / 1_000_000);
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')} SOL`;
}
