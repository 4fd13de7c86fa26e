import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maxUint256 } from 'viem';
import { NATIVE_TOKEN_ADDRESS, SLIPPAGE_TOLERANCE } from '../../src/core/protocol/convert-api.js';
import { parseAmount, parseChainParam, parseSlippage } from '../../server/convert/convert-params.js';
import { ConvertRefusal } from '../../server/convert/convert-refusal.js';
import { minimumReceived } from '../../server/convert/encode-swap-call.js';
import { priceImpactPercent } from '../../server/convert/price-impact.js';
import { parseTokenId, parseUserAddress } from '../../server/convert/swap-chains.js';
import { typicalSwapGas } from '../../server/convert/swap-gas.js';
import { readServerConfig } from '../../server/server-config.js';

const ROUTER = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F';
const FACTORY = '0x4A679253410272dd5232B3Ff7cF5dbB88f295319';
const WETH = '0x09635F643e140090A9A8Dcd712eD6285858ceBef';
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The refusal's status, code and message, or a failed assertion when `run` did not refuse. */
function refusalOf(run: () => unknown): { status: number; code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ConvertRefusal)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
  throw new assert.AssertionError({ message: 'expected a refusal' });
}

describe('priceImpactPercent', () => {
  it('is the fee alone for a tiny swap through one pool, and grows with the amount', () => {
    const hops = [{ reserveIn: 10n ** 24n, reserveOut: 10n ** 24n }];
    const amountIn = 10n ** 12n;
    const amountOut = (amountIn * 997n * 10n ** 24n) / (10n ** 24n * 1000n + amountIn * 997n);
    assert.equal(priceImpactPercent({ amountIn, amountOut, hops }), 0.3);
    assert.equal(priceImpactPercent({ amountIn: 10n, amountOut: 0n, hops }), 100);
    assert.equal(
      priceImpactPercent({ amountIn: 10n, amountOut: 5n, hops: [{ reserveIn: 100n, reserveOut: 100n }] }),
      50,
    );
  });

  it('multiplies the hops of a route through WETH', () => {
    const hops = [
      { reserveIn: 100n, reserveOut: 200n },
      { reserveIn: 400n, reserveOut: 100n },
    ];
    // Mid price: 1 in → 2 → 0.5 out; receiving 0.25 per unit in is 50 % less.
    assert.equal(priceImpactPercent({ amountIn: 1000n, amountOut: 250n, hops }), 50);
  });
});

describe('minimumReceived', () => {
  it('takes SPEC §9’s 1 % (and other tolerances) off, rounding down', () => {
    assert.equal(SLIPPAGE_TOLERANCE, 1);
    assert.equal(minimumReceived({ amount: 1000n, slippage: 1 }), 990n);
    assert.equal(minimumReceived({ amount: 999n, slippage: 1 }), 989n);
    assert.equal(minimumReceived({ amount: 1000n, slippage: 0.5 }), 995n);
    assert.equal(minimumReceived({ amount: 1000n, slippage: 0 }), 1000n);
  });
});

