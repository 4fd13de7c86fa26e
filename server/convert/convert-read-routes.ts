import { Hono, type MiddlewareHandler } from 'hono';
import { erc20Abi, maxUint256, zeroAddress } from 'viem';
import {
  ConvertErrorCode,
  SLIPPAGE_TOLERANCE,
  type ConvertAllowanceAnswer,
  type ConvertGasPriceAnswer,
  type ConvertNetworksAnswer,
  type ConvertQuotesAnswer,
  type ConvertTokensAnswer,
} from '../../src/core/protocol/convert-api.js';
import { tokenIconUrl } from '../data-api/create-chain-clients.js';
import type { ProjectEnv } from '../directory/require-project.js';
import type { RpcProxyNetwork } from '../routes/rpc-proxy.js';
import { parseAmount, parseChainParam } from './convert-params.js';
import { ConvertRefusal, answerConvertError, networkNotSupported, nodeUnavailable } from './convert-refusal.js';
import { estimateCallGas, prepareSwap } from './prepare-swap.js';
import { readEvmGasPrice, readSolanaGasPrice } from './read-gas-price.js';
import {
  listSwapAssets,
  findSwapAsset,
  parseTokenId,
  parseUserAddress,
  requireSwapChain,
  type SwapAsset,
  type SwapChain,
} from './swap-chains.js';
import { typicalSwapGas } from './swap-gas.js';

export interface ConvertReadRoutesParameters {
  swapChains: ReadonlyMap<number, SwapChain>;
  /** Non-EVM networks by CAIP-2 id (the local Solana cluster): gas-price answers for them. */
  networks: readonly RpcProxyNetwork[];
  /** The project check (require-project.ts). */
  project: MiddlewareHandler<ProjectEnv>;
  now: () => number;
}

/**
 * The reads of the swap API: networks, tokens, quotes, allowance, gas price (convert-routes.ts documents
 * them; shapes in core/protocol/convert-api.ts).
 */
export function convertReadRoutes({
  swapChains,
  networks,
  project,
  now,
}: ConvertReadRoutesParameters): Hono<ProjectEnv> {
  return new Hono<ProjectEnv>()
    .get('/v1/convert/networks', project, (c) =>
      c.json({
        networks: [...swapChains.keys()].map((chainId) => `eip155:${chainId}`),
      } satisfies ConvertNetworksAnswer),
    )
    .get('/v1/convert/tokens', project, async (c) => {
      try {
        const chain = parseChainParam({ value: c.req.query('chainId') });
        if (chain.namespace !== 'eip155') throw networkNotSupported();
        const swapChain = requireSwapChain({ swapChains, chainId: chain.chainId });
        const pooled = await findPooledAssets({ swapChain });
        const projectId = c.get('project').projectId;
        return c.json({
          tokens: pooled.map(({ name, symbol, caip10, decimals }) => ({
            name,
            symbol,
            address: caip10,
            decimals,
            logoUri: tokenIconUrl({ requestUrl: c.req.url, projectId, symbol }),
            eip2612: false,
          })),
        } satisfies ConvertTokensAnswer);
      } catch (error) {
        return answerConvertError({ c, error });
      }
    })
    .get('/v1/convert/quotes', project, async (c) => {
      try {
        const { swapChain, from, to } = readPair({ swapChains, from: c.req.query('from'), to: c.req.query('to') });
        const amount = parseAmount({ value: c.req.query('amount'), field: 'amount', positive: true });
        const gasPrice = c.req.query('gasPrice');
        if (gasPrice !== undefined && gasPrice !== '')
          parseAmount({ value: gasPrice, field: 'gasPrice', positive: false });
        const rawUser = c.req.query('userAddress');
        const user = rawUser ? parseUserAddress({ value: rawUser, chainId: swapChain.chain.chainId }) : undefined;
        // Without a user the call is never sent nor estimated: its recipient does not matter.
        const recipient = user ?? zeroAddress;
        const prepared = await prepareSwap({
          swapChain,
          from,
          to,
          amount,
          user: recipient,
          slippage: SLIPPAGE_TOLERANCE,
          now: now(),
        });
        if ('reason' in prepared) return c.json({ quotes: [], reason: prepared.reason } satisfies ConvertQuotesAnswer);
        let gas = typicalSwapGas({ path: prepared.route.path });
        if (user) {
          // Measured when the swap would run now; a user without the balance or allowance yet gets the typical figure.
          gas = await estimateCallGas({ swapChain, user, call: prepared.call, what: 'The swap' }).catch(
            (error: unknown) => {
              if (error instanceof ConvertRefusal && error.code === ConvertErrorCode.estimateFailed) return gas;
              throw error;
            },
          );
        }
        return c.json({ quotes: [{ ...prepared.quote, gas: gas.toString() }] } satisfies ConvertQuotesAnswer);
      } catch (error) {
        return answerConvertError({ c, error });
      }
    })
    .get('/v1/convert/allowance', project, async (c) => {
      try {
        const tokenId = parseTokenId({ value: c.req.query('tokenAddress'), field: 'tokenAddress' });
        const swapChain = requireSwapChain({ swapChains, chainId: tokenId.chainId });
        const token = findSwapAsset({ swapChain, tokenId, field: 'tokenAddress' });
        const user = parseUserAddress({ value: c.req.query('userAddress'), chainId: tokenId.chainId });
        if (token.isNative) return c.json({ allowance: maxUint256.toString() } satisfies ConvertAllowanceAnswer);
        const allowance = await swapChain.client
          .readContract({
            address: token.pathAddress,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [user, swapChain.swap.router],
          })
          .catch((error: unknown) => Promise.reject(nodeUnavailable(error)));
        return c.json({ allowance: allowance.toString() } satisfies ConvertAllowanceAnswer);
      } catch (error) {
        return answerConvertError({ c, error });
      }
    })
    .get('/v1/convert/gas-price', project, async (c) => {
      try {
        const chain = parseChainParam({ value: c.req.query('chainId') });
        if (chain.namespace === 'other') {
          const network = networks.find((candidate) => candidate.caipNetworkId === chain.caipNetworkId);
          if (!network || !chain.caipNetworkId.startsWith('solana:')) throw networkNotSupported();
          return c.json((await readSolanaGasPrice({ rpcUrl: network.rpcUrl })) satisfies ConvertGasPriceAnswer);
        }
        const swapChain = requireSwapChain({ swapChains, chainId: chain.chainId });
        return c.json((await readEvmGasPrice({ client: swapChain.client })) satisfies ConvertGasPriceAnswer);
      } catch (error) {
        return answerConvertError({ c, error });
      }
    });
}

