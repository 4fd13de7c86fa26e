import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { erc20Abi, maxUint256, parseEther, parseUnits, type Address } from 'viem';
import { uniswapV2RouterAbi } from '../../server/chains/uniswap-v2-abi.js';
import { startSolanaShim, type StartSolanaShimReturnType } from '../../server/chains/solana/start-solana-shim.js';
import { devAccounts } from '../../server/dev-accounts.js';
import {
  constantProductOut,
  NATIVE,
  PLAIN_CHAIN_ID,
  SDK,
  startConvertTestChain,
  type ConvertTestChain,
} from './convert-test-chain.js';

let chain: ConvertTestChain;
let solana: StartSolanaShimReturnType | undefined;

before(async () => {
  solana = await startSolanaShim({ port: 0 });
  chain = await startConvertTestChain({
    rpcNetworks: [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }],
  });
});

after(async () => {
  await chain?.stop();
  await solana?.stop();
});

const user = devAccounts[2]!.address;
const NOT_SUPPORTED = { error: 'Network not supported for Gas Price or Swaps', code: 'NETWORK_NOT_SUPPORTED' };

function quotesPath({
  amount,
  from,
  to,
  userAddress = `eip155:31337:${user}`,
}: {
  amount: bigint | string;
  from: string;
  to: string;
  userAddress?: string;
}) {
  const query = new URLSearchParams({ amount: String(amount), userAddress, from, to, gasPrice: '1000000000' });
  return `/v1/convert/quotes?${SDK}&${query}`;
}

/** The chained constant-product output along `path`, from the pools' reserves read by the test. */
async function expectedOut(amountIn: bigint, path: Address[]): Promise<bigint> {
  let amount = amountIn;
  for (let index = 0; index + 1 < path.length; index++) {
    const [reserveIn, reserveOut] = await chain.reservesOf(path[index]!, path[index + 1]!);
    amount = constantProductOut({ amountIn: amount, reserveIn, reserveOut });
  }
  return amount;
}

describe('GET /v1/convert/networks', () => {
  it('lists the chains with an exchange only', async () => {
    assert.deepEqual(await chain.request(`/v1/convert/networks?${SDK}`), {
      status: 200,
      json: { networks: ['eip155:31337'] },
    });
    assert.equal((await chain.request('/v1/convert/networks')).status, 400);
  });
});

describe('GET /v1/convert/tokens', () => {
  it('lists the native coin and the configured tokens that have a pool, as CAIP-10 with their images', async () => {
    const { status, json } = await chain.request(`/v1/convert/tokens?${SDK}&chainId=eip155:31337`);
    assert.equal(status, 200);
    const logo = (symbol: string) => `http://localhost/public/getTokenImage/${symbol}?projectId=demo-project`;
    assert.deepEqual(json, {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: chain.ids.ETH, decimals: 18, logoUri: logo('ETH'), eip2612: false },
        {
          name: 'Dev Token',
          symbol: 'DEV',
          address: chain.ids.DEV,
          decimals: 18,
          logoUri: logo('DEV'),
          eip2612: false,
        },
        {
          name: 'Local USD',
          symbol: 'USDL',
          address: chain.ids.USDL,
          decimals: 6,
          logoUri: logo('USDL'),
          eip2612: false,
        },
        {
          name: 'Local Gold',
          symbol: 'GLDL',
          address: chain.ids.GLDL,
          decimals: 18,
          logoUri: logo('GLDL'),
          eip2612: false,
        },
      ],
    });
    // A bare chain id works too (the unpooled NPL is configured but never listed).
    assert.deepEqual((await chain.request(`/v1/convert/tokens?${SDK}&chainId=31337`)).json, json);
  });

  it("answers SPEC §8's message for a chain without an exchange, one not served, and Solana", async () => {
    for (const chainId of [`eip155:${PLAIN_CHAIN_ID}`, 'eip155:1', solana!.caipNetworkId]) {
      assert.deepEqual(await chain.request(`/v1/convert/tokens?${SDK}&chainId=${chainId}`), {
        status: 400,
        json: NOT_SUPPORTED,
      });
    }
  });

  it('refuses a missing or malformed chainId, and checks the project', async () => {
    assert.equal((await chain.request(`/v1/convert/tokens?${SDK}`)).json.code, 'INVALID_PARAMETER');
    assert.match(
      String((await chain.request(`/v1/convert/tokens?${SDK}&chainId=0x7a69`)).json.error),
      /chainId must be a CAIP-2 id/,
    );
    assert.deepEqual((await chain.request('/v1/convert/tokens?chainId=eip155:31337')).json.code, 'PROJECT_ID_MISSING');
    assert.equal((await chain.request('/v1/convert/tokens?projectId=nope&chainId=eip155:31337')).status, 401);
  });
});

