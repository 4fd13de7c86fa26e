// The numbers of the bundler (issue 17, server/bundler/). A local dev bundler: generous enough for
// any smart-account call a wallet makes, small enough that one request cannot fill a block.

/** Request body size: one user operation with its envelope (batches are refused). */
export const BUNDLER_MAX_BODY_BYTES = 128 * 1024;
/** The bytes of one user operation's variable fields together (callData, factoryData, paymasterData, signature). */
export const USER_OPERATION_MAX_BYTES = 32 * 1024;
/** The most callGasLimit a user operation may ask for (hardhat's block gas limit is 30M). */
export const MAX_CALL_GAS_LIMIT = 10_000_000n;
/** The most verificationGasLimit (and paymasterVerificationGasLimit) a user operation may ask for. */
export const MAX_VERIFICATION_GAS_LIMIT = 5_000_000n;
/** The most paymasterPostOpGasLimit a user operation may ask for. */
export const MAX_PAYMASTER_POST_OP_GAS_LIMIT = 1_000_000n;
/**
 * preVerificationGas: what the bundler's own transaction spends on the operation outside its
 * limits. The intrinsic 21000 of a one-operation bundle, the EntryPoint's per-operation overhead
 * (the reference bundler's 18300) and 16 gas for every byte of the packed operation in calldata.
 */
export const PRE_VERIFICATION_FIXED_GAS = 21_000n + 18_300n;
export const PRE_VERIFICATION_GAS_PER_BYTE = 16n;
/** Head-room of an estimate over what the simulation used: 50% for validation, 20% for the call. */
export const VERIFICATION_GAS_MARGIN_PERCENT = 150n;
export const CALL_GAS_MARGIN_PERCENT = 120n;
/** The least callGasLimit an estimate returns (a call that does nothing still costs a CALL). */
export const MIN_CALL_GAS_LIMIT = 21_000n;
/** Gas of the bundle transaction beyond the operation's limits (handleOps' own loop and events). */
export const BUNDLE_GAS_OVERHEAD = 100_000n;
/** Operations remembered for eth_getUserOperationByHash / Receipt before the oldest are forgotten (the chain's logs still answer). */
export const REMEMBERED_USER_OPERATIONS = 10_000;
/** How long the bundler waits for the node. */
export const BUNDLER_NODE_TIMEOUT_MS = 30_000;
/** How long the server waits for an upstream bundler (ServerChain.accountAbstraction.bundlerUrl), as for a node. */
export const BUNDLER_UPSTREAM_TIMEOUT_MS = 30_000;
/** The most of an upstream bundler's refusal passed on: its message in characters, its `data` as JSON. */
export const UPSTREAM_ERROR_MAX_MESSAGE_CHARS = 1000;
export const UPSTREAM_ERROR_MAX_DATA_CHARS = 16 * 1024;
