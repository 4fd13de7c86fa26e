import { formatEther, formatGwei } from 'viem';
import { approvalMessages } from '../../approval/approval-messages.js';
import { HIGH_NETWORK_FEE_WEI, describeCallData } from '../../approval/describe-evm-request.js';
import { approvalText } from '../../screens/frame-locale.js';
import type { ApprovalDetails } from '../../approval/render-approval.js';
import type { SmartAccountCall } from './read-send-calls.js';

/** The approval's line when the operation also creates the account on chain. */
export const DEPLOYS_ACCOUNT_TEXT = approvalMessages.deploysAccountYes;

export interface DescribeUserOperationParameters {
  /** The calls exactly as they will be encoded (execute for one, executeBatch for several). */
  calls: readonly SmartAccountCall[];
  /** The smart account's address (the sender). */
  sender: string;
  /** Whether the operation carries the factory call that deploys the account. */
  deploys: boolean;
  /** The operation's gas limits and fee as prepared (bundler estimate, chain fees): what is signed. */
  gas: { callGasLimit: bigint; verificationGasLimit: bigint; preVerificationGas: bigint; maxFeePerGas: bigint };
  origin: string;
  chainId: number;
  /** wallet_sendCalls (each call numbered) or eth_sendTransaction (one call, the transaction's rows). */
  kind: 'batch' | 'transaction';
}

type Row = { label: string; value: string; monospace?: boolean };

/**
 * What the approval screen shows for a smart account's user operation (issue 17): that the smart
 * account sends it and whether it also deploys it, every call (recipient, value, decoded data,
 * numbered in a batch), the total gas limit, the fee per gas and the maximum network fee, with the
 * same warnings as a transaction (high fee, fee above the value, token approvals).
 *
 * @example
 * describeUserOperation({ calls, sender, deploys: true, gas, origin, chainId: 31337, kind: 'batch' }).rows;
 */
export function describeUserOperation({
  calls,
  sender,
  deploys,
  gas,
  origin,
  chainId,
  kind,
}: DescribeUserOperationParameters): ApprovalDetails {
  const gasLimit = gas.callGasLimit + gas.verificationGasLimit + gas.preVerificationGas;
  const maxFee = gasLimit * gas.maxFeePerGas;
  const total = calls.reduce((sum, call) => sum + call.value, 0n);
  const text = approvalText();
  const rows: Row[] = [
    { label: text.network, value: text.chain(String(chainId)) },
    { label: text.smartAccount, value: sender, monospace: true },
    ...(deploys ? [{ label: text.deploysAccount, value: text.deploysAccountYes }] : []),
  ];
  const warnings: string[] = [];
  let highRisk = total > 0n;
  calls.forEach((call, index) => {
    const prefix = kind === 'batch' ? text.callPrefix(index + 1) : '';
    rows.push(
      { label: `${prefix}${text.to}`, value: call.to, monospace: true },
      { label: `${prefix}${text.value}`, value: text.native(formatEther(call.value)) },
    );
    if (call.data === undefined) return;
    const described = describeCallData({ data: call.data, prefix });
    rows.push(...described.rows);
    warnings.push(...described.warnings);
    if (described.highRisk) highRisk = true;
  });
  rows.push(
    { label: text.gasLimit, value: gasLimit.toString() },
    { label: text.maxFeePerGas, value: `${formatGwei(gas.maxFeePerGas)} gwei` },
    { label: text.maxNetworkFee, value: text.native(formatEther(maxFee)) },
  );
  // The fee warnings first, as on a transaction's screen.
  warnings.unshift(
    ...(maxFee > HIGH_NETWORK_FEE_WEI ? [text.highFeeWarning] : []),
    ...(total > 0n && maxFee > total ? [text.feeAboveValueWarning] : []),
  );
  if (warnings.length > 0) highRisk = true;
  const title = kind === 'batch' ? text.batchRequest(calls.length) : text.transactionRequest;
  return { title, origin, rows, warnings, highRisk };
}