describe('GET /v1/convert/quotes', () => {
  it('quotes ETH → DEV exactly as the constant product with the 0.3 % fee, with the 1 % minimum and the price impact', async () => {
    const amount = parseEther('1');
    const { status, json } = await chain.request(quotesPath({ amount, from: chain.ids.ETH, to: chain.ids.DEV }));
    assert.equal(status, 200);
    const [reserveIn, reserveOut] = await chain.reservesOf(chain.tokens.WETH, chain.tokens.DEV);
    const toAmount = constantProductOut({ amountIn: amount, reserveIn, reserveOut });
    const quote = (json.quotes as Array<Record<string, unknown>>)[0]!;
    assert.equal(json.reason, undefined);
    assert.deepEqual(
      { ...quote, gas: undefined, priceImpact: undefined },
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: chain.ids.ETH,
        toAmount: toAmount.toString(),
        toAccount: chain.ids.DEV,
        toAmountMin: ((toAmount * 99n) / 100n).toString(),
        path: [chain.ids.ETH, chain.ids.DEV],
        gas: undefined,
        priceImpact: undefined,
      },
    );
    const impact = (1 - Number(toAmount) / ((Number(amount) * Number(reserveOut)) / Number(reserveIn))) * 100;
    assert.ok(Math.abs((quote.priceImpact as number) - impact) < 1e-3, `impact ${quote.priceImpact} vs ${impact}`);
    // The user has the coin, so the node measured the swap: a one-hop swap costs 100–180 k gas.
    assert.ok(Number(quote.gas) > 80_000 && Number(quote.gas) < 200_000, `gas ${quote.gas}`);
    assert.notEqual(quote.gas, '200000', 'measured, not the typical figure');
  });

  it('quotes DEV → GLDL through WETH (no direct pool), hop by hop', async () => {
    const amount = parseEther('500');
    const { json } = await chain.request(quotesPath({ amount, from: chain.ids.DEV, to: chain.ids.GLDL }));
    const quote = (json.quotes as Array<Record<string, unknown>>)[0]!;
    assert.deepEqual(quote.path, [chain.ids.DEV, `eip155:31337:${chain.exchange.weth}`, chain.ids.GLDL]);
    assert.equal(
      quote.toAmount,
      (await expectedOut(amount, [chain.tokens.DEV, chain.tokens.WETH, chain.tokens.GLDL])).toString(),
    );
    const router = await chain.publicClient.readContract({
      address: chain.exchange.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [chain.tokens.DEV, chain.tokens.WETH, chain.tokens.GLDL]],
    });
    assert.equal(quote.toAmount, router[2]!.toString());
  });

  it('picks the direct pool while it pays more, and the route through WETH once the direct pool is worse', async () => {
    const amount = parseEther('100');
    const direct = [chain.tokens.DEV, chain.tokens.USDL];
    const viaWeth = [chain.tokens.DEV, chain.tokens.WETH, chain.tokens.USDL];
    const before = await chain.request(quotesPath({ amount, from: chain.ids.DEV, to: chain.ids.USDL }));
    const first = (before.json.quotes as Array<Record<string, unknown>>)[0]!;
    assert.ok((await expectedOut(amount, direct)) > (await expectedOut(amount, viaWeth)));
    assert.equal(first.toAmount, (await expectedOut(amount, direct)).toString());
    assert.equal((first.path as string[]).length, 2);

    // Dev account #0 (the DEV supply) sells DEV into the direct pool only: DEV is cheaper there now.
    const snapshot = await chain.testClient.snapshot();
    try {
      const seller = chain.walletOf(devAccounts[0]!.privateKey);
      const account = seller.account!;
      await chain.publicClient.waitForTransactionReceipt({
        hash: await seller.writeContract({
          chain: null,
          account,
          address: chain.tokens.DEV,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.exchange.router, maxUint256],
        }),
      });
      await chain.publicClient.waitForTransactionReceipt({
        hash: await seller.writeContract({
          chain: null,
          account,
          address: chain.exchange.router,
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactTokensForTokens',
          args: [parseEther('60000'), 0n, direct, account.address, maxUint256],
        }),
      });
      const after = await chain.request(quotesPath({ amount, from: chain.ids.DEV, to: chain.ids.USDL }));
      const second = (after.json.quotes as Array<Record<string, unknown>>)[0]!;
      assert.ok((await expectedOut(amount, viaWeth)) > (await expectedOut(amount, direct)));
      assert.equal(second.toAmount, (await expectedOut(amount, viaWeth)).toString());
      assert.equal((second.path as string[]).length, 3);
    } finally {
      await chain.testClient.revert({ id: snapshot });
    }
  });

  it('answers no quote with a reason: no pool, an amount above the pool, an output of 0', async () => {
    const npl = `eip155:31337:${chain.unpooled}`;
    assert.deepEqual(
      (await chain.request(quotesPath({ amount: parseEther('1'), from: chain.ids.ETH, to: npl }))).json,
      {
        quotes: [],
        reason: 'NO_POOL',
      },
    );
    const [wethReserve] = await chain.reservesOf(chain.tokens.WETH, chain.tokens.GLDL);
    const tooMuch = await chain.request(
      quotesPath({ amount: wethReserve + 1n, from: chain.ids.ETH, to: chain.ids.GLDL }),
    );
    assert.deepEqual(tooMuch, { status: 200, json: { quotes: [], reason: 'INSUFFICIENT_LIQUIDITY' } });
    const justEnough = await chain.request(
      quotesPath({ amount: wethReserve, from: chain.ids.ETH, to: chain.ids.GLDL }),
    );
    assert.equal((justEnough.json.quotes as unknown[]).length, 1);
    // 1 wei of DEV is worth less than 1 base unit of USDL (10^-6 $) on both routes.
    assert.deepEqual((await chain.request(quotesPath({ amount: 1n, from: chain.ids.DEV, to: chain.ids.USDL }))).json, {
      quotes: [],
      reason: 'INSUFFICIENT_LIQUIDITY',
    });
  });

  it('gives the typical gas figure when the swap cannot run for the user yet, and quotes without a user', async () => {
    // Dev account #2 holds no USDL: the estimate fails, the quote stands.
    const { json } = await chain.request(
      quotesPath({ amount: parseUnits('10', 6), from: chain.ids.USDL, to: chain.ids.ETH }),
    );
    assert.equal((json.quotes as Array<Record<string, unknown>>)[0]!.gas, '200000');
    const query = new URLSearchParams({ amount: '1000', from: chain.ids.ETH, to: chain.ids.DEV });
    const anonymous = await chain.request(`/v1/convert/quotes?${SDK}&${query}`);
    assert.equal((anonymous.json.quotes as Array<Record<string, unknown>>)[0]!.gas, '200000');
  });

  it('refuses malformed parameters with the field named, and unsupported chains with SPEC §8', async () => {
    const refusal = async (path: string) => (await chain.request(path)).json;
    const ok = { amount: '1000', from: chain.ids.ETH, to: chain.ids.DEV };
    for (const amount of ['', '0', '1.5', '-1', '1e18', 'abc']) {
      const json = await refusal(quotesPath({ ...ok, amount }));
      assert.equal(json.code, 'INVALID_PARAMETER', amount);
      assert.match(String(json.error), /amount/);
    }
    assert.match(String((await refusal(quotesPath({ ...ok, from: 'ETH' }))).error), /^from must be a CAIP-10 token id/);
    assert.match(
      String((await refusal(quotesPath({ ...ok, to: `eip155:31337:0x12` }))).error),
      /^to must be a CAIP-10 token id/,
    );
    assert.match(
      String(
        (await refusal(quotesPath({ ...ok, userAddress: 'eip155:1:0x0000000000000000000000000000000000000001' })))
          .error,
      ),
      /^userAddress must be/,
    );
    assert.deepEqual(await refusal(quotesPath({ ...ok, to: chain.ids.ETH })), {
      error: 'from and to must be different tokens',
      code: 'INVALID_PAIR',
    });
    assert.deepEqual(await refusal(quotesPath({ ...ok, to: `eip155:31338:${chain.tokens.DEV}` })), {
      error: 'from and to must be on the same chain',
      code: 'INVALID_PAIR',
    });
    const stranger = `eip155:31337:0x000000000000000000000000000000000000dEaD`;
    assert.deepEqual(await refusal(quotesPath({ ...ok, to: stranger })), {
      error: 'to is not a token this server swaps on eip155:31337',
      code: 'INVALID_PAIR',
    });
    assert.deepEqual(
      await refusal(
        quotesPath({
          ...ok,
          from: `eip155:${PLAIN_CHAIN_ID}:${NATIVE}`,
          to: `eip155:${PLAIN_CHAIN_ID}:${chain.tokens.DEV}`,
        }),
      ),
      NOT_SUPPORTED,
    );
    assert.deepEqual(
      await refusal(
        quotesPath({ ...ok, from: `${solana!.caipNetworkId}:So11111111111111111111111111111111111111112` }),
      ),
      NOT_SUPPORTED,
    );
    const noProject = await chain.request(quotesPath(ok).replace('projectId=demo-project&', ''));
    assert.equal(noProject.json.code, 'PROJECT_ID_MISSING');
  });
});

describe('GET /v1/convert/gas-price', () => {
  it("answers the node's gas price as standard, ×1.25 fast and ×1.5 instant", async () => {
    const { status, json } = await chain.request(`/v1/convert/gas-price?${SDK}&chainId=eip155:31337`);
    const gasPrice = await chain.publicClient.getGasPrice();
    assert.equal(status, 200);
    assert.deepEqual(json, {
      standard: gasPrice.toString(),
      fast: ((gasPrice * 125n) / 100n).toString(),
      instant: ((gasPrice * 150n) / 100n).toString(),
    });
  });

  it('answers one estimate for all three on the local Solana cluster, and SPEC §8 elsewhere', async () => {
    const { status, json } = await chain.request(`/v1/convert/gas-price?${SDK}&chainId=${solana!.caipNetworkId}`);
    assert.equal(status, 200);
    assert.deepEqual(json, { standard: '5000', fast: '5000', instant: '5000' });
    for (const chainId of ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', `eip155:${PLAIN_CHAIN_ID}`, 'cosmos:hub-4']) {
      assert.deepEqual(await chain.request(`/v1/convert/gas-price?${SDK}&chainId=${chainId}`), {
        status: 400,
        json: NOT_SUPPORTED,
      });
    }
  });
});
