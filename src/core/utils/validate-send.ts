import type { Network } from '../types/network.js';
import type { ChainNamespace } from '../types/caip.js';
import { isEvmAddress } from './is-evm-address.js';
import { isSolanaAddress } from './is-solana-address.js';
import { parseDecimalAmount } from './parse-decimal-amount.js';

/** The token fields a send needs (SPEC §3 "Send state" token). */
export interface SendTokenInput {
  /** CAIP-10 id of the token contract (or SPL mint); absent for the native coin. */
  address?: string;
  symbol: string;
  quantity: { decimals: string; numeric: string };
}

export interface ValidateSendParameters {
  token?: SendTokenInput;
  amount?: string;
  receiver?: string;
  /** The active namespace. */
  namespace?: ChainNamespace;
  /** The active network when the dapp requested it; undefined on an unsupported chain. */
  network?: Network;
}

/** Message keys (of the `en` table) for each way a send form can be wrong. */
export type SendValidationKey =
  | 'sendAmountAndReceiverRequired'
  | 'sendTokenRequired'
  | 'sendNamespaceRequired'
  | 'sendUnsupportedChain'
  | 'sendTokenAddressRequired'
  | 'sendTokenNotSupported'
  | 'sendInvalidReceiver'
  | 'sendInvalidAmount'
  | 'sendInsufficientBalance';

/** The first problem of a send form and the input it belongs to. */
export interface SendValidationError {
  field: 'amount' | 'receiver' | 'token' | 'form';
  key: SendValidationKey;
}

/** A send that passed validation, in base units. */
export interface ValidSend {
  namespace: ChainNamespace;
  network: Network;
  receiver: string;
  amount: bigint;
  decimals: number;
  /** The token contract (EVM, hex) or SPL mint (Solana); undefined for the native coin. */
  tokenAddress?: string;
}

/**
 * Checks a send form in the order of SPEC §5 (amount and receiver, token, namespace, supported
 * chain, ERC-20 token address), then the receiver per namespace and the amount against the
 * balance. Returns the first error, or the send in base units.
 *
 * @example
 * validateSend({ token, amount: '0.5', receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', namespace: 'eip155', network });
 * // { ok: true, send: { amount: 500000000000000000n, … } }
 */
export function validateSend(
  parameters: ValidateSendParameters,
): { ok: true; send: ValidSend } | { ok: false; error: SendValidationError } {
  const { token, amount, receiver, namespace, network } = parameters;
  const fail = (field: SendValidationError['field'], key: SendValidationKey) => ({
    ok: false as const,
    error: { field, key },
  });
  if (!amount?.trim() || !receiver?.trim())
    return fail(!amount?.trim() ? 'amount' : 'receiver', 'sendAmountAndReceiverRequired');
  if (!token) return fail('token', 'sendTokenRequired');
  if (!namespace) return fail('form', 'sendNamespaceRequired');
  if (!network || network.chainNamespace !== namespace) return fail('form', 'sendUnsupportedChain');
  // A token without an address is the native coin only when it carries the native symbol.
  const isNative = !token.address && token.symbol === network.nativeCurrency.symbol;
  if (!isNative && !token.address) return fail('token', 'sendTokenAddressRequired');
  const tokenAddress = token.address ? token.address.split(':').pop() : undefined;
  if (namespace === 'eip155' && tokenAddress !== undefined && !isEvmAddress(tokenAddress))
    return fail('token', 'sendTokenAddressRequired');
  // An SPL token is sent by its mint (issue 20 part 6); anything else in its place cannot be.
  if (namespace === 'solana' && tokenAddress !== undefined && !isSolanaAddress(tokenAddress))
    return fail('token', 'sendTokenNotSupported');
  if (namespace !== 'eip155' && namespace !== 'solana') return fail('form', 'sendUnsupportedChain');
  const receiverOk = namespace === 'eip155' ? isEvmAddress(receiver.trim()) : isSolanaAddress(receiver.trim());
  if (!receiverOk) return fail('receiver', 'sendInvalidReceiver');
  const decimals = Number(token.quantity.decimals);
  const value =
    Number.isInteger(decimals) && decimals >= 0 ? parseDecimalAmount({ value: amount, decimals }) : undefined;
  if (value === undefined || value <= 0n) return fail('amount', 'sendInvalidAmount');
  const balance = parseDecimalAmount({ value: token.quantity.numeric, decimals }) ?? 0n;
  if (value > balance) return fail('amount', 'sendInsufficientBalance');
  return {
    ok: true,
    send: {
      namespace,
      network,
      receiver: receiver.trim(),
      amount: value,
      decimals,
      ...(tokenAddress ? { tokenAddress } : {}),
    },
  };
}
