import type { FrameErrorPayload } from '../../../src/core/protocol/index.js';
import { AuthApiError } from '../api/auth-api-error.js';
import { ApprovalQueueFullError } from '../approval/create-approval-queue.js';
import { InvalidRequestError } from '../approval/describe-evm-request.js';
import { StorageUnavailableError, WalletAddressMismatchError } from '../custody/index.js';
import { ScreenCancelledError } from '../screens/create-screen-host.js';

/**
 * The `_ERROR` payload for anything a handler threw. Only our own short texts go out: the auth
 * API's messages (written to be shown: 'Please try again after 12 seconds', 'Invalid code'),
 * RPC refusals with their EIP-1193/1474 code, and a generic text for the rest, whose message
 * might hold something it should not.
 *
 * @example
 * catch (error) { return { error: toErrorReply(error) }; }
 */
export function toErrorReply(error: unknown): FrameErrorPayload {
  if (error instanceof AuthApiError) {
    // A wrong code says how many tries the code has left (the server locks it after 5).
    const left = error.attemptsLeft === undefined ? '' : `. ${error.attemptsLeft} ${error.attemptsLeft === 1 ? 'try' : 'tries'} left`;
    return { message: `${error.message}${left}`.slice(0, 512) };
  }
  if (error instanceof InvalidRequestError) return { message: error.message.slice(0, 512), code: error.code };
  if (error instanceof ApprovalQueueFullError) return { message: error.message, code: -32005 };
  if (error instanceof WalletAddressMismatchError) return { message: 'The wallet could not be unlocked on this device' };
  // The modal words these itself, from its message table.
  if (error instanceof StorageUnavailableError) return { message: error.message, reason: 'STORAGE_UNAVAILABLE' };
  if (error instanceof ScreenCancelledError) return { message: error.message, code: 4001 };
  return { message: 'Something went wrong' };
}
