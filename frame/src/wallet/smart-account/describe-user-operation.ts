import { formatEther, formatGwei } from 'viem';
import {
  FEE_ABOVE_VALUE_WARNING,
  HIGH_FEE_WARNING,
  HIGH_NETWORK_FEE_WEI,
  describeCallData,
} from '../../approval/describe-evm-request.js';
import type { ApprovalDetails } from '../../approval/render-approval.js';
import type { SmartAccountCall } from './read-send-calls.js';

/** The approval's line when the operation also creates the account on chain. */
export const DEPLOYS_ACCOUNT_TEXT = 'Yes: this first operation also creates your smart account on this network';

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
  const rows: Row[] = [
    { label: 'Network', value: `Chain ${chainId}` },
    { label: 'Smart account', value: sender, monospace: true },
    ...(deploys ? [{ label: 'Deploys the account', value: DEPLOYS_ACCOUNT_TEXT }] : []),
  ];
  const warnings: string[] = [];
  let highRisk = total > 0n;
  calls.forEach((call, index) => {
    const prefix = kind === 'batch' ? `Call ${index + 1}: ` : '';
    rows.push(
      { label: `${prefix}To`, value: call.to, monospace: true },
      { label: `${prefix}Value`, value: `${formatEther(call.value)} (native)` },
    );
    if (call.data === undefined) return;
    const described = describeCallData({ data: call.data, prefix });
    rows.push(...described.rows);
    warnings.push(...described.warnings);
    if (described.highRisk) highRisk = true;
  });
  rows.push(
    { label: 'Gas limit', value: gasLimit.toString() },
    { label: 'Max fee per gas', value: `${formatGwei(gas.maxFeePerGas)} gwei` },
    { label: 'Max network fee', value: `${formatEther(maxFee)} (native)` },
  );
  // The fee warnings first, as on a transaction's screen.
  warnings.unshift(
    ...(maxFee > HIGH_NETWORK_FEE_WEI ? [HIGH_FEE_WARNING] : []),
    ...(total > 0n && maxFee > total ? [FEE_ABOVE_VALUE_WARNING] : []),
  );
  if (warnings.length > 0) highRisk = true;
  const title = kind === 'batch' ? `Batch request (${calls.length} calls)` : 'Transaction request';
  return { title, origin, rows, warnings, highRisk };
}
