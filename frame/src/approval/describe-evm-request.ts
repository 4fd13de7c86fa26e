import { decodeFunctionData, formatEther, hexToBytes, isHex, parseAbi, type Hex } from 'viem';
import type { ApprovalDetails } from './render-approval.js';

// Token calls decoded on the approval screen: ERC-20 transfer and approve, and the ERC-721/1155
// setApprovalForAll that hands over a whole collection (notes/security.md §3.3).
const TOKEN_ABI = parseAbi(['function transfer(address to, uint256 amount)', 'function approve(address spender, uint256 amount)', 'function setApprovalForAll(address operator, bool approved)']);
// Typed-data kinds that give a spender control of tokens (notes/security.md T8: warn loudly).
const PERMIT_TYPES = /permit|setapprovalforall|approval/i;
const MAX_UINT256 = 2n ** 256n - 1n;

export interface DescribeEvmRequestParameters {
  method: string;
  params: unknown;
  origin: string;
  /** The active EVM chain id. */
  chainId: number;
}

/** A request the frame refuses before showing it (bad params, chain confusion): the EIP-1474 code and a short text. */
export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError' as const;
  constructor(message: string, readonly code = -32602) {
    super(message);
  }
}

/**
 * What the approval screen shows for an EVM signing request (notes/security.md §3.3): the
 * message as text (or hex with a warning when it is not readable, louder for a 32-byte hash), the
 * typed data's domain and fields (refused when its chainId is another network, T9), or a
 * transaction's recipient, value and data (ERC-20 transfers and approvals decoded).
 *
 * @example
 * describeEvmRequest({ method: 'personal_sign', params: ['0x68656c6c6f', address], origin, chainId: 1 }).rows; // [{ label: 'Message', value: 'hello' }]
 */
export function describeEvmRequest({ method, params, origin, chainId }: DescribeEvmRequestParameters): ApprovalDetails {
  const list = Array.isArray(params) ? params : [];
  if (method === 'personal_sign') return describeMessage({ message: list[0], origin });
  if (method === 'eth_signTypedData_v4') return describeTypedData({ json: list[1], origin, chainId });
  if (method === 'eth_sendTransaction') return describeTransaction({ transaction: list[0], origin, chainId });
  throw new InvalidRequestError('This request is not supported by the embedded wallet', 4200);
}

function describeMessage({ message, origin }: { message: unknown; origin: string }): ApprovalDetails {
  if (typeof message !== 'string' || !isHex(message)) throw new InvalidRequestError('personal_sign needs a hex message');
  const bytes = hexToBytes(message);
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = undefined;
  }
  const readable = text !== undefined && !/[\u0000-\u0008\u000e-\u001f]/.test(text);
  const warnings = readable ? [] : [bytes.length === 32 ? 'This looks like a hash: signing it may authorize anything. Sign only if you trust this site.' : 'This message is not readable text. Sign only if you trust this site.'];
  return { title: 'Signature request', origin, rows: [{ label: 'Message', value: readable ? text! : message, monospace: !readable }], warnings };
}

function describeTypedData({ json, origin, chainId }: { json: unknown; origin: string; chainId: number }): ApprovalDetails {
  let data: { domain?: Record<string, unknown>; primaryType?: unknown; message?: unknown };
  try {
    data = typeof json === 'string' ? JSON.parse(json) : (json as typeof data);
  } catch {
    throw new InvalidRequestError('Typed data is not valid JSON');
  }
  if (!data || typeof data !== 'object' || typeof data.primaryType !== 'string') throw new InvalidRequestError('Typed data needs a primaryType');
  const domain = data.domain ?? {};
  if (domain.chainId !== undefined && Number(domain.chainId) !== chainId) throw new InvalidRequestError(`Typed data is for chain ${String(domain.chainId)}, not the active chain ${chainId}`);
  const rows = [
    { label: 'Type', value: data.primaryType },
    ...(typeof domain.name === 'string' ? [{ label: 'Domain', value: domain.name }] : []),
    ...(typeof domain.verifyingContract === 'string' ? [{ label: 'Contract', value: domain.verifyingContract, monospace: true }] : []),
    { label: 'Data', value: JSON.stringify(data.message ?? {}, null, 2), monospace: true },
  ];
  const warnings = PERMIT_TYPES.test(data.primaryType) ? ['This signature can let someone spend your tokens. Sign only if you trust this site.'] : [];
  return { title: 'Signature request', origin, rows, warnings };
}

function describeTransaction({ transaction, origin, chainId }: { transaction: unknown; origin: string; chainId: number }): ApprovalDetails {
  if (!transaction || typeof transaction !== 'object') throw new InvalidRequestError('eth_sendTransaction needs a transaction');
  const { to, value, data, chainId: txChainId } = transaction as { to?: unknown; value?: unknown; data?: unknown; chainId?: unknown };
  if (txChainId !== undefined && Number(txChainId) !== chainId) throw new InvalidRequestError(`The transaction is for chain ${Number(txChainId)}, not the active chain ${chainId}`);
  if (to !== undefined && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to))) throw new InvalidRequestError('Invalid recipient');
  const amount = parseQuantity(value);
  const rows: Array<{ label: string; value: string; monospace?: boolean }> = [
    { label: 'Network', value: `Chain ${chainId}` },
    { label: 'To', value: typeof to === 'string' ? to : 'New contract', monospace: true },
    { label: 'Value', value: `${formatEther(amount)} (native)` },
  ];
  const warnings: string[] = [];
  if (typeof data === 'string' && data !== '0x' && isHex(data)) {
    const call = decodeTokenCall(data);
    if (call?.functionName === 'setApprovalForAll') {
      rows.push({ label: call.args[1] ? 'Allow operator' : 'Revoke operator', value: call.args[0], monospace: true });
      if (call.args[1]) warnings.push('This gives the operator control of all your tokens in this collection.');
    } else if (call) {
      rows.push({ label: call.functionName === 'transfer' ? 'Token transfer to' : 'Allow spender', value: call.args[0], monospace: true }, { label: 'Token amount (raw)', value: call.args[1] === MAX_UINT256 ? 'Unlimited' : call.args[1].toString() });
      if (call.functionName === 'approve') warnings.push(call.args[1] === MAX_UINT256 ? 'This gives the spender unlimited access to this token.' : 'This lets the spender move this token for you.');
    } else {
      rows.push({ label: 'Data', value: data.length > 202 ? `${data.slice(0, 202)}…` : data, monospace: true });
    }
  }
  return { title: 'Transaction request', origin, rows, warnings };
}

/**
 * A transaction's native value as the signer will read it (a hex or decimal quantity, or a safe
 * integer), refused as invalid params otherwise, so what is shown is what is sent.
 */
function parseQuantity(value: unknown): bigint {
  if (value === undefined || value === null) return 0n;
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string' || !/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(text)) throw new InvalidRequestError('Invalid value');
  const amount = BigInt(text);
  if (amount > MAX_UINT256) throw new InvalidRequestError('Invalid value');
  return amount;
}

function decodeTokenCall(data: Hex) {
  try {
    return decodeFunctionData({ abi: TOKEN_ABI, data });
  } catch {
    return undefined;
  }
}
