import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodePacked,
  erc20Abi,
  formatUnits,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  parseEther,
  toHex,
  zeroAddress,
  type Address,
} from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { deployDevToken } from '../../server/chains/deploy-dev-token.js';
import { deployExchange, type DevExchange } from '../../server/chains/deploy-exchange.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../server/chains/uniswap-v2-abi.js';
import { readTokenPrices } from '../../server/data-api/read-token-prices.js';
import { DEV_MNEMONIC, devAccounts } from '../../server/dev-accounts.js';
import { DEV_BUNDLER_ACCOUNT } from '../../server/dev-bundler-account.js';
import { DEV_EXCHANGE_ACCOUNT, DEV_EXCHANGE_ACCOUNT_INDEX } from '../../server/dev-exchange-account.js';

/** keccak256 of UniswapV2Pair's init code, hard-coded in Router02's UniswapV2Library.pairFor (capabilities.md §2.1). */
const PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';
const prices = readTokenPrices();

function clientsOf(node: StartHardhatNodeReturnType) {
  const chain = defineChain({
    id: node.chainId,
    name: `Local ${node.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  });
  // Hardhat answers a revert with -32603, which viem would retry for about a second.
  const transport = http(node.rpcUrl, { retryCount: 0 });
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ chain, transport, mode: 'hardhat' }),
    walletOf: (privateKey: `0x${string}`) =>
      createWalletClient({ chain, transport, account: privateKeyToAccount(privateKey) }),
  };
}

let nodeA: StartHardhatNodeReturnType | undefined;
let nodeB: StartHardhatNodeReturnType | undefined;
/** Chain A's exchange and DEV token, for the second chain's comparison. */
let onChainA: { exchange: DevExchange; devToken: Address } | undefined;

before(async () => {
  const started = await Promise.allSettled([
    startHardhatNode({ port: 0, chainId: 31337 }),
    startHardhatNode({ port: 0, chainId: 31338 }),
  ]);
  [nodeA, nodeB] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});

after(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
});

describe('DEV_EXCHANGE_ACCOUNT', () => {
  it('is hardhat account #18 of the mnemonic (funded), neither handed out nor the bundler', () => {
    assert.equal(DEV_EXCHANGE_ACCOUNT_INDEX, 18);
    const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEV_EXCHANGE_ACCOUNT_INDEX });
    assert.equal(DEV_EXCHANGE_ACCOUNT.address, derived.address);
    assert.equal(DEV_EXCHANGE_ACCOUNT.privateKey, toHex(derived.getHdKey().privateKey!));
    assert.ok(devAccounts.every((account) => account.address !== DEV_EXCHANGE_ACCOUNT.address));
    assert.notEqual(DEV_EXCHANGE_ACCOUNT.address, DEV_BUNDLER_ACCOUNT.address);
  });
});

describe('deployExchange', () => {
  let clients: ReturnType<typeof clientsOf>;
  let devToken: Address;
  let first: DevExchange;
  let second: DevExchange;
  let blocksBefore: bigint;
  let blocksAfter: bigint;

  before(async () => {
    if (!nodeA) throw new Error('chain A did not start');
    clients = clientsOf(nodeA);
    devToken = await deployDevToken({ rpcUrl: nodeA.rpcUrl, chainId: nodeA.chainId });
    first = await deployExchange({ rpcUrl: nodeA.rpcUrl, chainId: nodeA.chainId, devToken });
    blocksBefore = await clients.publicClient.getBlockNumber();
    second = await deployExchange({ rpcUrl: nodeA.rpcUrl, chainId: nodeA.chainId, devToken });
    blocksAfter = await clients.publicClient.getBlockNumber();
    onChainA = { exchange: first, devToken };
  });

  const balanceOf = (token: Address, owner: Address) =>
    clients.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const tokenOf = (symbol: string): Address => {
    if (symbol === 'ETH') return first.weth;
    if (symbol === 'DEV') return devToken;
    const token = first.tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`deployExchange returned no ${symbol}`);
    return token.address;
  };
  const decimalsOf = (symbol: string) => first.tokens.find((token) => token.symbol === symbol)?.decimals ?? 18;
  /** The pair's reserves ordered as [reserve of `symbolA`, reserve of `symbolB`]. */
  async function reservesOf(symbolA: string, symbolB: string): Promise<[bigint, bigint]> {
    const [tokenA, tokenB] = [tokenOf(symbolA), tokenOf(symbolB)];
    const pair = await clients.publicClient.readContract({
      address: first.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    });
    assert.notEqual(pair, zeroAddress, `no ${symbolA}/${symbolB} pair`);
    const [reserve0, reserve1] = await clients.publicClient.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    return BigInt(tokenA) < BigInt(tokenB) ? [reserve0, reserve1] : [reserve1, reserve0];
  }

  it('runs twice with the same result, the second time sending nothing', () => {
    assert.deepEqual(second, first);
    assert.equal(blocksAfter, blocksBefore);
  });

  it("puts WETH9, the factory, the router, USDL and GLDL at dev account #18's nonces 0..4", async () => {
    const at = (nonce: bigint) => getContractAddress({ from: DEV_EXCHANGE_ACCOUNT.address, nonce });
    assert.deepEqual(
      [first.weth, first.factory, first.router, ...first.tokens.map((token) => token.address)],
      [at(0n), at(1n), at(2n), at(3n), at(4n)],
    );
    const { publicClient } = clients;
    assert.equal(
      await publicClient.readContract({ address: first.router, abi: uniswapV2RouterAbi, functionName: 'factory' }),
      first.factory,
    );
    assert.equal(
      await publicClient.readContract({ address: first.router, abi: uniswapV2RouterAbi, functionName: 'WETH' }),
      first.weth,
    );
  });

  it('returns the tokens as the chain reads them: USDL with 6 decimals, GLDL with 18', async () => {
    assert.deepEqual(
      first.tokens.map(({ symbol, name, decimals }) => ({ symbol, name, decimals })),
      [
        { symbol: 'USDL', name: 'Local USD', decimals: 6 },
        { symbol: 'GLDL', name: 'Local Gold', decimals: 18 },
      ],
    );
    for (const { address, symbol, name, decimals } of first.tokens) {
      const { publicClient } = clients;
      const onChain = await Promise.all([
        publicClient.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        publicClient.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        publicClient.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ]);
      assert.deepEqual(onChain, [symbol, name, decimals]);
    }
  });

  it("seeds ETH/DEV, ETH/USDL, DEV/USDL and ETH/GLDL at the price table's ratios, at the router's pair addresses", async () => {
    const pools = [
      ['ETH', 'DEV'],
      ['ETH', 'USDL'],
      ['DEV', 'USDL'],
      ['ETH', 'GLDL'],
    ] as const;
    for (const [symbolA, symbolB] of pools) {
      const [reserveA, reserveB] = await reservesOf(symbolA, symbolB);
      const usdA = Number(formatUnits(reserveA, decimalsOf(symbolA))) * prices.get(symbolA)!;
      const usdB = Number(formatUnits(reserveB, decimalsOf(symbolB))) * prices.get(symbolB)!;
      assert.ok(usdA > 0 && Math.abs(usdA - usdB) < 1e-6 * usdA, `${symbolA}/${symbolB}: $${usdA} against $${usdB}`);
      // Router02 derives pair addresses with CREATE2 and the init-code hash it was built with.
      const [token0, token1] = [tokenOf(symbolA), tokenOf(symbolB)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
      const pairFor = getContractAddress({
        opcode: 'CREATE2',
        from: first.factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0!, token1!])),
        bytecodeHash: PAIR_INIT_CODE_HASH,
      });
      const pair = await clients.publicClient.readContract({
        address: first.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [token0!, token1!],
      });
      assert.equal(pair, pairFor);
    }
    assert.equal(
      await clients.publicClient.readContract({
        address: first.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'allPairsLength',
      }),
      BigInt(pools.length),
    );
  });

  it('quotes DEV → GLDL through WETH (no direct pool)', async () => {
    const direct = await clients.publicClient.readContract({
      address: first.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [devToken, tokenOf('GLDL')],
    });
    assert.equal(direct, zeroAddress);
    const amounts = await clients.publicClient.readContract({
      address: first.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1000'), [devToken, first.weth, tokenOf('GLDL')]],
    });
    assert.equal(amounts.length, 3);
    assert.ok(amounts[2]! > 0n);
  });

  it('quotes 1 ETH → DEV with the constant-product formula and the 0.3 % fee, and swaps exactly that', async () => {
    const amountIn = parseEther('1');
    const [reserveEth, reserveDev] = await reservesOf('ETH', 'DEV');
    const expected = (amountIn * 997n * reserveDev) / (reserveEth * 1000n + amountIn * 997n);
    const path = [first.weth, devToken] as const;
    const amounts = await clients.publicClient.readContract({
      address: first.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    assert.deepEqual(amounts, [amountIn, expected]);

    const trader = devAccounts[5]!;
    const wallet = clients.walletOf(trader.privateKey);
    const [devBefore, ethBefore] = [
      await balanceOf(devToken, trader.address),
      await clients.publicClient.getBalance(trader),
    ];
    const hash = await wallet.writeContract({
      address: first.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [expected, path, trader.address, maxUint256],
      value: amountIn,
    });
    const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, 'success');
    assert.equal((await balanceOf(devToken, trader.address)) - devBefore, expected);
    assert.equal(
      ethBefore - (await clients.publicClient.getBalance(trader)),
      amountIn + receipt.gasUsed * receipt.effectiveGasPrice,
    );
    assert.deepEqual(await reservesOf('ETH', 'DEV'), [reserveEth + amountIn, reserveDev - expected]);
  });
});

describe('deployExchange on a second chain', () => {
  it('refuses when the deployer has used its nonces, and otherwise funds it and lands at the same addresses', async () => {
    if (!nodeB || !onChainA) throw new Error('chain B did not start, or the exchange on chain A was not deployed');
    const { rpcUrl, chainId } = nodeB;
    const { publicClient, testClient, walletOf } = clientsOf(nodeB);
    const devToken = await deployDevToken({ rpcUrl, chainId });
    assert.equal(devToken, onChainA.devToken);

    const snapshot = await testClient.snapshot();
    const spent = await walletOf(DEV_EXCHANGE_ACCOUNT.privateKey).sendTransaction({
      to: devAccounts[1]!.address,
      value: 1n,
    });
    await publicClient.waitForTransactionReceipt({ hash: spent });
    await assert.rejects(deployExchange({ rpcUrl, chainId, devToken }), /WETH9 is not at 0x\w+ .* at nonce 1, not 0/);
    await testClient.revert({ id: snapshot });

    // Hardhat funds #18, so only an empty deployer exercises the top-up from dev account #0.
    await testClient.setBalance({ address: DEV_EXCHANGE_ACCOUNT.address, value: 0n });
    const exchange = await deployExchange({ rpcUrl, chainId, devToken });
    assert.deepEqual(exchange, onChainA.exchange);
    assert.ok(await publicClient.getCode({ address: exchange.router }));
    assert.ok((await publicClient.getBalance({ address: DEV_EXCHANGE_ACCOUNT.address })) > 0n);
  });
});
