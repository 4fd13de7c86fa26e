import { getAddress, isAddress, numberToHex, type Address, type Hex } from 'viem';
import type { UpstreamBundlerSetup } from '../server-chain.js';
import { BundlerErrorCode, BundlerRpcError, invalidParams } from './bundler-error.js';
import { BUNDLER_UPSTREAM_TIMEOUT_MS } from './bundler-limits.js';
import { parseUserOperationHash, readServedEntryPoint } from './bundler-params.js';
import { callUpstreamBundler, UpstreamBundlerError } from './call-upstream-bundler.js';
import type { ChainBundler } from './create-chain-bundler.js';
import { CHAIN_READ_METHODS, forwardChainRead } from './forward-chain-read.js';
import { createNodeRpc } from './node-rpc.js';

export interface CreateUpstreamBundlerParameters {
  chainId: number;
  /** The chain's node: fee reads (CHAIN_READ_METHODS) are answered from it, not the upstream. */
  rpcUrl: string;
  accountAbstraction: UpstreamBundlerSetup;
  /** Defaults to {@link BUNDLER_UPSTREAM_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/**
 * The ERC-4337 methods forwarded, with how many of their parameters (ERC-7769): nothing else
 * reaches the upstream. `pimlico_getUserOperationGasPrice` is the fee quote some bundlers require
 * operations to meet (viem's `userOperation.estimateFeesPerGas` hook for Pimlico calls it); a
 * bundler without it answers -32601 itself.
 */
const FORWARDED_PARAM_COUNTS: Readonly<Record<string, number>> = {
  eth_chainId: 0,
  eth_supportedEntryPoints: 0,
  eth_estimateUserOperationGas: 3,
  eth_sendUserOperation: 2,
  eth_getUserOperationReceipt: 1,
  eth_getUserOperationByHash: 1,
  pimlico_getUserOperationGasPrice: 0,
};

/**
 * The bundler of one chain as a forwarder to an upstream ERC-4337 bundler (any provider): the
 * frame may call its own server only (CSP), so the server relays. It refuses, before forwarding,
 * an operation for an entry point outside `entryPoints`, a malformed hash and every other method;
 * `eth_supportedEntryPoints` answers the upstream's list within `entryPoints`, and an upstream that
 * answers for another chain is not used. Same interface as createChainBundler.
 *
 * @example
 * const bundler = createUpstreamBundler({ chainId: 1, rpcUrl, accountAbstraction: { bundlerUrl, entryPoints } });
 * const hash = await bundler.request({ method: 'eth_sendUserOperation', params: [op, entryPoint07Address] });
 */
export function createUpstreamBundler({
  chainId,
  rpcUrl,
  accountAbstraction,
  timeoutMs = BUNDLER_UPSTREAM_TIMEOUT_MS,
}: CreateUpstreamBundlerParameters): ChainBundler {
  const node = createNodeRpc({ rpcUrl });
  const entryPoints = accountAbstraction.entryPoints.map((address) => getAddress(address));
  const upstream = (method: string, params: unknown[]) =>
    callUpstreamBundler({ url: accountAbstraction.bundlerUrl, method, params, timeoutMs });

  /** The parameters forwarded, checked: the upstream sees only a served entry point and well-formed hashes. */
  const checkParams = (method: string, params: unknown[]): unknown[] => {
    const forwarded = params.slice(0, FORWARDED_PARAM_COUNTS[method]);
    if (method === 'eth_sendUserOperation' || method === 'eth_estimateUserOperationGas') {
      const [userOperation, entryPoint, ...rest] = forwarded;
      if (!userOperation || typeof userOperation !== 'object' || Array.isArray(userOperation))
        throw invalidParams('Invalid user operation: expected an object');
      return [userOperation, readServedEntryPoint({ value: entryPoint, entryPoints }), ...rest];
    }
    if (method === 'eth_getUserOperationReceipt' || method === 'eth_getUserOperationByHash')
      return [parseUserOperationHash(forwarded[0])];
    return forwarded;
  };

  return {
    async request({ method, params }: { method: string; params: unknown[] }): Promise<unknown> {
      if (CHAIN_READ_METHODS.has(method)) return forwardChainRead({ node, method, params });
      if (!Object.hasOwn(FORWARDED_PARAM_COUNTS, method))
        throw new BundlerRpcError({
          code: BundlerErrorCode.methodNotFound,
          message: `Method not found: ${method.slice(0, 64)}`,
        });
      const result = await upstream(method, checkParams(method, params));
      if (method === 'eth_chainId') return sameChain({ result, chainId });
      if (method === 'eth_supportedEntryPoints') return servedOf({ result, entryPoints });
      return result;
    },
  };
}

/** The upstream's entry points, in its order, that this chain serves. */
function servedOf({ result, entryPoints }: { result: unknown; entryPoints: readonly Address[] }): Address[] {
  if (!Array.isArray(result)) throw new UpstreamBundlerError({ message: 'eth_supportedEntryPoints answered no list' });
  return result
    .filter((entry): entry is string => typeof entry === 'string' && isAddress(entry, { strict: false }))
    .map((entry) => getAddress(entry))
    .filter((entry) => entryPoints.includes(entry));
}

/** The chain id, when the upstream's eth_chainId is this chain's: a bundler of another chain is a misconfiguration. */
function sameChain({ result, chainId }: { result: unknown; chainId: number }): Hex {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(result) || BigInt(result) !== BigInt(chainId))
    throw new UpstreamBundlerError({
      message: `eth_chainId answered ${String(result).slice(0, 20)}, not chain ${chainId}`,
    });
  return numberToHex(chainId);
}