describe('swap API parameters', () => {
  it('reads amounts as whole base units up to 2^256 − 1', () => {
    assert.equal(parseAmount({ value: '1000000', field: 'amount', positive: true }), 1_000_000n);
    assert.equal(parseAmount({ value: maxUint256.toString(), field: 'amount', positive: false }), maxUint256);
    assert.equal(parseAmount({ value: '0', field: 'amount', positive: false }), 0n);
    for (const value of ['0', (maxUint256 + 1n).toString(), '1.0', ' 1', 1, undefined]) {
      assert.equal(
        refusalOf(() => parseAmount({ value, field: 'amount', positive: true })).code,
        'INVALID_PARAMETER',
        String(value),
      );
    }
  });

  it('reads chain ids as CAIP-2 or bare EVM ids', () => {
    assert.deepEqual(parseChainParam({ value: 'eip155:31337' }), { namespace: 'eip155', chainId: 31337 });
    assert.deepEqual(parseChainParam({ value: '1' }), { namespace: 'eip155', chainId: 1 });
    assert.deepEqual(parseChainParam({ value: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }), {
      namespace: 'other',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    for (const value of [undefined, '', 'eip155:0x1', 'eip155:', '0']) {
      assert.equal(refusalOf(() => parseChainParam({ value })).code, 'INVALID_PARAMETER', String(value));
    }
  });

  it('reads slippage from 0 to 50 percent, SPEC §9’s 1 when absent', () => {
    assert.equal(parseSlippage({ value: undefined }), 1);
    assert.equal(parseSlippage({ value: '0.5' }), 0.5);
    assert.equal(parseSlippage({ value: 3 }), 3);
    for (const value of ['51', '-1', 'one', Number.NaN, true]) {
      assert.equal(refusalOf(() => parseSlippage({ value })).code, 'INVALID_PARAMETER', String(value));
    }
  });

  it('reads token ids as CAIP-10 EVM ids, another namespace being unsupported', () => {
    assert.deepEqual(parseTokenId({ value: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, field: 'from' }), {
      chainId: 1,
      address: NATIVE_TOKEN_ADDRESS,
    });
    assert.deepEqual(parseTokenId({ value: `eip155:31337:${WETH}`, field: 'to' }), {
      chainId: 31337,
      address: WETH.toLowerCase(),
    });
    assert.deepEqual(
      refusalOf(() =>
        parseTokenId({
          value: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
          field: 'from',
        }),
      ),
      {
        status: 400,
        code: 'NETWORK_NOT_SUPPORTED',
        message: 'Network not supported for Gas Price or Swaps',
      },
    );
    for (const value of [WETH, `eip155:1:${WETH}:x`, 'eip155:1:0x12', `eip155:01:${WETH}`, undefined]) {
      const refusal = refusalOf(() => parseTokenId({ value, field: 'from' }));
      assert.equal(refusal.code, 'INVALID_PARAMETER', String(value));
      assert.match(refusal.message, /^from /);
    }
  });

  it('reads a user address plain or CAIP-10 on the same chain', () => {
    assert.equal(parseUserAddress({ value: USER.toLowerCase(), chainId: 1 }), USER);
    assert.equal(parseUserAddress({ value: `eip155:1:${USER}`, chainId: 1 }), USER);
    assert.equal(
      refusalOf(() => parseUserAddress({ value: `eip155:2:${USER}`, chainId: 1 })).code,
      'INVALID_PARAMETER',
    );
    assert.equal(refusalOf(() => parseUserAddress({ value: 'bob', chainId: 1 })).code, 'INVALID_PARAMETER');
  });

  it('has a typical gas figure per hop for swaps that are not estimated', () => {
    assert.equal(typicalSwapGas({ path: [1, 2] }), 200_000n);
    assert.equal(typicalSwapGas({ path: [1, 2, 3] }), 280_000n);
  });
});

describe('readServerConfig: APPKIT_CHAINS swap', () => {
  const readSwap = (swap: unknown) =>
    readServerConfig({ env: { APPKIT_CHAINS: JSON.stringify([{ chainId: 1, rpcUrl: 'https://rpc.example', swap }]) } })
      .chains[0]!.swap;

  it('reads router, factory, weth and the optional usdToken, checksummed', () => {
    assert.deepEqual(readSwap({ router: ROUTER.toLowerCase(), factory: FACTORY, weth: WETH }), {
      router: ROUTER,
      factory: FACTORY,
      weth: WETH,
    });
    assert.deepEqual(readSwap({ router: ROUTER, factory: FACTORY, weth: WETH, usdToken: USER.toLowerCase() }), {
      router: ROUTER,
      factory: FACTORY,
      weth: WETH,
      usdToken: USER,
    });
    const plain = readServerConfig({
      env: { APPKIT_CHAINS: JSON.stringify([{ chainId: 1, rpcUrl: 'https://rpc.example' }]) },
    });
    assert.deepEqual(plain.chains, [{ chainId: 1, rpcUrl: 'https://rpc.example' }]);
  });

  it('names the field that is wrong', () => {
    assert.throws(
      () => readSwap('uniswap'),
      /^Error: APPKIT_CHAINS\[0\]\.swap must be an object: \{ router, factory, weth, usdToken\? \}$/,
    );
    assert.throws(
      () => readSwap({ router: ROUTER, factory: FACTORY }),
      /^Error: APPKIT_CHAINS\[0\]\.swap\.weth must be an address/,
    );
    assert.throws(
      () => readSwap({ router: '0x12', factory: FACTORY, weth: WETH }),
      /^Error: APPKIT_CHAINS\[0\]\.swap\.router must be an address/,
    );
    assert.throws(
      () => readSwap({ router: ROUTER, factory: FACTORY, weth: WETH, usdToken: 5 }),
      /APPKIT_CHAINS\[0\]\.swap\.usdToken must be an address/,
    );
    assert.throws(
      () => readSwap({ router: ROUTER, factory: FACTORY, weth: WETH, pools: [] }),
      /APPKIT_CHAINS\[0\]\.swap has an unknown field: pools/,
    );
  });
});
