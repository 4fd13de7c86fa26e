import type { Address, Hex } from 'viem';
import { parseQuantity, type ParseQuantityErrorType } from '../../approval/parse-quantity.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';

/** SPEC §5 "wallet_sendCalls targets and data start with 0x": the refusal of a call that breaks it (-32602). */
export const SEND_CALLS_HEX_MESSAGE = 'wallet_sendCalls targets and data must start with 0x';
/** The most calls one batch may carry (one approval lists them all). */
export const MAX_BATCH_CALLS = 16;
/** EIP-5792: a capability the wallet does not support and the page did not mark optional. */
export const UNSUPPORTED_CAPABILITY_CODE = 5700;

/** One call of a smart account's user operation. */
export interface SmartAccountCall {
  to: Address;
  value: bigint;
  data?: Hex;
}

/** A wallet_sendCalls request after its checks (EIP-5792 v2). */
export interface SendCallsRequest {
  /** The chain the page named (hex in the request), checked against the active one by the caller. */
  chainId: bigint;
  /** The sender the page named, if any (checked against the smart account by the caller). */
  from?: string;
  atomicRequired: boolean;
  calls: SmartAccountCall[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** What readSendCalls throws: -32602 for a malformed batch (SPEC §5's text for a target or data without 0x), 5700 for a required capability. */
export type ReadSendCallsErrorType = InvalidRequestError | ParseQuantityErrorType;

/**
 * Checks wallet_sendCalls params (EIP-5792 v2: `[{ version, chainId, from?, atomicRequired, calls,
 * capabilities? }]`) before anything is read, shown or signed: every `to` is an address and every
 * `data` hex, both starting with 0x (SPEC §5), values are quantities, 1 to {@link MAX_BATCH_CALLS}
 * calls, and a capability the page requires is refused (5700) since none is supported yet.
 *
 * @example
 * readSendCalls({ params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [{ to, value: '0x1' }] }] });
 */
export function readSendCalls({ params }: { params: unknown }): SendCallsRequest {
  const request = Array.isArray(params) ? params[0] : undefined;
  if (!isPlainObject(request)) throw new InvalidRequestError({ message: 'wallet_sendCalls needs its calls' });
  const { version, chainId, from, atomicRequired, calls, capabilities } = request;
  if (version !== undefined && (typeof version !== 'string' || version.length > 16))
    throw new InvalidRequestError({ message: 'Invalid version' });
  const chain = parseQuantity({ value: chainId, field: 'chainId', max: 2n ** 64n - 1n });
  if (chain === undefined) throw new InvalidRequestError({ message: 'wallet_sendCalls needs a chainId' });
  if (from !== undefined && from !== null && typeof from !== 'string')
    throw new InvalidRequestError({ message: 'Invalid sender' });
  if (atomicRequired !== undefined && typeof atomicRequired !== 'boolean')
    throw new InvalidRequestError({ message: 'Invalid atomicRequired' });
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > MAX_BATCH_CALLS)
    throw new InvalidRequestError({ message: `wallet_sendCalls takes 1 to ${MAX_BATCH_CALLS} calls` });
  refuseRequiredCapabilities(capabilities);
  return {
    chainId: chain,
    ...(typeof from === 'string' ? { from } : {}),
    atomicRequired: atomicRequired === true,
    calls: calls.map(readCall),
  };
}

function readCall(call: unknown): SmartAccountCall {
  if (!isPlainObject(call)) throw new InvalidRequestError({ message: 'Invalid call' });
  const { to, data, value, capabilities } = call;
  if (typeof to !== 'string' || !to.startsWith('0x'))
    throw new InvalidRequestError({ message: SEND_CALLS_HEX_MESSAGE });
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new InvalidRequestError({ message: 'Invalid call target' });
  if (data !== undefined && data !== null) {
    if (typeof data !== 'string' || !data.startsWith('0x'))
      throw new InvalidRequestError({ message: SEND_CALLS_HEX_MESSAGE });
    if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new InvalidRequestError({ message: 'Invalid call data' });
  }
  refuseRequiredCapabilities(capabilities);
  return {
    to: to as Address,
    value: parseQuantity({ value, field: 'value' }) ?? 0n,
    ...(typeof data === 'string' && data !== '0x' ? { data: data as Hex } : {}),
  };
}

/** EIP-5792 v2: capabilities the page marks `optional: true` may be ignored; any other is refused. */
function refuseRequiredCapabilities(capabilities: unknown) {
  if (capabilities === undefined || capabilities === null) return;
  if (!isPlainObject(capabilities)) throw new InvalidRequestError({ message: 'Invalid capabilities' });
  for (const [name, capability] of Object.entries(capabilities))
    if (!(isPlainObject(capability) && capability.optional === true))
      throw new InvalidRequestError({
        message: `Unsupported capability: ${name.slice(0, 64)}`,
        code: UNSUPPORTED_CAPABILITY_CODE,
      });
}
