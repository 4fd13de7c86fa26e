import { decodeFunctionData, formatEther, formatGwei, hexToBytes, parseAbi, parseEther, type Hex } from 'viem';
import type { FilledEvmTransaction } from '../wallet/fill-evm-transaction.js';
import type { EvmRequest, EvmTypedData } from './read-evm-request.js';
import type { ApprovalDetails } from './render-approval.js';
import { approvalMessages } from './approval-messages.js';
import { approvalText } from '../screens/frame-locale.js';

// Token calls decoded on the approval screen: ERC-20 transfer and approve, and the ERC-721/1155
// setApprovalForAll that hands over a whole collection (docs/SECURITY.md §3.3).
const TOKEN_ABI = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
]);
// Typed-data kinds that give a spender control of tokens (EIP-2612 Permit, Permit2's PermitSingle,
// PermitBatch, PermitTransferFrom…, approvals): warned about loudly, and high risk (T8).
const PERMIT_TYPES = /permit|setapprovalforall|approval/i;
const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * Above this maximum network fee (in the native coin's whole units) the approval warns. 0.05 is
 * 500,000 gas at 100 gwei: more than an ordinary transaction costs on Ethereum mainnet even when
 * it is congested, and orders of magnitude above the usual fee on L2s and sidechains. F5's
 * 10,000,000 gas × 10,000 gwei is 100.
 */
export const HIGH_NETWORK_FEE_WEI = parseEther('0.05');
/** English texts kept for the smart-account description and tests; the screen shows approvalText()'s. */
export const HIGH_FEE_WARNING = approvalMessages.highFeeWarning;
/** The other ceiling: a fee that can exceed the amount sent is rarely what the visitor meant. */
export const FEE_ABOVE_VALUE_WARNING = approvalMessages.feeAboveValueWarning;
export const ANY_CHAIN_WARNING = approvalMessages.anyChainWarning;

export interface DescribeEvmRequestParameters {
  /** The checked request (readEvmRequest), its transaction filled (fillEvmTransaction). */
  request: EvmRequest<FilledEvmTransaction>;
  origin: string;
  /** The frame's active EVM chain id. */
  chainId: number;
}

type Row = { label: string; value: string; monospace?: boolean };

/**
 * What the approval screen shows for an EVM signing request (docs/SECURITY.md §3.3): the
 * message as text (or hex with a warning when it is not readable, louder for a 32-byte hash);
 * typed data with its network ("any chain" with a warning when the domain names none), domain
 * and fields; a transaction's network, recipient, value, gas limit and maximum network fee (a
 * warning when high), a nonce the page chose, and its data (ERC-20 transfers and approvals
 * decoded). `highRisk` marks what moves value or grants spending (F7's secure window).
 *
 * @example
 * describeEvmRequest({ request: { method: 'personal_sign', message: '0x68656c6c6f' }, origin, chainId: 1 }).rows; // [{ label: 'Message', value: 'hello' }]
 */
export function describeEvmRequest({ request, origin, chainId }: DescribeEvmRequestParameters): ApprovalDetails {
  if (request.method === 'personal_sign') return describeMessage({ message: request.message, origin });
  if (request.method === 'eth_signTypedData_v4') return describeTypedData({ typedData: request.typedData, origin });
  return describeTransaction({ transaction: request.transaction, origin, chainId });
}

function describeMessage({ message, origin }: { message: Hex; origin: string }): ApprovalDetails {
  const text = approvalText();
  const bytes = hexToBytes(message);
  let decoded: string | undefined;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    decoded = undefined;
  }
  const readable = decoded !== undefined && !/[\u0000-\u0008\u000e-\u001f]/.test(decoded);
  const warnings = readable ? [] : [bytes.length === 32 ? text.hashWarning : text.unreadableWarning];
  return {
    title: text.signatureRequest,
    origin,
    rows: [{ label: text.message, value: readable ? decoded! : message, monospace: !readable }],
    warnings,
    highRisk: false,
  };
}

