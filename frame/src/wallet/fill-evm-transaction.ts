import { BaseError, createPublicClient, custom, defineChain, type Address, type Hex } from 'viem';
import { estimateFeesPerGas, estimateGas } from 'viem/actions';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { EvmTransactionRequest } from '../approval/read-evm-request.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import { toNetworkError } from './to-network-error.js';
import { forwardRpc } from './forward-rpc.js';

/** The fee fields of a transaction: EIP-1559 maxima, or a legacy gas price. */
export type EvmTransactionFees =
  { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: 'legacy'; gasPrice: bigint };

/** A transaction with every number the approval shows and the signer signs; only a nonce the page left out is read at signing. */
export interface FilledEvmTransaction {
  to?: Address;
  value: bigint;
  data?: Hex;
  gas: bigint;
  nonce?: number;
  fees: EvmTransactionFees;
  /** Which of the numbers the page chose itself (the approval says so). */
  setBySite: { gas: boolean; fees: boolean };
}

export interface FillEvmTransactionParameters {
  transaction: EvmTransactionRequest;
  chainId: number;
  /** The frame's RPC proxy for this chain. */
  rpcUrl: string;
  /** The wallet's address, for the gas estimate. */
  from: Address;
}

/**
 * What fillEvmTransaction throws: the chain's refusal of an estimate with the node's code, -32603
 * when the chain could not be reached, -32602 for EIP-1559 fees on a chain without them.
 */
export type FillEvmTransactionErrorType = InvalidRequestError | ErrorType;

/**
 * Fills the gas limit and the fees a transaction request left out, from the chain through the
 * frame's own RPC proxy (viem's estimates: eth_estimateGas; base fee × 1.2 + eth_maxPriorityFeePerGas,
 * or eth_gasPrice × 1.2 where the chain has no base fee), BEFORE the approval, so the screen
 * shows the numbers that will be signed (F5). Numbers the page set are kept as they are and
 * marked, and the approval warns when they make the fee high. A request the chain cannot
 * estimate (it would revert, or the wallet lacks funds) is refused with the node's code.
 *
 * @example
 * const filled = await fillEvmTransaction({ transaction, chainId: 31337, rpcUrl, from: address });
 * filled.gas * filled.fees.maxFeePerGas; // the most this transaction can cost
 */
export async function fillEvmTransaction({
  transaction,
  chainId,
  rpcUrl,
  from,
}: FillEvmTransactionParameters): Promise<FilledEvmTransaction> {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  // Every read goes through forwardRpc, the frame's one way to its server's RPC proxy.
  const client = createPublicClient({
    chain,
    transport: custom({ request: ({ method, params }) => forwardRpc({ rpcUrl, method, params }) }, { retryCount: 0 }),
  });
  const { to, value, data, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction;
  const feesBySite = gasPrice !== undefined || maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined;
  const fees = await chainCall('estimate the network fee', () =>
    fillFees({ client, chain, gasPrice, maxFeePerGas, maxPriorityFeePerGas }),
  );
  const gasLimit =
    gas ??
    (await chainCall('estimate this transaction', () => estimateGas(client, { account: from, to, value, data })));
  return {
    ...(to === undefined ? {} : { to }),
    value,
    ...(data === undefined ? {} : { data }),
    gas: gasLimit,
    ...(nonce === undefined ? {} : { nonce }),
    fees,
    setBySite: { gas: gas !== undefined, fees: feesBySite },
  };
}

type Client = ReturnType<typeof createPublicClient>;

async function fillFees({
  client,
  chain,
  gasPrice,
  maxFeePerGas,
  maxPriorityFeePerGas,
}: { client: Client; chain: ReturnType<typeof defineChain> } & Pick<
  EvmTransactionRequest,
  'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
>): Promise<EvmTransactionFees> {
  if (gasPrice !== undefined) return { type: 'legacy', gasPrice };
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined)
    return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
  const estimate = await estimateFeesPerGas(client, { chain, type: 'eip1559' }).catch((error: unknown) => {
    if (error instanceof BaseError && error.name === 'Eip1559FeesNotSupportedError') return undefined;
    throw error;
  });
  if (!estimate) {
    // No base fee on this chain.
    if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)
      throw new InvalidRequestError({ message: 'This network takes a gasPrice, not maxFeePerGas' });
    return { type: 'legacy', gasPrice: (await estimateFeesPerGas(client, { chain, type: 'legacy' })).gasPrice };
  }
  // One field from the page: the other follows the network's estimate, never above the page's maximum.
  const priority =
    maxPriorityFeePerGas ??
    (maxFeePerGas !== undefined && maxFeePerGas < estimate.maxPriorityFeePerGas
      ? maxFeePerGas
      : estimate.maxPriorityFeePerGas);
  const maximum = maxFeePerGas ?? estimate.maxFeePerGas - estimate.maxPriorityFeePerGas + priority;
  return { type: 'eip1559', maxFeePerGas: maximum, maxPriorityFeePerGas: priority };
}

/** Runs one estimate; a refusal keeps the node's JSON-RPC code and its message (viem wraps what forwardRpc threw). */
async function chainCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InvalidRequestError) throw error;
    throw toNetworkError({ what, error });
  }
}
