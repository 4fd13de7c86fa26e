// build-transaction's guards (issue 19): the minimum the visitor was shown (`amountOutMin`) is the
// one the chain enforces, a price already below it is 409 PRICE_MOVED, and a swap the user cannot
// pay for is 400 INSUFFICIENT_BALANCE. Against a hardhat chain with the dev stack's exchange.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeFunctionData, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { uniswapV2RouterAbi } from '../../server/chains/uniswap-v2-abi.js';
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
  to: string;
  data: Hex;
  amount: string;
  eip155: { gas: string; gasPrice: string };
}
interface Quote {
  fromAmount: string;
  toAmount: string;
  toAmountMin: string;
  toAccount: string;
}

const addressOf = (caip10: string) => caip10.split(':')[2] as Address;
const whale = devAccounts[7]!;

async function quoteOf({ amount, from, to, user }: { amount: bigint; from: string; to: string; user: Address }) {
  const query = new URLSearchParams({ amount: String(amount), from, to, userAddress: user });
  const { json } = await chain.request(`/v1/convert/quotes?${SDK}&${query}`);
  return (json.quotes as Quote[])[0]!;
}

async function buildTransaction(body: Record<string, unknown>) {
  return chain.request(`/v1/convert/build-transaction?${SDK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends a built transaction as a wallet would; the receipt's status, or the node's refusal. */
async function send({ privateKey, tx }: { privateKey: Hex; tx: BuiltTx }): Promise<string> {
  const wallet = chain.walletOf(privateKey);
  try {
    const hash = await wallet.sendTransaction({
      chain: null,
      account: wallet.account!,
      to: addressOf(tx.to),
      data: tx.data,
      value: BigInt(tx.amount),
      gas: BigInt(tx.eip155.gas),
    });
    return (await chain.publicClient.waitForTransactionReceipt({ hash })).status;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Another trader swaps `eth` ETH into GLDL first (a real swap through the router). */
async function movePool({ eth }: { eth: bigint }) {
  const built = await buildTransaction({
    amount: eth.toString(),
    from: chain.ids.ETH,
    to: chain.ids.GLDL,
    userAddress: whale.address,
    projectId: 'demo-project',
  });
  assert.equal(built.status, 200, JSON.stringify(built.json));
  assert.equal(await send({ privateKey: whale.privateKey, tx: built.json.tx as BuiltTx }), 'success');
}

const amountOutMinOf = (data: Hex) => {
  const { args } = decodeFunctionData({ abi: uniswapV2RouterAbi, data });
  return args![0] as bigint;
};

describe('build-transaction with the amountOutMin shown', () => {
  it('answers 409 PRICE_MOVED with the fresh quote when the pool moved below the shown minimum', async () => {
    const trader = devAccounts[4]!;
    const amount = parseEther('1');
    const shown = await quoteOf({ amount, from: chain.ids.ETH, to: chain.ids.GLDL, user: trader.address });
    // 5 ETH into the 100 ETH pool: about 10 %, well past the 1 % tolerance.
    await movePool({ eth: parseEther('5') });
    const nonce = await chain.publicClient.getTransactionCount({ address: trader.address });

    const refused = await buildTransaction({
      amount: amount.toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: trader.address,
      amountOutMin: shown.toAmountMin,
      projectId: 'demo-project',
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.code, 'PRICE_MOVED');
    assert.equal(refused.json.error, 'The price moved since this quote, nothing was sent');
    const fresh = refused.json.quote as Quote;
    assert.deepEqual(
      fresh,
      await quoteOf({ amount, from: chain.ids.ETH, to: chain.ids.GLDL, user: trader.address }).then(
        ({ gas: _gas, ...quote }: Quote & { gas?: string }) => quote,
      ),
    );
    assert.ok(BigInt(fresh.toAmount) < BigInt(shown.toAmountMin));
    assert.equal(await chain.publicClient.getTransactionCount({ address: trader.address }), nonce);
    // Without amountOutMin (as AppKit calls it) the same request builds at the fresh quote.
    const appkit = await buildTransaction({
      amount: amount.toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: trader.address,
      projectId: 'demo-project',
    });
    assert.equal(appkit.status, 200);
    assert.equal((appkit.json.quote as Quote).toAmountMin, fresh.toAmountMin);
  });

  it('builds a move within the tolerance with the shown minimum, and the sent swap receives at least it', async () => {
    const trader = devAccounts[5]!;
    const amount = parseEther('1');
    const shown = await quoteOf({ amount, from: chain.ids.ETH, to: chain.ids.GLDL, user: trader.address });
    // 0.2 ETH into a pool of about 105 ETH: the price moves by less than the 1 % tolerance.
    await movePool({ eth: parseEther('0.2') });

    const built = await buildTransaction({
      amount: amount.toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: trader.address,
      amountOutMin: shown.toAmountMin,
      projectId: 'demo-project',
    });
    assert.equal(built.status, 200, JSON.stringify(built.json));
    const tx = built.json.tx as BuiltTx;
    const quote = built.json.quote as Quote;
    assert.ok(BigInt(quote.toAmount) < BigInt(shown.toAmount), 'the pool did not move');
    assert.ok(BigInt(quote.toAmount) >= BigInt(shown.toAmountMin));
    // The calldata's minimum is the one shown, not the fresh quote's (which is lower).
    assert.equal(amountOutMinOf(tx.data), BigInt(shown.toAmountMin));
    assert.equal(quote.toAmountMin, shown.toAmountMin);
    assert.ok((BigInt(quote.toAmount) * 99n) / 100n < BigInt(shown.toAmountMin));

    const before = await chain.balanceOf(chain.tokens.GLDL, trader.address);
    assert.equal(await send({ privateKey: trader.privateKey, tx }), 'success');
    const received = (await chain.balanceOf(chain.tokens.GLDL, trader.address)) - before;
    assert.equal(received, BigInt(quote.toAmount));
    assert.ok(received >= BigInt(shown.toAmountMin));
  });

  it('reverts on chain with INSUFFICIENT_OUTPUT_AMOUNT when the pool moves below the shown minimum after the build', async () => {
    const trader = devAccounts[6]!;
    const amount = parseEther('1');
    const shown = await quoteOf({ amount, from: chain.ids.ETH, to: chain.ids.GLDL, user: trader.address });
    const built = await buildTransaction({
      amount: amount.toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: trader.address,
      amountOutMin: shown.toAmountMin,
      projectId: 'demo-project',
    });
    assert.equal(built.status, 200, JSON.stringify(built.json));
    const tx = built.json.tx as BuiltTx;
    await movePool({ eth: parseEther('5') });

    await assert.rejects(
      chain.publicClient.call({
        account: trader.address,
        to: addressOf(tx.to),
        data: tx.data,
        value: BigInt(tx.amount),
      }),
      /UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/,
    );
    const before = await chain.balanceOf(chain.tokens.GLDL, trader.address);
    const sent = await send({ privateKey: trader.privateKey, tx });
    assert.ok(sent === 'reverted' || /INSUFFICIENT_OUTPUT_AMOUNT/.test(sent), `the swap went through: ${sent}`);
    assert.equal(await chain.balanceOf(chain.tokens.GLDL, trader.address), before);
  });

  it('refuses a malformed amountOutMin', async () => {
    const refused = await buildTransaction({
      amount: parseEther('1').toString(),
      from: chain.ids.ETH,
      to: chain.ids.GLDL,
      userAddress: devAccounts[4]!.address,
      amountOutMin: '1e18',
      projectId: 'demo-project',
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.json.code, 'INVALID_PARAMETER');
  });
});

describe('build-transaction balance check', () => {
  it('refuses a native swap larger than the balance, though the node would estimate it', async () => {
    const poor = privateKeyToAccount(generatePrivateKey());
    await chain.testClient.setBalance({ address: poor.address, value: parseEther('0.5') });
    const body = { from: chain.ids.ETH, to: chain.ids.DEV, userAddress: poor.address, projectId: 'demo-project' };
    const refused = await buildTransaction({ ...body, amount: parseEther('1').toString() });
    assert.deepEqual(refused, {
      status: 400,
      json: { error: 'Not enough ETH for this swap; nothing was sent', code: 'INSUFFICIENT_BALANCE' },
    });
    // What the account holds is built.
    const within = await buildTransaction({ ...body, amount: parseEther('0.4').toString() });
    assert.equal(within.status, 200, JSON.stringify(within.json));
  });

  it('refuses a token swap larger than the balance, before the allowance', async () => {
    const holderKey = generatePrivateKey();
    const holder = privateKeyToAccount(holderKey);
    await chain.testClient.setBalance({ address: holder.address, value: parseEther('2') });
    // The holder buys some USDL through the exchange: exactly the quote's amount.
    const buy = await buildTransaction({
      amount: parseEther('0.1').toString(),
      from: chain.ids.ETH,
      to: chain.ids.USDL,
      userAddress: holder.address,
      projectId: 'demo-project',
    });
    assert.equal(await send({ privateKey: holderKey, tx: buy.json.tx as BuiltTx }), 'success');
    const held = await chain.balanceOf(chain.tokens.USDL, holder.address);
    assert.ok(held > 0n);
    const body = { from: chain.ids.USDL, to: chain.ids.ETH, userAddress: holder.address, projectId: 'demo-project' };
    const refused = await buildTransaction({ ...body, amount: (held + 1n).toString() });
    assert.deepEqual(refused, {
      status: 400,
      json: { error: 'Not enough USDL for this swap; nothing was sent', code: 'INSUFFICIENT_BALANCE' },
    });
    // Holding the amount, the next refusal is the missing allowance (the node's estimate).
    const unapproved = await buildTransaction({ ...body, amount: held.toString() });
    assert.equal(unapproved.status, 400);
    assert.equal(unapproved.json.code, 'GAS_ESTIMATE_FAILED');
  });
});
