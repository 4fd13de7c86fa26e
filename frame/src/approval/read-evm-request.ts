import { hashTypedData, isAddress, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import { parseQuantity, type ParseQuantityErrorType } from './parse-quantity.js';

/** A transaction as the page asked for it: the fields it left out are undefined (the frame fills gas and fees). */
export interface EvmTransactionRequest {
  to?: Address;
  value: bigint;
  data?: Hex;
  gas?: bigint;
  nonce?: number;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/** EIP-712 typed data as it will be signed: the domain holds only the fields that enter its hash, chainId as a number. */
export interface EvmTypedData {
  domain: { name?: string; version?: string; chainId?: bigint; verifyingContract?: Address; salt?: Hex };
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>;
  primaryType: string;
  message: Record<string, unknown>;
}

/** An EVM signing request after its checks: exactly what is shown and then signed. */
export type EvmRequest<Transaction = EvmTransactionRequest> =
  | { method: 'personal_sign'; message: Hex }
  | { method: 'eth_signTypedData_v4'; typedData: EvmTypedData }
  | { method: 'eth_sendTransaction'; transaction: Transaction };

export interface ReadEvmRequestParameters {
  method: string;
  params: unknown;
  /** The frame's active EVM chain id (the network the visitor sees). */
  chainId: number;
  /** The wallet's address: a request naming another account is refused. */
  address: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const notOwn = (what: string) => new InvalidRequestError({ message: `The ${what} is not this wallet’s`, code: 4100 });

/** What readEvmRequest throws: a refusal, -32602 unless it names another account (4100) or an unsupported method (4200). */
export type ReadEvmRequestErrorType = InvalidRequestError | ParseQuantityErrorType;

/**
 * Checks an EVM signing request and turns it into the one value the approval shows and the
 * signer signs (docs/SECURITY.md T8, T9): a hex message; typed data whose domain chainId is the
 * frame's active chain (or absent: "any chain") and is signed as a number whatever form the page
 * sent it in; a transaction whose every field is a strict quantity, hex or address. Anything
 * else is refused as invalid params before the visitor sees it; another account, 4100.
 *
 * @example
 * readEvmRequest({ method: 'personal_sign', params: ['0x68656c6c6f', address], chainId: 1, address }); // { method: 'personal_sign', message: '0x68656c6c6f' }
 */
export function readEvmRequest({ method, params, chainId, address }: ReadEvmRequestParameters): EvmRequest {
  const list = Array.isArray(params) ? params : [];
  const own = (value: unknown) => typeof value === 'string' && value.toLowerCase() === address.toLowerCase();
  if (method === 'personal_sign') {
    const [message, account] = list;
    if (typeof message !== 'string' || !isHex(message))
      throw new InvalidRequestError({ message: 'personal_sign needs a hex message' });
    if (!own(account)) throw notOwn('address');
    return { method, message };
  }
  if (method === 'eth_signTypedData_v4') {
    if (!own(list[0])) throw notOwn('address');
    return { method, typedData: readTypedData({ json: list[1], chainId }) };
  }
  if (method === 'eth_sendTransaction')
    return { method, transaction: readTransaction({ transaction: list[0], chainId, own }) };
  throw new InvalidRequestError({ message: 'This request is not supported by the embedded wallet', code: 4200 });
}

function readTypedData({ json, chainId }: { json: unknown; chainId: number }): EvmTypedData {
  let data: unknown;
  try {
    data = typeof json === 'string' ? JSON.parse(json) : json;
  } catch {
    throw new InvalidRequestError({ message: 'Typed data is not valid JSON' });
  }
  if (!isPlainObject(data) || typeof data.primaryType !== 'string')
    throw new InvalidRequestError({ message: 'Typed data needs a primaryType' });
  const { primaryType } = data;
  if (!isPlainObject(data.types) || primaryType === 'EIP712Domain' || !Array.isArray(data.types[primaryType]))
    throw new InvalidRequestError({ message: 'Typed data needs the types of its primaryType' });
  if (!isPlainObject(data.message)) throw new InvalidRequestError({ message: 'Typed data needs a message' });
  const given = data.domain === undefined || data.domain === null ? {} : data.domain;
  if (!isPlainObject(given)) throw new InvalidRequestError({ message: 'Invalid typed data domain' });
  // viem hashes the domain fields that are present (not null or undefined), whatever the page's
  // EIP712Domain type says, so the domain is rebuilt from exactly those fields.
  const domain: EvmTypedData['domain'] = {};
  const text = (key: 'name' | 'version') => {
    const value = given[key];
    if (value === undefined || value === null) return;
    if (typeof value !== 'string') throw new InvalidRequestError({ message: `Invalid typed data domain ${key}` });
    domain[key] = value;
  };
  text('name');
  text('version');
  const domainChainId = parseQuantity({ value: given.chainId, field: 'typed data chainId' });
  if (domainChainId !== undefined) {
    if (domainChainId !== BigInt(chainId))
      throw new InvalidRequestError({
        message: `Typed data is for chain ${domainChainId}, not the active chain ${chainId}`,
      });
    // Signed as the number that was checked and shown, whatever notation the page used.
    domain.chainId = domainChainId;
  }
  if (given.verifyingContract !== undefined && given.verifyingContract !== null) {
    if (typeof given.verifyingContract !== 'string' || !isAddress(given.verifyingContract, { strict: false }))
      throw new InvalidRequestError({ message: 'Invalid typed data verifyingContract' });
    domain.verifyingContract = given.verifyingContract;
  }
  if (given.salt !== undefined && given.salt !== null) {
    if (typeof given.salt !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(given.salt))
      throw new InvalidRequestError({ message: 'Invalid typed data salt' });
    domain.salt = given.salt as Hex;
  }
  const { EIP712Domain: _pageDomainType, ...types } = data.types as EvmTypedData['types'];
  const typedData: EvmTypedData = { domain, types, primaryType, message: data.message };
  try {
    // Refuses what viem could not sign (unknown types, bad addresses, out-of-range integers) before it is shown.
    hashTypedData(typedData as unknown as TypedDataDefinition);
  } catch {
    throw new InvalidRequestError({ message: 'Invalid typed data' });
  }
  return typedData;
}

function readTransaction({
  transaction,
  chainId,
  own,
}: {
  transaction: unknown;
  chainId: number;
  own: (value: unknown) => boolean;
}): EvmTransactionRequest {
  if (!isPlainObject(transaction))
    throw new InvalidRequestError({ message: 'eth_sendTransaction needs a transaction' });
  const {
    from,
    to,
    value,
    data,
    input,
    chainId: txChainId,
    gas,
    nonce,
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
  } = transaction;
  if (from !== undefined && !own(from))
    throw new InvalidRequestError({ message: 'The sender is not this wallet', code: 4100 });
  const requestedChain = parseQuantity({ value: txChainId, field: 'chainId' });
  if (requestedChain !== undefined && requestedChain !== BigInt(chainId))
    throw new InvalidRequestError({
      message: `The transaction is for chain ${requestedChain}, not the active chain ${chainId}`,
    });
  if (to !== undefined && to !== null && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to)))
    throw new InvalidRequestError({ message: 'Invalid recipient' });
  const readHex = (field: unknown) => {
    if (field === undefined || field === null) return undefined;
    if (typeof field !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(field))
      throw new InvalidRequestError({ message: 'Invalid data' });
    return field as Hex;
  };
  const callData = readHex(data);
  const inputData = readHex(input);
  // Some libraries send the call data as `input`: either name is fine, two different values are not.
  if (callData !== undefined && inputData !== undefined && callData.toLowerCase() !== inputData.toLowerCase())
    throw new InvalidRequestError({ message: 'Invalid data: data and input differ' });
  const result: EvmTransactionRequest = { value: parseQuantity({ value, field: 'value' }) ?? 0n };
  if (typeof to === 'string') result.to = to as Address;
  const payload = callData ?? inputData;
  if (payload !== undefined && payload !== '0x') result.data = payload;
  const gasLimit = parseQuantity({ value: gas, field: 'gas', max: 2n ** 64n - 1n });
  if (gasLimit === 0n) throw new InvalidRequestError({ message: 'Invalid gas' });
  if (gasLimit !== undefined) result.gas = gasLimit;
  const givenNonce = parseQuantity({ value: nonce, field: 'nonce', max: BigInt(Number.MAX_SAFE_INTEGER) });
  if (givenNonce !== undefined) result.nonce = Number(givenNonce);
  const price = parseQuantity({ value: gasPrice, field: 'gasPrice' });
  const maxFee = parseQuantity({ value: maxFeePerGas, field: 'maxFeePerGas' });
  const maxPriority = parseQuantity({ value: maxPriorityFeePerGas, field: 'maxPriorityFeePerGas' });
  if (price !== undefined && (maxFee !== undefined || maxPriority !== undefined))
    throw new InvalidRequestError({ message: 'Invalid fees: gasPrice and maxFeePerGas exclude each other' });
  if (maxFee !== undefined && maxPriority !== undefined && maxPriority > maxFee)
    throw new InvalidRequestError({ message: 'Invalid fees: maxPriorityFeePerGas is above maxFeePerGas' });
  if (price !== undefined) result.gasPrice = price;
  if (maxFee !== undefined) result.maxFeePerGas = maxFee;
  if (maxPriority !== undefined) result.maxPriorityFeePerGas = maxPriority;
  return result;
}
