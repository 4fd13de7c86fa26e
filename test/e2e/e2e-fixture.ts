import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createPublicClient, http, parseEther, createWalletClient, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startDemoServer } from '../../server/demo-server.js';
import type { DevConfig } from '../../server/dev-config.js';
import { startDevStack } from '../../server/dev-stack.js';
import { findFreePort } from '../../server/find-free-port.js';
import { playwrightChromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';
import { SHARED_STACK_ENV } from '../../scripts/shared-dev-stack.mjs';

/** What a test may use of the dev stack: it may be shared with other test files, so no stopping it. */
export interface E2eStack {
  config: DevConfig;
  /** As StartDevStackReturnType['urls']: demo, demoSecondSite, server, rpcProxy, chainA, chainB, solana, mailbox, oidc. */
  urls: Record<string, string>;
}

export interface E2eFixture {
  stack: E2eStack;
  /** The stack's data folder (its SQLite file and secrets). */
  dataDir: string;
  /** The file the stack's output goes to when it runs in another process (the shared stack); else the stack logs to this process's console. */
  stackLogFile?: string;
  browser: Browser;
  newPage(path?: string): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * The demo page once more, on its own port, configured with a server URL where nothing listens:
   * the modal with its server down, while the stack's server keeps serving the other tests.
   * `hanging`: something listens there, accepts every connection and never answers.
   */
  startDemoWithoutServer(parameters?: { hanging?: boolean }): Promise<{ url: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

interface SharedStack extends E2eStack {
  dataDir: string;
  logFile: string;
}

/**
 * The dev stack plus a headless Chromium kept off the network. Under `npm test` (scripts/test.mjs)
 * every e2e file uses the one stack the run shares (APPKIT_TEST_STACK), so tests assert on what
 * they did themselves (fresh emails, balance deltas), never on a fresh database or chain. Run
 * directly (`node --import tsx --test test/e2e/x.e2e.test.ts`), a file starts its own stack on
 * free ports with a fresh data folder, and stops it in stop().
 */
export async function startE2e(): Promise<E2eFixture> {
  const shared = readSharedStack();
  const own = shared ? undefined : await startOwnStack();
  const stack: E2eStack = shared ?? own!.stack;
  const browser = await chromium
    .launch({ executablePath: chromiumPath, args: playwrightChromiumArgs, headless: true })
    .catch(async (error: unknown) => {
      await own?.stop();
      throw error;
    });
  return {
    stack,
    dataDir: shared?.dataDir ?? own!.dataDir,
    stackLogFile: shared?.logFile,
    browser,
    async newPage(path = '/') {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      await page.goto(new URL(path, stack.urls.demo!).toString());
      return { context, page };
    },
    startDemoWithoutServer: (parameters) => startDemoWithoutServer({ config: stack.config, ...parameters }),
    async stop() {
      await browser.close();
      await own?.stop();
    },
  };
}

function readSharedStack(): SharedStack | undefined {
  const value = process.env[SHARED_STACK_ENV];
  return value ? (JSON.parse(value) as SharedStack) : undefined;
}

async function startOwnStack() {
  // A fresh database per run, so stored analytics events or projects of an earlier run never count.
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-e2e-'));
  const stack = await startDevStack({ demo: true, dataDir }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    stack,
    dataDir,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startDemoWithoutServer({
  config,
  hanging = false,
}: {
  config: DevConfig;
  hanging?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }> {
  // Two ports nothing listens on: the dead server's, and the demo's (its URL is part of the config it embeds).
  const [deadPort, demoPort] = [await findFreePort(), await findFreePort()];
  const serverOrigin = new URL(config.serverUrl).origin;
  const demoOrigin = new URL(config.demoUrl).origin;
  const deadOrigin = `${new URL(config.serverUrl).protocol}//${new URL(config.serverUrl).hostname}:${deadPort}`;
  const devConfig = JSON.parse(
    JSON.stringify(config).replaceAll(serverOrigin, deadOrigin).replaceAll(demoOrigin, `http://127.0.0.1:${demoPort}`),
  ) as DevConfig;
  const demo = await startDemoServer({ port: demoPort, devConfig });
  if (!hanging) return { url: demo.url, stop: demo.stop };
  // Accepts and reads, never writes: every request to the server waits until the client gives up.
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(deadPort, resolve));
  return {
    url: demo.url,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await demo.stop();
    },
  };
}

/** Native balance as the chain itself reports it. */
export async function chainBalance({ rpcUrl, address }: { rpcUrl: string; address: string }): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: address as Hex });
}

/** Sends `ether` from one dev account to another, so balances are not round numbers. */
export async function fund({
  rpcUrl,
  chainId,
  fromKey,
  to,
  ether,
}: {
  rpcUrl: string;
  chainId: number;
  fromKey: Hex;
  to: string;
  ether: string;
}): Promise<void> {
  const account = privateKeyToAccount(fromKey);
  const chain = {
    id: chainId,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
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