function describeTypedData({ typedData, origin }: { typedData: EvmTypedData; origin: string }): ApprovalDetails {
  const { domain, primaryType, message } = typedData;
  const text = approvalText();
  const anyChain = domain.chainId === undefined;
  const rows: Row[] = [
    { label: text.network, value: anyChain ? text.anyChain : text.chain(String(domain.chainId)) },
    { label: text.type, value: primaryType },
    ...(domain.name === undefined ? [] : [{ label: text.domain, value: domain.name }]),
    ...(domain.verifyingContract === undefined
      ? []
      : [{ label: text.contract, value: domain.verifyingContract, monospace: true }]),
    { label: text.data, value: JSON.stringify(message, null, 2), monospace: true },
  ];
  const isPermit = PERMIT_TYPES.test(primaryType);
  const warnings = [...(isPermit ? [text.permitWarning] : []), ...(anyChain ? [text.anyChainWarning] : [])];
  return { title: text.signatureRequest, origin, rows, warnings, highRisk: isPermit };
}

function describeTransaction({
  transaction,
  origin,
  chainId,
}: {
  transaction: FilledEvmTransaction;
  origin: string;
  chainId: number;
}): ApprovalDetails {
  const { to, value, data, gas, nonce, fees, setBySite } = transaction;
  const text = approvalText();
  const bySite = (shown: string, chosenBySite: boolean) => (chosenBySite ? text.setBySite(shown) : shown);
  const perGas = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice;
  const maxFee = gas * perGas;
  const rows: Row[] = [
    { label: text.network, value: text.chain(String(chainId)) },
    { label: text.to, value: to ?? text.newContract, monospace: true },
    { label: text.value, value: text.native(formatEther(value)) },
    { label: text.gasLimit, value: bySite(gas.toString(), setBySite.gas) },
    {
      label: fees.type === 'eip1559' ? text.maxFeePerGas : text.gasPrice,
      value: bySite(`${formatGwei(perGas)} gwei`, setBySite.fees),
    },
    { label: text.maxNetworkFee, value: text.native(formatEther(maxFee)) },
    ...(nonce === undefined ? [] : [{ label: text.nonce, value: bySite(String(nonce), true) }]),
  ];
  const warnings: string[] = [];
  let highRisk = value > 0n;
  if (maxFee > HIGH_NETWORK_FEE_WEI) warnings.push(text.highFeeWarning);
  if (value > 0n && maxFee > value) warnings.push(text.feeAboveValueWarning);
  if (warnings.length > 0) highRisk = true;
  if (data !== undefined) {
    const call = describeCallData({ data });
    rows.push(...call.rows);
    warnings.push(...call.warnings);
    if (call.highRisk) highRisk = true;
  }
  return { title: text.transactionRequest, origin, rows, warnings, highRisk };
}

/**
 * The rows of a call's data on the approval screen: an ERC-20 transfer or approval and
 * setApprovalForAll decoded (with warnings for what grants spending), any other data as hex, cut
 * at 100 bytes. `prefix` names the call in a batch ('Call 2: ').
 *
 * @example
 * describeCallData({ data: transferData, prefix: 'Call 1: ' }).rows; // [{ label: 'Call 1: Token transfer to', … }, …]
 */
export function describeCallData({ data, prefix = '' }: { data: Hex; prefix?: string }): {
  rows: Row[];
  warnings: string[];
  highRisk: boolean;
} {
  const rows: Row[] = [];
  const warnings: string[] = [];
  let highRisk = false;
  const text = approvalText();
  const call = decodeTokenCall(data);
  if (call?.functionName === 'setApprovalForAll') {
    rows.push({
      label: `${prefix}${call.args[1] ? text.allowOperator : text.revokeOperator}`,
      value: call.args[0],
      monospace: true,
    });
    if (call.args[1]) {
      warnings.push(text.operatorWarning);
      highRisk = true;
    }
  } else if (call) {
    rows.push(
      {
        label: `${prefix}${call.functionName === 'transfer' ? text.tokenTransferTo : text.allowSpender}`,
        value: call.args[0],
        monospace: true,
      },
      {
        label: `${prefix}${text.tokenAmountRaw}`,
        value: call.args[1] === MAX_UINT256 ? text.unlimited : call.args[1].toString(),
      },
    );
    if (call.functionName === 'approve' && call.args[1] > 0n) {
      warnings.push(call.args[1] === MAX_UINT256 ? text.unlimitedSpenderWarning : text.spenderWarning);
      highRisk = true;
    }
  } else {
    rows.push({
      label: `${prefix}${text.data}`,
      value: data.length > 202 ? `${data.slice(0, 202)}…` : data,
      monospace: true,
    });
  }
  return { rows, warnings, highRisk };
}

function decodeTokenCall(data: Hex) {
  try {
    return decodeFunctionData({ abi: TOKEN_ABI, data });
  } catch {
    return undefined;
  }
}
