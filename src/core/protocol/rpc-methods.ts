/**
 * RPC methods the embedded wallet forwards to the chain without asking the user (SPEC §6 "safe":
 * reads and filters, raw-transaction send, capability and call-status queries, user-operation
 * reads, asset listing). The list is AppKit's.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
] as const;

/**
 * RPC methods that sign or send and therefore show the approval screen in the frame first
 * (SPEC §6 "not-safe needing approval").
 */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type ApprovalRpcMethod = (typeof NOT_SAFE_RPC_METHODS)[number];

/** What the frame does with a method: forward it, ask the user, or refuse it. */
export type RpcMethodClass = 'safe' | 'approval' | 'not-allowed';

/** The text of the refusal of any other method (SPEC §6; the modal shows 'Action not allowed'). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed';

/**
 * Whether the frame may forward a method to the chain without approval.
 *
 * @example
 * isSafeRpcMethod('eth_getBalance'); // true
 * isSafeRpcMethod('personal_sign'); // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return (SAFE_RPC_METHODS as readonly string[]).includes(method);
}

/**
 * Whether a method needs the user's approval in the frame.
 *
 * @example
 * isApprovalRpcMethod('eth_sendTransaction'); // true
 * isApprovalRpcMethod('eth_sign'); // false: not allowed at all
 */
export function isApprovalRpcMethod(method: string): method is ApprovalRpcMethod {
  return (NOT_SAFE_RPC_METHODS as readonly string[]).includes(method);
}

/**
 * Sorts a method into safe, approval or not allowed (anything unknown, e.g. `eth_sign`, is refused
 * with {@link RPC_NOT_ALLOWED_MESSAGE}).
 *
 * @example
 * classifyRpcMethod('eth_sign'); // 'not-allowed'
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (isSafeRpcMethod(method)) return 'safe';
  return isApprovalRpcMethod(method) ? 'approval' : 'not-allowed';
}