/**
 * The swap chain and the two assets of a `from`/`to` pair: one chain, two different assets
 * (the native coin and WETH count as one).
 *
 * @example
 * const { swapChain, from, to } = readPair({ swapChains, from: query.from, to: query.to });
 */
export function readPair({
  swapChains,
  from: rawFrom,
  to: rawTo,
}: {
  swapChains: ReadonlyMap<number, SwapChain>;
  from: unknown;
  to: unknown;
}): { swapChain: SwapChain; from: SwapAsset; to: SwapAsset } {
  const fromId = parseTokenId({ value: rawFrom, field: 'from' });
  const toId = parseTokenId({ value: rawTo, field: 'to' });
  const swapChain = requireSwapChain({ swapChains, chainId: fromId.chainId });
  if (toId.chainId !== fromId.chainId)
    throw new ConvertRefusal({
      status: 400,
      code: ConvertErrorCode.invalidPair,
      message: 'from and to must be on the same chain',
    });
  const from = findSwapAsset({ swapChain, tokenId: fromId, field: 'from' });
  const to = findSwapAsset({ swapChain, tokenId: toId, field: 'to' });
  if (from.pathAddress === to.pathAddress)
    throw new ConvertRefusal({
      status: 400,
      code: ConvertErrorCode.invalidPair,
      message: 'from and to must be different tokens',
    });
  return { swapChain, from, to };
}

/** The chain's assets that are in at least one pool with liquidity (the native coin through WETH). */
async function findPooledAssets({ swapChain }: { swapChain: SwapChain }): Promise<SwapAsset[]> {
  const assets = listSwapAssets({ swapChain });
  const pairs = assets.flatMap((a, i) => assets.slice(i + 1).map((b) => [a, b] as const));
  const pooled = new Set<string>();
  await Promise.all(
    pairs.map(async ([a, b]) => {
      const pool = await swapChain.pools
        .readReserves({ tokenIn: a.pathAddress, tokenOut: b.pathAddress })
        .catch((error: unknown) => Promise.reject(nodeUnavailable(error)));
      if (pool && pool.reserveIn > 0n && pool.reserveOut > 0n) pooled.add(a.caip10).add(b.caip10);
    }),
  );
  return assets.filter((asset) => pooled.has(asset.caip10));
}
