import { SAFE_RPC_METHODS } from '../../src/core/protocol/rpc-methods.js';

/**
 * Safe methods of the embedded wallet (src/core/protocol/rpc-methods.ts) that are not chain
 * methods: the frame answers them itself (wallet_*), a bundler serves them (user operations), or a
 * node would answer with its own unlocked accounts (eth_accounts).
 */
const NOT_CHAIN_METHODS = new Set<string>([
  'eth_accounts',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
]);

/**
 * What the RPC proxy forwards to an EVM node: the chain reads the product sends (the frame's
 * reads and fee estimates, viem's `getBalance`, `estimateGas`, `estimateFeesPerGas`,
 * `waitForTransactionReceipt`, `getContractEvents`), `eth_sendRawTransaction` for a transaction the
 * wallet signed, and nothing that signs or changes a node: `eth_sendTransaction`, `eth_sign*`,
 * `personal_*`, `admin_*`, `debug_*`, `hardhat_*`/`anvil_*`/`evm_*` answer -32601 without reaching it.
 * (viem's `prepareTransactionRequest` may try `eth_fillTransaction` first; on -32601 it fills the
 * fields one by one with the methods here.)
 */
export const EVM_PROXY_METHODS: ReadonlySet<string> = new Set([
  ...SAFE_RPC_METHODS.filter((method) => !NOT_CHAIN_METHODS.has(method)),
  'eth_sendRawTransaction',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_chainId',
]);

/**
 * What the proxy forwards to a Solana cluster: the reads of a wallet (balances, accounts, token
 * accounts, blockhash, fees, signature statuses, transactions) and `sendTransaction` for a signed
 * transaction. Not `requestAirdrop`, and not the scans that cost a node most
 * (`getProgramAccounts`, `getLargestAccounts`).
 */
export const SOLANA_PROXY_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'isBlockhashValid',
  'simulateTransaction',
  'sendTransaction',
]);

/**
 * Whether the proxy forwards a method to a network of this CAIP-2 namespace (`eip155`, `solana`);
 * any other namespace has no methods.
 *
 * @example
 * isProxiedRpcMethod({ namespace: 'eip155', method: 'eth_getBalance' }); // true
 * isProxiedRpcMethod({ namespace: 'eip155', method: 'hardhat_setBalance' }); // false
 */
export function isProxiedRpcMethod({ namespace, method }: { namespace: string; method: string }): boolean {
  if (namespace === 'eip155') return EVM_PROXY_METHODS.has(method);
  if (namespace === 'solana') return SOLANA_PROXY_METHODS.has(method);
  return false;
}
