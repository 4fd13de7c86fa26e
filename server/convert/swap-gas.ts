// Gas figures used where the node is not asked (`disableEstimate`, or a quote whose swap would not
// run yet for lack of balance or allowance). Measured on the local Uniswap V2 exchange with margin:
// a swap through one pool costs about 110–180 k gas (more when the user's first balance of the
// token is written), each further hop about 60 k.

/** A swap through one pool. */
const ONE_HOP_SWAP_GAS = 200_000n;
/** Each pool after the first. */
const EXTRA_HOP_GAS = 80_000n;
/** An ERC-20 `approve` (a first allowance costs about 46 k). */
export const TYPICAL_APPROVE_GAS = 60_000;

/**
 * The gas a swap through `path` is expected to take when it cannot be estimated.
 *
 * @example
 * typicalSwapGas({ path: [weth, dev] }); // 200000n
 */
export function typicalSwapGas({ path }: { path: readonly unknown[] }): bigint {
  return ONE_HOP_SWAP_GAS + BigInt(Math.max(0, path.length - 2)) * EXTRA_HOP_GAS;
}
