import type Database from 'better-sqlite3';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import {
  ConvertErrorCode,
  type ConvertBuildApproveAnswer,
  type ConvertBuildTransactionAnswer,
  type ConvertBuildTransactionBody,
} from '../../src/core/protocol/convert-api.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import { parseAmount, parseSlippage } from './convert-params.js';
import { ConvertRefusal, answerConvertError, invalidParameter } from './convert-refusal.js';
import { readPair } from './convert-read-routes.js';
import { estimateCallGas, prepareSwap } from './prepare-swap.js';
import { readEvmGasPrice } from './read-gas-price.js';
import { requireBalance } from './require-balance.js';
import { findSwapAsset, parseTokenId, parseUserAddress, requireSwapChain, type SwapChain } from './swap-chains.js';
import { typicalSwapGas } from './swap-gas.js';

export interface ConvertBuildRoutesParameters {
  database: Database.Database;
  swapChains: ReadonlyMap<number, SwapChain>;
  /** The project check by query (require-project.ts). */
  project: MiddlewareHandler<ProjectEnv>;
  now: () => number;
}

const MAX_BODY_BYTES = 16 * 1024;

/** The build-transaction body as sent, before its fields are checked. */
type BuildBody = { [Key in keyof ConvertBuildTransactionBody]?: unknown } | null;
type BuildEnv = { Variables: ProjectEnv['Variables'] & { body: BuildBody } };

/**
 * The transactions the swap API builds for the user to send: build-approve and build-transaction
 * (convert-routes.ts documents them; shapes in core/protocol/convert-api.ts). Nothing is sent here.
 */
export function convertBuildRoutes({
  database,
  swapChains,
  project,
  now,
}: ConvertBuildRoutesParameters): Hono<BuildEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'Request too large', code: ConvertErrorCode.invalidBody }, 413),
  });
  // The body is read before the project check: its projectId may stand in for the query's (as AppKit sends it).
  const jsonBody = createMiddleware<BuildEnv>(async (c, next) => {
    try {
      const body = (await c.req.json()) as unknown;
      c.set('body', body && typeof body === 'object' && !Array.isArray(body) ? (body as BuildBody) : null);
    } catch {
      return c.json({ error: 'body must be JSON', code: ConvertErrorCode.invalidBody }, 400);
    }
    await next();
  });
  const bodyProject = requireProject({
    database,
    readProjectId: (c) => {
      const body = (c as Context<BuildEnv>).get('body');
      return c.req.query('projectId') || (typeof body?.projectId === 'string' ? body.projectId : undefined);
    },
  });
  return new Hono<BuildEnv>()
    .get('/v1/convert/build-approve', project, async (c) => {
      try {
        const tokenId = parseTokenId({ value: c.req.query('from'), field: 'from' });
        const swapChain = requireSwapChain({ swapChains, chainId: tokenId.chainId });
        // `to` (the token wanted) only has to make a pair with `from` when given; AppKit sends it.
        const token =
          c.req.query('to') === undefined
            ? findSwapAsset({ swapChain, tokenId, field: 'from' })
            : readPair({ swapChains, from: c.req.query('from'), to: c.req.query('to') }).from;
        if (token.isNative) throw invalidParameter('from is the native coin, which needs no approval');
        const user = parseUserAddress({ value: c.req.query('userAddress'), chainId: tokenId.chainId });
        const rawAmount = c.req.query('amount');
        const amount = rawAmount ? parseAmount({ value: rawAmount, field: 'amount', positive: false }) : maxUint256;
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [swapChain.swap.router, amount],
        });
        const call = { to: token.pathAddress, data, value: 0n };
        const [gas, { standard }] = await Promise.all([
          estimateCallGas({ swapChain, user, call, what: 'The approval' }),
          readEvmGasPrice({ client: swapChain.client }),
        ]);
        return c.json({
          tx: {
            from: `eip155:${tokenId.chainId}:${user}`,
            to: token.caip10,
            data,
            value: '0',
            eip155: { gas: Number(gas), gasPrice: standard },
          },
        } satisfies ConvertBuildApproveAnswer);
      } catch (error) {
        return answerConvertError({ c, error });
      }
    })
    .post('/v1/convert/build-transaction', limit, jsonBody, bodyProject, async (c) => {
      try {
        const body = c.get('body');
        if (!body)
          throw new ConvertRefusal({
            status: 400,
            code: ConvertErrorCode.invalidBody,
            message: 'body must be a JSON object',
          });
        const { swapChain, from, to } = readPair({ swapChains, from: body.from, to: body.to });
        const amount = parseAmount({ value: body.amount, field: 'amount', positive: true });
        const user = parseUserAddress({ value: body.userAddress, chainId: swapChain.chain.chainId });
        const eip155 = body.eip155;
        if (eip155 !== undefined && (eip155 === null || typeof eip155 !== 'object' || Array.isArray(eip155)))
          throw invalidParameter('eip155 must be an object: { slippage }');
        const slippage = parseSlippage({ value: (eip155 as { slippage?: unknown } | undefined)?.slippage });
        if (body.disableEstimate !== undefined && typeof body.disableEstimate !== 'boolean')
          throw invalidParameter('disableEstimate must be true or false');
        const amountOutMin =
          body.amountOutMin === undefined
            ? undefined
            : parseAmount({ value: body.amountOutMin, field: 'amountOutMin', positive: false });
        const prepared = await prepareSwap({ swapChain, from, to, amount, user, slippage, amountOutMin, now: now() });
        if ('reason' in prepared) {
          throw new ConvertRefusal({
            status: 400,
            code: ConvertErrorCode.insufficientLiquidity,
            message: 'No pool can fill this amount: try a smaller one',
          });
        }
        await requireBalance({ swapChain, from, user, amount });
        const [gas, { standard }] = await Promise.all([
          body.disableEstimate
            ? typicalSwapGas({ path: prepared.route.path })
            : estimateCallGas({ swapChain, user, call: prepared.call, what: 'The swap' }),
          readEvmGasPrice({ client: swapChain.client }),
        ]);
        return c.json({
          tx: {
            from: `eip155:${swapChain.chain.chainId}:${user}`,
            to: `eip155:${swapChain.chain.chainId}:${swapChain.swap.router}`,
            data: prepared.call.data,
            amount: prepared.call.value.toString(),
            eip155: { gas: gas.toString(), gasPrice: standard },
          },
          quote: { ...prepared.quote, gas: gas.toString() },
        } satisfies ConvertBuildTransactionAnswer);
      } catch (error) {
        return answerConvertError({ c, error });
      }
    });
}
