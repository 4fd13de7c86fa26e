import { BundlerErrorCode, BundlerRpcError } from './bundler-error.js';

/** validationData = validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ aggregator (20 bytes); 1 as the aggregator = signature failed. */
const ADDRESS_MASK = (1n << 160n) - 1n;
const TIME_MASK = (1n << 48n) - 1n;
const SIGNATURE_FAILED = 1n;

export interface CheckValidationDataParameters {
  accountValidationData: bigint;
  paymasterValidationData: bigint;
  /** The latest block's timestamp (the chain's clock, which tests may move). */
  now: bigint;
}

/**
 * Refuses an operation whose simulated validation did not pass, as handleOps would: a failed
 * account signature (-32500 "AA24 signature error"), a failed paymaster signature (-32501 "AA34
 * signature error"), an aggregator (-32506, none supported), or a time range that excludes now
 * (-32503 "AA22 expired or not due" / "AA32 paymaster expired or not due").
 *
 * @example
 * checkValidationData({ ...result.returnInfo, now: block.timestamp });
 */
export function checkValidationData({
  accountValidationData,
  paymasterValidationData,
  now,
}: CheckValidationDataParameters): void {
  const account = splitValidationData(accountValidationData);
  const paymaster = splitValidationData(paymasterValidationData);
  if (account.aggregator === SIGNATURE_FAILED)
    throw new BundlerRpcError({ code: BundlerErrorCode.rejectedByEntryPoint, message: 'AA24 signature error' });
  if (account.aggregator !== 0n)
    throw new BundlerRpcError({
      code: BundlerErrorCode.unsupportedAggregator,
      message: 'Signature aggregators are not supported',
    });
  if (paymaster.aggregator !== 0n)
    throw new BundlerRpcError({ code: BundlerErrorCode.rejectedByPaymaster, message: 'AA34 signature error' });
  if (!isInTimeRange({ ...account, now }))
    throw new BundlerRpcError({ code: BundlerErrorCode.outOfTimeRange, message: 'AA22 expired or not due' });
  if (!isInTimeRange({ ...paymaster, now }))
    throw new BundlerRpcError({ code: BundlerErrorCode.outOfTimeRange, message: 'AA32 paymaster expired or not due' });
}

function splitValidationData(data: bigint) {
  return {
    aggregator: data & ADDRESS_MASK,
    validUntil: (data >> 160n) & TIME_MASK,
    validAfter: (data >> 208n) & TIME_MASK,
  };
}

/** validUntil 0 means no end. */
function isInTimeRange({
  validUntil,
  validAfter,
  now,
}: {
  validUntil: bigint;
  validAfter: bigint;
  now: bigint;
}): boolean {
  return validAfter <= now && (validUntil === 0n || now <= validUntil);
}
