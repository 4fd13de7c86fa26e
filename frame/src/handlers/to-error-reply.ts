import { ProviderRpcError } from '../../../src/core/errors/provider-rpc-error.js';
import type { FrameErrorPayload } from '../../../src/core/protocol/index.js';
import { AuthApiError, StorageUnavailableError, WalletAddressMismatchError } from '../errors/index.js';

/** The longest text a reply carries: a relayed node message is cut here. */
const MAX_REPLY_MESSAGE_LENGTH = 512;

/**
 * The `_ERROR` payload for anything a handler threw (FrameErrorType, errors/index.ts). Only our
 * own short texts go out, always an error's `shortMessage` (never its details, meta lines or
 * cause): the auth API's messages (written to be shown: 'Please try again after 12 seconds',
 * 'Invalid code'), RPC refusals with their EIP-1193/1474 code (InvalidRequestError,
 * UserRejectedRequestError, …), and a generic text for the rest, whose message might hold
 * something it should not (T21).
 *
 * @example
 * catch (error) { return { error: toErrorReply(error) }; }
 */
export function toErrorReply(error: unknown): FrameErrorPayload {
  if (error instanceof AuthApiError) {
    // A wrong code says how many tries the code has left (the server locks it after 5).
    const left =
      error.attemptsLeft === undefined
        ? ''
        : `. ${error.attemptsLeft} ${error.attemptsLeft === 1 ? 'try' : 'tries'} left`;
    return { message: `${error.shortMessage}${left}`.slice(0, MAX_REPLY_MESSAGE_LENGTH) };
  }
  if (error instanceof ProviderRpcError)
    return { message: error.shortMessage.slice(0, MAX_REPLY_MESSAGE_LENGTH), code: error.code };
  if (error instanceof WalletAddressMismatchError)
    return { message: 'The wallet could not be unlocked on this device' };
  // The modal words this itself, from its message table.
  if (error instanceof StorageUnavailableError) return { message: error.shortMessage, reason: 'STORAGE_UNAVAILABLE' };
  return { message: 'Something went wrong' };
}
