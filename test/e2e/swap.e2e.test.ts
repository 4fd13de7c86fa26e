// Swaps (issue 19 "Done when") on the demo page with the EVM test wallet, against the full dev stack
// and its local Uniswap V2 exchange. Every number the preview shows is computed here independently
// with viem (the router's getAmountsOut, the pool's reserves); every balance change is read from
// the chain and its receipts. The wallet signs with a fresh funded key (swap-helpers.ts), so dev
// account #1, whose balances other tests read, is left alone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseEther, type Address, type Hex } from 'viem';
import { chainBalance, startE2e, type E2eFixture } from './e2e-fixture.js';
import {
  allowanceOf,
  approveRouter,
  clientOf,
  connectAndOpenSwap,
  expectedQuote,
  modal,
  openSwap,
  pickToken,
  previewNumbers,
  quoteAndReview,
  reserves,
  routerAbi,
  sentByWallet,
  swapOutcome,
  tokenBalance,
  tokenOf,
  useFreshWalletKey,
  writeAndWait,
} from './swap-helpers.js';

const sixDigits = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6, useGrouping: false }).format(value);

describe('swaps (demo page, EVM test wallet, full dev stack)', { timeout: 300_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('swaps 0.1 ETH for DEV: the preview shows what the router returns, the chain moves by exactly the swap, at least the minimum', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const chain = e2e.stack.config.chains[0]!;
    const visitor = await useFreshWalletKey({ page, config: e2e.stack.config });
    await visitor.fundEther('3');
    await page.reload();
    const dev = chain.token.address;
    const amount = parseEther('0.1');

    await connectAndOpenSwap({ page, address: visitor.address });
    // The native coin is offered to pay; DEV is picked to receive.
    await modal(page).locator('[data-testid="swap-token-from"]', { hasText: 'ETH' }).waitFor();
    await pickToken(page, 'to', 'DEV');
    await quoteAndReview(page, '0.1');
    const shown = await previewNumbers(page);
    const expected = await expectedQuote({
      chain,
      tokenIn: chain.exchange.weth,
      tokenOut: dev,
      amount,
      decimalsIn: 18,
      decimalsOut: 18,
    });
    assert.match(shown.receive, new RegExp(`^${expected.receive.replace('.', '\\.')} DEV`), JSON.stringify(shown));
    assert.equal(shown.minReceived, `${expected.minReceived} DEV`);
    assert.equal(shown.price, `1 ETH = ${expected.price} DEV`);
    assert.equal(shown.impact, expected.impact);
    // The fee: the node's estimate for this call from the visitor, at the node's gas price (no
    // block was mined since the form read it), to six significant digits.
    const client = clientOf(chain);
    const gas = await client.estimateContractGas({
      account: visitor.address,
      address: chain.exchange.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [expected.min, [chain.exchange.weth, dev], visitor.address, BigInt(Math.floor(Date.now() / 1000) + 1200)],
      value: amount,
    });
    const fee = sixDigits(Number(gas * (await client.getGasPrice())) / 1e18);
    assert.match(shown.fee, new RegExp(`^${fee.replace('.', '\\.')} ETH \\(\\$`), `the node's fee: ${fee} ETH`);
    assert.equal(
      await modal(page).locator('[data-testid="swap-approve"]').count(),
      0,
      'the native coin needs no approval',
    );

    const [ethBefore, devBefore] = await Promise.all([
      chainBalance({ rpcUrl: chain.rpcUrl, address: visitor.address }),
      tokenBalance(chain, dev, visitor.address),
    ]);
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
    assert.equal(await sentByWallet(page), 1);

    const block = await client.getBlock({ blockTag: 'latest' });
    const receipt = await client.getTransactionReceipt({ hash: block.transactions[0] as Hex });
    assert.equal(receipt.status, 'success');
    assert.equal(receipt.from.toLowerCase(), visitor.address.toLowerCase());
    assert.equal(receipt.to?.toLowerCase(), chain.exchange.router.toLowerCase());
    const { swapOut, transferred } = swapOutcome({ receipt, token: dev, to: visitor.address });
    const devAfter = await tokenBalance(chain, dev, visitor.address);
    assert.equal(devAfter - devBefore, swapOut);
    assert.equal(transferred, swapOut);
    assert.ok(swapOut >= expected.min, `received ${swapOut}, the quoted minimum ${expected.min}`);
    // Nothing traded in between: exactly the quote.
    assert.equal(swapOut, expected.out);
    assert.equal(
      ethBefore - (await chainBalance({ rpcUrl: chain.rpcUrl, address: visitor.address })),
      amount + receipt.gasUsed * receipt.effectiveGasPrice,
    );
    await context.close();
  });

  it('swaps DEV for USDL with the exact approval first, then, with an allowance left, without it', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    // Chain B: the DEV/USDL pool prices DEV (the data API's dollar totals, which send-tokens checks
    // on chain A against the seeded price), so this swap moves the other chain's pool.
    const chain = e2e.stack.config.chains[1]!;
    const visitor = await useFreshWalletKey({ page, config: e2e.stack.config });
    await visitor.fundEther('2', chain);
    await visitor.fundDev(parseEther('1000'), chain);
    await page.reload();
    const [dev, usdl] = [chain.token.address, tokenOf(chain, 'USDL')];
    assert.equal(await allowanceOf(chain, dev, visitor.address), 0n);

    await connectAndOpenSwap({ page, address: visitor.address, chainId: chain.id });
    await pickToken(page, 'from', 'DEV');
    await pickToken(page, 'to', 'USDL');
    await quoteAndReview(page, '100');
    const expected = await expectedQuote({
      chain,
      tokenIn: dev,
      tokenOut: usdl,
      amount: parseEther('100'),
      decimalsIn: 18,
      decimalsOut: 6,
    });
    assert.equal((await previewNumbers(page)).minReceived, `${expected.minReceived} USDL`);
    // The approve step comes first, and only it.
    await modal(page).locator('[data-testid="swap-approve"]').waitFor({ timeout: 15_000 });
    assert.equal(await modal(page).locator('[data-testid="swap-confirm"]').count(), 0);
    await modal(page).locator('[data-testid="swap-approve"]').click();
    await modal(page).locator('[data-testid="swap-confirm"]').waitFor({ timeout: 30_000 });
    assert.equal(await allowanceOf(chain, dev, visitor.address), parseEther('100'), 'the exact amount is approved');
    assert.equal(await sentByWallet(page), 1);

    const usdlBefore = await tokenBalance(chain, usdl, visitor.address);
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
    assert.equal(await sentByWallet(page), 2);
    const client = clientOf(chain);
    const receipt = await client.getTransactionReceipt({
      hash: (await client.getBlock({ blockTag: 'latest' })).transactions[0] as Hex,
    });
    const { swapOut } = swapOutcome({ receipt, token: usdl, to: visitor.address });
    assert.equal((await tokenBalance(chain, usdl, visitor.address)) - usdlBefore, swapOut);
    assert.ok(swapOut >= expected.min, `received ${swapOut}, the quoted minimum ${expected.min}`);
    assert.equal(await tokenBalance(chain, dev, visitor.address), parseEther('900'));
    assert.equal(await allowanceOf(chain, dev, visitor.address), 0n);

    // An allowance given elsewhere (1000 DEV): the next swap goes straight to Swap.
    await approveRouter(chain, visitor.privateKey, dev, parseEther('1000'));
    await openSwap(page);
    await pickToken(page, 'from', 'DEV');
    await pickToken(page, 'to', 'USDL');
    await quoteAndReview(page, '50');
    await modal(page).locator('[data-testid="swap-confirm"]').waitFor({ timeout: 15_000 });
    assert.equal(await modal(page).locator('[data-testid="swap-approve"]').count(), 0);
    const second = await expectedQuote({
      chain,
      tokenIn: dev,
      tokenOut: usdl,
      amount: parseEther('50'),
      decimalsIn: 18,
      decimalsOut: 6,
    });
    assert.equal((await previewNumbers(page)).minReceived, `${second.minReceived} USDL`);
    const usdlMiddle = await tokenBalance(chain, usdl, visitor.address);
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
    assert.equal(await sentByWallet(page), 3, 'one transaction: the swap');
    assert.equal((await tokenBalance(chain, usdl, visitor.address)) - usdlMiddle, second.out);
    assert.equal(await allowanceOf(chain, dev, visitor.address), parseEther('950'));
    await context.close();
  });

  it('shows the no-liquidity state for more than the pool holds, with Review disabled', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const chain = e2e.stack.config.chains[0]!;
    const visitor = await useFreshWalletKey({ page, config: e2e.stack.config });
    const { reserveIn } = await reserves(chain, chain.exchange.weth, chain.token.address);
    // More ether than the pool's ETH side, and enough of it that the balance check passes.
    const beyond = reserveIn / 10n ** 18n + 5n;
    await visitor.fundEther(String(beyond + 5n));
    await page.reload();
    await connectAndOpenSwap({ page, address: visitor.address });
    await pickToken(page, 'to', 'DEV');
    await modal(page).locator('[data-testid="swap-amount-from"]').fill(String(beyond));
    const error = modal(page).locator('[data-testid="swap-error"][data-status="no-liquidity"]');
    await error.waitFor({ timeout: 20_000 });
    assert.equal((await error.textContent())?.trim(), 'Not enough liquidity for this amount');
    assert.equal(await modal(page).locator('[data-testid="swap-review"] button').isDisabled(), true);
    // A smaller amount quotes again and Review comes back.
    await modal(page).locator('[data-testid="swap-amount-from"]').fill('1');
    await modal(page).locator('[data-testid="swap-review"] button:not([disabled])').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('sends nothing when the pool moved by more than the slippage since the preview, and shows the new numbers', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const chain = e2e.stack.config.chains[0]!;
    const { config } = e2e.stack;
    const visitor = await useFreshWalletKey({ page, config });
    await visitor.fundEther('3');
    await page.reload();
    const client = clientOf(chain);
    const dev = chain.token.address;

    await connectAndOpenSwap({ page, address: visitor.address });
    await pickToken(page, 'to', 'DEV');
    await quoteAndReview(page, '1');
    const shown = await previewNumbers(page);
    const quoted = await expectedQuote({
      chain,
      tokenIn: chain.exchange.weth,
      tokenOut: dev,
      amount: parseEther('1'),
      decimalsIn: 18,
      decimalsOut: 18,
    });
    const nonce = await client.getTransactionCount({ address: visitor.address });
    const devBefore = await tokenBalance(chain, dev, visitor.address);
    // What each Swap asked of build-transaction (the minimum shown) and what it answered.
    const builds: Array<{ status: number; code?: string | undefined; amountOutMin?: string | undefined }> = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/v1/convert/build-transaction')) return;
      const { amountOutMin } = response.request().postDataJSON() as { amountOutMin?: string };
      const { code } = (await response.json()) as { code?: string };
      builds.push({ status: response.status(), code, amountOutMin });
    });

    // Another trader moves the ETH/DEV price by far more than the 1 % slippage (a real swap on the router).
    const { reserveIn } = await reserves(chain, chain.exchange.weth, dev);
    await writeAndWait(chain, config.devAccounts[0]!.privateKey, {
      address: chain.exchange.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [
        0n,
        [chain.exchange.weth, dev],
        config.devAccounts[0]!.address as Address,
        BigInt(Date.now()) / 1000n + 600n,
      ],
      value: reserveIn / 10n,
    });
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    const error = modal(page).locator('[data-testid="swap-preview-error"]');
    await error.waitFor({ timeout: 20_000 });
    assert.match((await error.textContent()) ?? '', /price moved.*nothing was sent/i);
    // The server refused: the fresh quote was below the minimum shown, which the client sent.
    assert.deepEqual(builds, [{ status: 409, code: 'PRICE_MOVED', amountOutMin: String(quoted.min) }]);
    assert.equal(await sentByWallet(page), 0);
    assert.equal(await client.getTransactionCount({ address: visitor.address }), nonce);
    assert.equal(await tokenBalance(chain, dev, visitor.address), devBefore);
    // The preview now shows the new, lower numbers: the router's for the moved pool.
    const moved = await expectedQuote({
      chain,
      tokenIn: chain.exchange.weth,
      tokenOut: dev,
      amount: parseEther('1'),
      decimalsIn: 18,
      decimalsOut: 18,
    });
    await modal(page)
      .locator('[data-testid="swap-min-received"]', { hasText: `${moved.minReceived} DEV` })
      .waitFor({ timeout: 10_000 });
    assert.notEqual((await previewNumbers(page)).minReceived, shown.minReceived);

    // Confirmed again at the numbers now shown, the swap goes through and keeps to them.
    await modal(page).locator('[data-testid="swap-confirm"] button:not([disabled])').waitFor({ timeout: 15_000 });
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 30_000 });
    assert.equal(await sentByWallet(page), 1);
    assert.deepEqual(builds[1], { status: 200, code: undefined, amountOutMin: String(moved.min) });
    const received = (await tokenBalance(chain, dev, visitor.address)) - devBefore;
    assert.ok(received >= moved.min, `received ${received}, the minimum shown ${moved.min}`);
    await context.close();
  });

  it("shows the node's refusal and asks the wallet nothing when the swap would revert (the allowance was revoked after review)", async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const chain = e2e.stack.config.chains[0]!;
    const visitor = await useFreshWalletKey({ page, config: e2e.stack.config });
    await visitor.fundEther('1');
    await visitor.fundDev(parseEther('100'));
    const dev = chain.token.address;
    await approveRouter(chain, visitor.privateKey, dev, parseEther('100'));
    await page.reload();
    const client = clientOf(chain);

    // DEV → ETH (the ETH/DEV pool, which prices nothing): the allowance stands, so Swap shows.
    await connectAndOpenSwap({ page, address: visitor.address });
    await pickToken(page, 'from', 'DEV');
    await pickToken(page, 'to', 'ETH');
    await quoteAndReview(page, '10');
    await modal(page).locator('[data-testid="swap-confirm"] button:not([disabled])').waitFor({ timeout: 15_000 });
    // The visitor revokes the allowance elsewhere before pressing Swap: the router's transferFrom
    // would fail, the server's gas estimate is refused (GAS_ESTIMATE_FAILED) and says why.
    await approveRouter(chain, visitor.privateKey, dev, 0n);
    const nonce = await client.getTransactionCount({ address: visitor.address });
    const [ethBefore, devBefore] = await Promise.all([
      chainBalance({ rpcUrl: chain.rpcUrl, address: visitor.address }),
      tokenBalance(chain, dev, visitor.address),
    ]);
    const refusals: Array<{ status: number; code?: string }> = [];
    page.on('response', async (response) => {
      if (response.url().includes('/v1/convert/build-transaction'))
        refusals.push({ status: response.status(), code: ((await response.json()) as { code?: string }).code });
    });
    await modal(page).locator('[data-testid="swap-confirm"]').click();
    const error = modal(page).locator('[data-testid="swap-preview-error"]');
    await error.waitFor({ timeout: 20_000 });
    assert.equal(
      (await error.textContent())?.trim(),
      'The swap would fail now, nothing was sent: TransferHelper: TRANSFER_FROM_FAILED',
    );
    assert.deepEqual(refusals, [{ status: 400, code: 'GAS_ESTIMATE_FAILED' }]);
    assert.equal(await sentByWallet(page), 0);
    assert.equal(await client.getTransactionCount({ address: visitor.address }), nonce);
    assert.equal(await chainBalance({ rpcUrl: chain.rpcUrl, address: visitor.address }), ethBefore);
    assert.equal(await tokenBalance(chain, dev, visitor.address), devBefore);
    // The form is kept: the preview still shows the swap, to try again.
    assert.match((await modal(page).locator('[data-testid="swap-preview-pay"]').textContent()) ?? '', /^10 DEV\b/);
    await context.close();
  });
});
