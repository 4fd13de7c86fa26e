import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { uniswapV2RouterAbi } from '../../server/chains/uniswap-v2-abi.js';
import { typicalSwapGas } from '../../server/convert/swap-gas.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { SDK, startConvertTestChain, type ConvertTestChain } from './convert-test-chain.js';

let chain: ConvertTestChain;

before(async () => {
  chain = await startConvertTestChain();
});

after(async () => {
  await chain?.stop();
});

interface BuiltTx {
  from: string;
  to: string;
  data: Hex;
  value?: string;
  amount?: string;
  eip155: { gas: string | number; gasPrice: string };
}

/** The address part of a CAIP-10 id. */
const addressOf = (caip10: string) => caip10.split(':')[2] as Address;

async function buildApprove({ user, from, to, amount }: { user: Address; from: string; to: string; amount?: bigint }) {
  const query = new URLSearchParams({
    userAddress: `eip155:31337:${user}`,
    from,
    to,
    ...(amount ? { amount: String(amount) } : {}),
  });
  return chain.request(`/v1/convert/build-approve?${SDK}&${query}`);
}

async function buildTransaction(body: Record<string, unknown>, query = SDK) {
  return chain.request(`/v1/convert/build-transaction?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends a built transaction from the dev account, as a wallet would: to, data, value, gas as answered. */
async function send({ privateKey, tx }: { privateKey: Hex; tx: BuiltTx }) {
  const wallet = chain.walletOf(privateKey);
  const hash = await wallet.sendTransaction({
    chain: null,
    account: wallet.account!,
    to: addressOf(tx.to),
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
  });
  return chain.publicClient.waitForTransactionReceipt({ hash });
}

async function allowanceOf({ user, token }: { user: Address; token: string }) {
  const query = new URLSearchParams({ tokenAddress: token, userAddress: user });
  return chain.request(`/v1/convert/allowance?${SDK}&${query}`);
}

describe('allowance and build-approve', () => {
  const trader = devAccounts[3]!;

  it('reads the allowance for the router before and after the built approval lands', async () => {
    assert.deepEqual(await allowanceOf({ user: trader.address, token: chain.ids.DEV }), {
      status: 200,
      json: { allowance: '0' },
    });
    const amount = parseEther('250');
    const { status, json } = await buildApprove({
      user: trader.address,
      from: chain.ids.DEV,
      to: chain.ids.USDL,
      amount,
    });
    assert.equal(status, 200);
    const tx = json.tx as BuiltTx;
    assert.equal(tx.from, `eip155:31337:${trader.address}`);
    assert.equal(tx.to, chain.ids.DEV);
    assert.equal(tx.value, '0');
    assert.equal(typeof tx.eip155.gas, 'number');
    assert.equal(tx.eip155.gasPrice, (await chain.publicClient.getGasPrice()).toString());
    assert.deepEqual(decodeFunctionData({ abi: erc20Abi, data: tx.data }), {
      functionName: 'approve',
      args: [chain.exchange.router, amount],
    });
    const receipt = await send({ privateKey: trader.privateKey, tx });
    assert.equal(receipt.status, 'success');
    assert.deepEqual((await allowanceOf({ user: trader.address, token: chain.ids.DEV })).json, {
      allowance: amount.toString(),
    });
  });

  it('approves the most there is without an amount, and answers the native coin as unlimited, needing no approval', async () => {
    const { json } = await buildApprove({ user: trader.address, from: chain.ids.USDL, to: chain.ids.ETH });
    assert.deepEqual(decodeFunctionData({ abi: erc20Abi, data: (json.tx as BuiltTx).data }).args, [
      chain.exchange.router,
      maxUint256,
    ]);
    assert.deepEqual((await allowanceOf({ user: trader.address, token: chain.ids.ETH })).json, {
      allowance: maxUint256.toString(),
    });
    assert.deepEqual((await buildApprove({ user: trader.address, from: chain.ids.ETH, to: chain.ids.DEV })).json, {
      error: 'from is the native coin, which needs no approval',
      code: 'INVALID_PARAMETER',
    });
  });

  it('refuses malformed parameters and unsupported tokens', async () => {
    assert.equal((await allowanceOf({ user: 'bob' as Address, token: chain.ids.DEV })).json.code, 'INVALID_PARAMETER');
    assert.equal((await allowanceOf({ user: trader.address, token: 'DEV' })).json.code, 'INVALID_PARAMETER');
    assert.equal(
      (await allowanceOf({ user: trader.address, token: `eip155:31337:${chain.exchange.router}` })).json.code,
      'INVALID_PAIR',
    );
    assert.equal(
      (await buildApprove({ user: trader.address, from: chain.ids.DEV, to: chain.ids.DEV })).json.code,
      'INVALID_PAIR',
    );
    const badAmount = await chain.request(
      `/v1/convert/build-approve?${SDK}&userAddress=${trader.address}&from=${chain.ids.DEV}&amount=1.5`,
    );
    assert.equal(badAmount.json.code, 'INVALID_PARAMETER');
  });
});

describe('POST /v1/convert/build-transaction', () => {
  it('builds ETH → DEV: the router call with the quote, 1 % slippage, the user as recipient, a 20-minute deadline; sent, it pays exactly the quote', async () => {
    const trader = devAccounts[4]!;
    const amount = parseEther('2');
    // Hardhat's block times run ahead of the clock when blocks come faster than one a second.
    const latest = (await chain.publicClient.getBlock()).timestamp;
    const started = BigInt(Math.floor(Date.now() / 1000));
    const from = started > latest ? started : latest;
    const { status, json } = await buildTransaction(
      {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        projectId: 'demo-project',
        from: chain.ids.ETH,
        to: chain.ids.DEV,
        userAddress: `eip155:31337:${trader.address}`,
      },
      'st=appkit&sv=0.1.0',
    );
    assert.equal(status, 200, JSON.stringify(json));
    const tx = json.tx as BuiltTx;
    const quote = json.quote as Record<string, string>;
    assert.equal(tx.to, `eip155:31337:${chain.exchange.router}`);
    assert.equal(tx.amount, amount.toString());
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data });
    assert.equal(call.functionName, 'swapExactETHForTokens');
    const [amountOutMin, path, recipient, deadline] = call.args as [bigint, Address[], Address, bigint];
    assert.equal(amountOutMin, (BigInt(quote.toAmount!) * 99n) / 100n);
    assert.equal(amountOutMin.toString(), quote.toAmountMin);
    assert.deepEqual(path, [chain.tokens.WETH, chain.tokens.DEV]);
    assert.equal(recipient, trader.address);
    assert.ok(deadline >= from + 1200n && deadline <= from + 1202n, `deadline ${deadline}, 1200 s after ${from}`);

    const [devBefore, ethBefore] = [
      await chain.balanceOf(chain.tokens.DEV, trader.address),
      await chain.publicClient.getBalance(trader),
    ];
    const receipt = await send({ privateKey: trader.privateKey, tx });
    assert.equal(receipt.status, 'success');
    const received = (await chain.balanceOf(chain.tokens.DEV, trader.address)) - devBefore;
    assert.equal(received, BigInt(quote.toAmount!));
    assert.ok(received >= amountOutMin);
    assert.equal(
      ethBefore - (await chain.publicClient.getBalance(trader)),
      amount + receipt.gasUsed * receipt.effectiveGasPrice,
    );
    assert.ok(receipt.gasUsed <= BigInt(tx.eip155.gas));
  });

  it('approves then swaps DEV → USDL (6 decimals), then USDL → ETH, each moving balances by the quote', async () => {
    const trader = devAccounts[5]!;
    const amount = parseEther('400');
    const approve = await buildApprove({ user: trader.address, from: chain.ids.DEV, to: chain.ids.USDL, amount });
    assert.equal((await send({ privateKey: trader.privateKey, tx: approve.json.tx as BuiltTx })).status, 'success');
    const toUsd = await buildTransaction({
      amount: amount.toString(),
      from: chain.ids.DEV,
      to: chain.ids.USDL,
      userAddress: trader.address,
      projectId: 'demo-project',
    });
    assert.equal(toUsd.status, 200, JSON.stringify(toUsd.json));
    assert.equal(
      decodeFunctionData({ abi: uniswapV2RouterAbi, data: (toUsd.json.tx as BuiltTx).data }).functionName,
      'swapExactTokensForTokens',
    );
    const usdBefore = await chain.balanceOf(chain.tokens.USDL, trader.address);
    const devBefore = await chain.balanceOf(chain.tokens.DEV, trader.address);
    assert.equal((await send({ privateKey: trader.privateKey, tx: toUsd.json.tx as BuiltTx })).status, 'success');
    const usdReceived = (await chain.balanceOf(chain.tokens.USDL, trader.address)) - usdBefore;
    assert.equal(usdReceived, BigInt((toUsd.json.quote as Record<string, string>).toAmount!));
    assert.equal(devBefore - (await chain.balanceOf(chain.tokens.DEV, trader.address)), amount);
    // About $200 for 400 DEV at $0.50 (a little more through WETH, where the previous test made DEV dearer).
    assert.ok(usdReceived > parseUnits('190', 6) && usdReceived < parseUnits('215', 6), `${usdReceived}`);
    assert.deepEqual((await allowanceOf({ user: trader.address, token: chain.ids.DEV })).json, { allowance: '0' });

    const approveUsd = await buildApprove({
      user: trader.address,
      from: chain.ids.USDL,
      to: chain.ids.ETH,
      amount: usdReceived,
    });
    assert.equal((await send({ privateKey: trader.privateKey, tx: approveUsd.json.tx as BuiltTx })).status, 'success');
    const toEth = await buildTransaction({
      amount: usdReceived.toString(),
      from: chain.ids.USDL,
      to: chain.ids.ETH,
      userAddress: trader.address,
      projectId: 'demo-project',
    });
    const tx = toEth.json.tx as BuiltTx;
    assert.equal(decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data }).functionName, 'swapExactTokensForETH');
    assert.equal(tx.amount, '0');
    const ethBefore = await chain.publicClient.getBalance(trader);
    const receipt = await send({ privateKey: trader.privateKey, tx });
    const ethReceived =
      (await chain.publicClient.getBalance(trader)) - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice;
    assert.equal(ethReceived, BigInt((toEth.json.quote as Record<string, string>).toAmount!));
    assert.equal(await chain.balanceOf(chain.tokens.USDL, trader.address), 0n);
  });

  it('reverts with INSUFFICIENT_OUTPUT_AMOUNT when the pool moves more than 1 % between build and send', async () => {
    const trader = devAccounts[6]!;
    const whale = devAccounts[7]!;
    const built = await buildTransaction({
      amount: parseEther('1').toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: trader.address,
      projectId: 'demo-project',
    });
    const tx = built.json.tx as BuiltTx;
    // The whale buys GLDL first: 5 ETH into a 100 ETH pool moves the price about 10 %.
    const front = await buildTransaction({
      amount: parseEther('5').toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: whale.address,
      projectId: 'demo-project',
    });
    assert.equal((await send({ privateKey: whale.privateKey, tx: front.json.tx as BuiltTx })).status, 'success');

    const gldlBefore = await chain.balanceOf(chain.tokens.GLDL, trader.address);
    await assert.rejects(
      chain.publicClient.call({
        account: trader.address,
        to: addressOf(tx.to),
        data: tx.data,
        value: BigInt(tx.amount!),
      }),
      /UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/,
    );
    const sent = await send({ privateKey: trader.privateKey, tx }).then(
      (receipt) => receipt.status,
      (error: Error) => error.message,
    );
    assert.ok(sent === 'reverted' || /INSUFFICIENT_OUTPUT_AMOUNT/.test(sent), `the swap went through: ${sent}`);
    assert.equal(await chain.balanceOf(chain.tokens.GLDL, trader.address), gldlBefore);
    // Built again, the swap is quoted at the new price and goes through.
    const again = await buildTransaction({
      amount: parseEther('1').toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: trader.address,
      projectId: 'demo-project',
    });
    assert.ok(
      BigInt((again.json.quote as Record<string, string>).toAmount!) <
        BigInt((built.json.quote as Record<string, string>).toAmount!),
    );
    assert.equal((await send({ privateKey: trader.privateKey, tx: again.json.tx as BuiltTx })).status, 'success');
  });

  it('refuses a swap the node would revert (no allowance) unless disableEstimate, which answers the typical gas', async () => {
    const trader = devAccounts[8]!;
    const body = {
      amount: parseEther('10').toString(),
      from: chain.ids.DEV,
      to: chain.ids.USDL,
      userAddress: trader.address,
      projectId: 'demo-project',
    };
    const refused = await buildTransaction(body);
    assert.equal(refused.status, 400);
    assert.equal(refused.json.code, 'GAS_ESTIMATE_FAILED');
    assert.match(
      String(refused.json.error),
      /^The swap would fail now, nothing was sent: TransferHelper: TRANSFER_FROM_FAILED$/,
    );
    const unchecked = await buildTransaction({ ...body, disableEstimate: true });
    assert.equal(unchecked.status, 200);
    const path = (unchecked.json.quote as { path: string[] }).path;
    assert.equal((unchecked.json.tx as BuiltTx).eip155.gas, typicalSwapGas({ path }).toString());
    assert.ok(['200000', '280000'].includes((unchecked.json.tx as BuiltTx).eip155.gas as string));
  });

  it('uses the slippage asked for, and refuses malformed bodies, a missing project, and no liquidity', async () => {
    const user = devAccounts[9]!.address;
    const body = {
      amount: parseEther('1').toString(),
      from: chain.ids.ETH,
      to: chain.ids.DEV,
      userAddress: user,
      projectId: 'demo-project',
    };
    const half = await buildTransaction({ ...body, eip155: { slippage: 0.5 } });
    const quote = half.json.quote as Record<string, string>;
    assert.equal(quote.toAmountMin, ((BigInt(quote.toAmount!) * 995n) / 1000n).toString());
    const code = async (changed: Record<string, unknown>) =>
      (await buildTransaction({ ...body, ...changed }, 'st=appkit')).json;
    assert.deepEqual(await code({ eip155: { slippage: '60' } }), {
      error: 'eip155.slippage must be a percent from 0 to 50, e.g. "1"',
      code: 'INVALID_PARAMETER',
    });
    assert.equal((await code({ eip155: 'x' })).code, 'INVALID_PARAMETER');
    assert.equal((await code({ disableEstimate: 'yes' })).code, 'INVALID_PARAMETER');
    assert.equal((await code({ amount: 5 })).code, 'INVALID_PARAMETER');
    assert.equal((await code({ amount: '0' })).code, 'INVALID_PARAMETER');
    assert.equal((await code({ userAddress: undefined })).code, 'INVALID_PARAMETER');
    assert.equal((await code({ projectId: undefined })).code, 'PROJECT_ID_MISSING');
    assert.deepEqual(await code({ amount: parseEther('1000000').toString(), to: chain.ids.GLDL }), {
      error: 'No pool can fill this amount: try a smaller one',
      code: 'INSUFFICIENT_LIQUIDITY',
    });
    const notJson = await chain.request(`/v1/convert/build-transaction?${SDK}`, { method: 'POST', body: '{' });
    assert.deepEqual(notJson, { status: 400, json: { error: 'body must be JSON', code: 'INVALID_BODY' } });
    const list = await chain.request(`/v1/convert/build-transaction?${SDK}`, { method: 'POST', body: '[]' });
    assert.equal(list.json.code, 'INVALID_BODY');
  });
});
