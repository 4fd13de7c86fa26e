import { hexToBigInt, hexToNumber, isAddress, isHex, type AccessList, type Address, type Hex } from 'viem';
import { ProviderRpcError } from './provider-rpc-error.js';

/** An eth_sendTransaction request decoded from its JSON-RPC (hex) form. */
export interface TransactionParams {
  from?: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
  chainId?: number;
  accessList?: AccessList;
  type?: 'legacy' | 'eip2930' | 'eip1559';
}

const TYPES = { '0x0': 'legacy', '0x1': 'eip2930', '0x2': 'eip1559' } as const;

/**
 * Decodes the first eth_sendTransaction parameter (quantities as hex, as dapps send them).
 * Anything malformed is an invalid-params error (-32602), as in MetaMask.
 */
export function parseTransactionParams({ raw }: { raw: unknown }): TransactionParams {
  if (typeof raw !== 'object' || raw === null)
    throw ProviderRpcError.invalidParams({ message: 'Invalid params: expected a transaction object' });
  const tx = raw as Record<string, unknown>;
  const out: TransactionParams = {};
  const address = (key: string): Address | undefined => {
    const value = tx[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !isAddress(value, { strict: false }))
      throw ProviderRpcError.invalidParams({ message: `Invalid params: "${key}" must be an address` });
    return value;
  };
  const quantity = (key: string): bigint | undefined => {
    const value = tx[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !isHex(value) || value === '0x')
      throw ProviderRpcError.invalidParams({ message: `Invalid params: "${key}" must be a hex quantity` });
    return hexToBigInt(value);
  };

  const from = address('from');
  if (from) out.from = from;
  const to = address('to');
  if (to) out.to = to;
  const data = tx.data ?? tx.input;
  if (data !== undefined && data !== null) {
    if (typeof data !== 'string' || !isHex(data))
      throw ProviderRpcError.invalidParams({ message: 'Invalid params: "data" must be hex' });
    out.data = data;
  }
  const value = quantity('value');
  if (value !== undefined) out.value = value;
  const gas = quantity('gas') ?? quantity('gasLimit');
  if (gas !== undefined) out.gas = gas;
  const gasPrice = quantity('gasPrice');
  if (gasPrice !== undefined) out.gasPrice = gasPrice;
  const maxFeePerGas = quantity('maxFeePerGas');
  if (maxFeePerGas !== undefined) out.maxFeePerGas = maxFeePerGas;
  const maxPriorityFeePerGas = quantity('maxPriorityFeePerGas');
  if (maxPriorityFeePerGas !== undefined) out.maxPriorityFeePerGas = maxPriorityFeePerGas;
  const nonce = quantity('nonce');
  if (nonce !== undefined) out.nonce = Number(nonce);
  const chainId = quantity('chainId');
  if (chainId !== undefined) out.chainId = Number(chainId);
  if (Array.isArray(tx.accessList)) out.accessList = tx.accessList as AccessList;
  if (tx.type !== undefined && tx.type !== null) {
    const type = typeof tx.type === 'string' && isHex(tx.type) ? TYPES[normalizeType(tx.type)] : undefined;
    if (!type)
      throw ProviderRpcError.invalidParams({
        message: `Invalid params: unsupported transaction type ${String(tx.type)}`,
      });
    out.type = type;
  }
  if (out.to === undefined && out.data === undefined)
    throw ProviderRpcError.invalidParams({ message: 'Invalid params: a transaction needs "to" or "data"' });
  return out;
}

// '0x02' and '0x2' are both seen in the wild.
function normalizeType(hex: Hex): keyof typeof TYPES {
  return `0x${hexToNumber(hex).toString(16)}` as keyof typeof TYPES;
}
