import { createClient, encodeFunctionData, erc20Abi, type Address } from 'viem';
import { estimateGas, getGasPrice } from 'viem/actions';
import type { EvmTransferParameters } from '../../core/types/send-actions.js';
import { rpcTransport } from './rpc-transport.js';

/**
 * The network fee of a transfer for the preview, in wei: `eth_estimateGas` × `eth_gasPrice`,
 * both read from the network's RPC (not the wallet), so the preview asks the wallet nothing. The
 * two calls go out together, as one JSON-RPC batch in one POST.
 *
 * @example
 * await estimateEvmFee({ from, to, amount: 1n, chain, rpcUrl: 'http://127.0.0.1:8545' }); // 21000n * gasPrice
 */
export async function estimateEvmFee(parameters: Omit<EvmTransferParameters, 'provider'>): Promise<bigint> {
  const { from, to, amount, tokenAddress, rpcUrl } = parameters;
  const client = createClient({ transport: rpcTransport({ url: rpcUrl, retryCount: 1 }) });
  const request = tokenAddress
    ? {
        account: from as Address,
        to: tokenAddress as Address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] }),
      }
    : { account: from as Address, to: to as Address, value: amount };
  const [gas, gasPrice] = await Promise.all([estimateGas(client, request), getGasPrice(client)]);
  return gas * gasPrice;
}
