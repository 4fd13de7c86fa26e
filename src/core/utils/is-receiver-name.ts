import { isServiceName } from '../protocol/names-api.js';

const ENS_SUFFIX = '.eth';

/**
 * Whether a send receiver is a name to resolve rather than an address: one of the name service's
 * (SPEC §9 suffixes) or an ENS `.eth` name; case-insensitive, surrounding spaces ignored.
 * @example isReceiverName('vitalik.eth') // true
 * @example isReceiverName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isReceiverName(value: string): boolean {
  const lower = value.trim().toLowerCase();
  return isServiceName(lower) || (lower.endsWith(ENS_SUFFIX) && lower.length > ENS_SUFFIX.length);
}
