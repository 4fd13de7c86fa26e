import { decodeErrorResult, type Abi, type Hex } from 'viem';
import { BundlerErrorCode, BundlerRpcError } from './bundler-error.js';

export interface DecodeEntryPointRevertParameters {
  /** EntryPointSimulations' ABI (its errors are the EntryPoint's). */
  abi: Abi;
  /** The revert data of the simulation or handleOps, if the node gave any. */
  data: Hex | undefined;
  /** What to say when there is no data to decode. */
  fallbackMessage: string;
}

/**
 * The bundler's refusal for an EntryPoint revert: `FailedOp(i, "AA24 signature error")` becomes
 * -32500 "AA24 signature error"; a paymaster's `AA3x` reason -32501; `FailedOpWithRevert` adds the
 * inner revert (an `Error(string)` decoded, anything else as hex) to the message, and its data.
 *
 * @example
 * throw decodeEntryPointRevert({ abi, data: error.revertData, fallbackMessage: error.message });
 */
export function decodeEntryPointRevert({
  abi,
  data,
  fallbackMessage,
}: DecodeEntryPointRevertParameters): BundlerRpcError {
  const decoded = tryDecode({ abi, data });
  if (decoded?.errorName === 'FailedOp' || decoded?.errorName === 'FailedOpWithRevert') {
    const [, reason, inner] = decoded.args as [bigint, string, Hex | undefined];
    const innerReason = inner === undefined ? undefined : describeRevert({ abi, data: inner });
    return new BundlerRpcError({
      code: reason.startsWith('AA3') ? BundlerErrorCode.rejectedByPaymaster : BundlerErrorCode.rejectedByEntryPoint,
      message: innerReason ? `${reason}: ${innerReason}` : reason,
      ...(inner === undefined ? {} : { data: inner }),
    });
  }
  return new BundlerRpcError({
    code: BundlerErrorCode.rejectedByEntryPoint,
    message: data && data !== '0x' ? `EntryPoint reverted: ${describeRevert({ abi, data })}` : fallbackMessage,
    ...(data ? { data } : {}),
  });
}

/**
 * A revert's reason in words when it has one (`Error(string)`, a known custom error), else its
 * hex: the reason of a reverted call, for -32521 and for receipts.
 *
 * @example describeRevert({ abi, data: '0x08c379a0…' }); // 'not enough balance'
 */
export function describeRevert({ abi, data }: { abi: Abi; data: Hex }): string {
  if (data === '0x') return 'reverted without a reason';
  const decoded = tryDecode({ abi, data });
  if (!decoded) return data;
  if (decoded.errorName === 'Error') return String(decoded.args?.[0]);
  return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`;
}

function tryDecode({ abi, data }: { abi: Abi; data: Hex | undefined }) {
  if (!data || data === '0x') return undefined;
  try {
    return decodeErrorResult({ abi, data });
  } catch {
    return undefined;
  }
}
