import assert from 'node:assert/strict';
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  maxUint256,
  parseAbi,
  parseEventLogs,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Page } from 'playwright-core';
import type { DevChain, DevConfig } from '../../server/dev-config.js';
import { fund } from './e2e-fixture.js';

// Steps and independent readings of the swap e2e tests (issue 19): the router, pools and balances
// read with viem, never through the app's own code.

export const modal = (page: Page) => page.locator('w3m-modal');

export const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
]);
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)']);
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
]);

export const clientOf = (chain: DevChain) => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) });

/** A token of the chain's exchange (DEV included) by symbol. */
export function tokenOf(chain: DevChain, symbol: string): Address {
  if (symbol === chain.token.symbol) return chain.token.address;
  const token = chain.exchange.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chain.name}`);
  return token.address;
}

export const tokenBalance = (chain: DevChain, token: Address, owner: Address) =>
  clientOf(chain).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

export const allowanceOf = (chain: DevChain, token: Address, owner: Address) =>
  clientOf(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, chain.exchange.router],
  });

/** The pair's reserves of `tokenIn` and `tokenOut` (WETH for the native coin). */
export async function reserves(chain: DevChain, tokenIn: Address, tokenOut: Address) {
  const client = clientOf(chain);
  const pair = await client.readContract({
    address: chain.exchange.factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [tokenIn, tokenOut],
  });
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
  ]);
  const inFirst = token0.toLowerCase() === tokenIn.toLowerCase();
  return { pair, reserveIn: inFirst ? reserve0 : reserve1, reserveOut: inFirst ? reserve1 : reserve0 };
}

/**
 * What the preview must show for a direct swap, computed here: the router's `getAmountsOut`, 99 %
 * of it rounded down, the price to six significant digits, the impact against the pool's mid price.
 */
export async function expectedQuote({
  chain,
  tokenIn,
  tokenOut,
  amount,
  decimalsIn,
  decimalsOut,
}: {
  chain: DevChain;
  tokenIn: Address;
  tokenOut: Address;
  amount: bigint;
  decimalsIn: number;
  decimalsOut: number;
}) {
  const client = clientOf(chain);
  const amounts = await client.readContract({
    address: chain.exchange.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amount, [tokenIn, tokenOut]],
  });
  const out = amounts[1]!;
  const { reserveIn, reserveOut } = await reserves(chain, tokenIn, tokenOut);
  const ratio = Number(formatUnits(out, decimalsOut)) / Number(formatUnits(amount, decimalsIn));
  const mid = (Number(amount) * Number(reserveOut)) / Number(reserveIn);
  return {
    out,
    min: (out * 99n) / 100n,
    receive: formatUnits(out, decimalsOut),
    minReceived: formatUnits((out * 99n) / 100n, decimalsOut),
    price: new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6, useGrouping: false }).format(ratio),
    impact: `${((1 - Number(out) / mid) * 100).toFixed(2)}%`,
  };
}

/** The preview's rows as shown. */
export async function previewNumbers(page: Page) {
  const text = async (testId: string) =>
    ((await modal(page).locator(`[data-testid="${testId}"]`).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  return {
    receive: await text('swap-preview-receive'),
    price: await text('swap-price'),
    impact: await text('swap-price-impact'),
    fee: await text('swap-network-fee'),
    minReceived: await text('swap-min-received'),
  };
}

/**
 * The demo's test wallet signs with dev account #1; other tests read #1's balances (send-tokens
 * checks its dollar total), so these tests give the page's wallet a fresh key instead: the config
 * the page receives is changed before the test wallet reads it (the wallet has no key option).
 */
export async function useFreshWalletKey({ page, config }: { page: Page; config: DevConfig }) {
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address;
  // A string, not a function: tsx's keepNames would wrap a function's inner names in a helper the page lacks.
  await page.addInitScript(`(() => {
    let value;
    Object.defineProperty(window, '__APPKIT_DEV__', {
      configurable: true,
      get: () => value,
      set: (next) => {
        next.devAccounts[1] = ${JSON.stringify({ address, privateKey })};
        value = next;
      },
    });
  })();`);
  const funder = config.devAccounts[0]!;
  return {
    privateKey,
    address,
    /** Ether from dev account #0 on `chain` (chain A unless given). */
    fundEther: (ether: string, chain: DevChain = config.chains[0]!) =>
      fund({ rpcUrl: chain.rpcUrl, chainId: chain.id, fromKey: funder.privateKey, to: address, ether }),
    /** DEV from dev account #0 on `chain`, base units. */
    async fundDev(amount: bigint, chain: DevChain = config.chains[0]!) {
      await writeAndWait(chain, funder.privateKey, {
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, amount],
      });
    },
  };
}

/** Sends a contract call from `key` and waits for its receipt, which must succeed. */
export async function writeAndWait(
  chain: DevChain,
  key: Hex,
  call: { address: Address; abi: Abi; functionName: string; args: readonly unknown[]; value?: bigint },
): Promise<TransactionReceipt> {
  const wallet = walletOf(chain, key);
  const hash = await wallet.writeContract(call as never);
  const receipt = await clientOf(chain).waitForTransactionReceipt({ hash });
  assert.equal(receipt.status, 'success');
  return receipt;
}

function walletOf(chain: DevChain, key: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: {
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl),
  });
}

/** Approves the router for `amount` of `token` from `key` directly, as a visitor would have done elsewhere. */
export const approveRouter = (chain: DevChain, key: Hex, token: Address, amount: bigint = maxUint256) =>
  writeAndWait(chain, key, {
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.exchange.router, amount],
  });

/** What the receipt's pair Swap event paid out, and the ERC-20 Transfer of `token` to `to`. */
export function swapOutcome({ receipt, token, to }: { receipt: TransactionReceipt; token: Address; to: Address }) {
  const [swap] = parseEventLogs({ abi: pairAbi, logs: receipt.logs, eventName: 'Swap' });
  assert.ok(swap, 'the receipt has a pair Swap event');
  const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' }).filter(
    (log) => log.address.toLowerCase() === token.toLowerCase() && log.args.to.toLowerCase() === to.toLowerCase(),
  );
  assert.equal(transfers.length, 1, 'one transfer of the token to the visitor');
  return { swapOut: swap.args.amount0Out + swap.args.amount1Out, transferred: transfers[0]!.args.value };
}

/**
 * Connects the demo's EVM test wallet (it must show `address`, the fresh key's), switches to
 * `chainId` when given, and opens the Swap view from Account.
 */
export async function connectAndOpenSwap({
  page,
  address,
  chainId,
}: {
  page: Page;
  address: Address;
  chainId?: number;
}): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator('[data-testid="wallet-dev.openmodal.testwallet"]').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="demo-status"]')?.textContent === 'connected',
    null,
    { timeout: 15_000 },
  );
  await page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 15_000 });
  assert.equal(
    (await page.locator('[data-testid="demo-address"]').textContent())?.toLowerCase(),
    address.toLowerCase(),
  );
  if (chainId !== undefined) {
    await page.locator(`[data-testid="demo-switch-${chainId}"]`).click();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="demo-caip-address"]')?.textContent?.startsWith(`eip155:${id}:`),
      chainId,
      { timeout: 20_000 },
    );
  }
  await openSwap(page);
}

/** From the header button (or the Account view already open), the Swap form. */
export async function openSwap(page: Page): Promise<void> {
  if (!(await modal(page).locator('[data-testid="account-view"]').isVisible()))
    await page.locator('header w3m-button [data-testid="account-button"]').click();
  await modal(page).locator('[data-testid="account-swap"]').click({ timeout: 15_000 });
  await modal(page).locator('[data-testid="swap-view"]').waitFor();
}

/** Picks a token for one side through SwapSelectToken, searching by symbol. */
export async function pickToken(page: Page, side: 'from' | 'to', symbol: string): Promise<void> {
  await modal(page).locator(`[data-testid="swap-token-${side}"]`).click();
  await modal(page).locator('[data-testid="swap-select-token-view"]').waitFor();
  await modal(page).locator('[data-testid="swap-token-search"]').fill(symbol);
  await modal(page).locator(`[data-testid="swap-token-option"][data-symbol="${symbol}"]`).click({ timeout: 15_000 });
  await modal(page).locator(`[data-testid="swap-token-${side}"]`, { hasText: symbol }).waitFor();
}

/** Types the amount and waits until Review is enabled (a quote for it stands). */
export async function quoteAndReview(page: Page, amount: string): Promise<void> {
  await modal(page).locator('[data-testid="swap-amount-from"]').fill(amount);
  await modal(page).locator('[data-testid="swap-review"] button:not([disabled])').waitFor({ timeout: 20_000 });
  await modal(page).locator('[data-testid="swap-review"]').click();
  await modal(page).locator('[data-testid="swap-preview-view"]').waitFor();
}

/** The eth_sendTransaction requests the page's test wallet received. */
export const sentByWallet = (page: Page) =>
  page.evaluate(() => window.__testWallet!.requests.filter((entry) => entry.method === 'eth_sendTransaction').length);
