import { AuthApiError } from '../api/auth-api-error.js';
import { PasskeyUnavailableError, PassphraseTooShortError } from '../custody/index.js';
import { RecoveryKeyInvalidError } from '../errors/recovery-key-invalid-error.js';
import { frameMessages } from './frame-messages.js';

/**
 * The line a recovery-key screen shows for a failed try: ours only, never an exception's text
 * (which might hold something it should not), except the auth API's own short texts (a cap's
 * 'Please try again after 12 seconds').
 *
 * @example
 * errorLine.textContent = describeScreenError(error);
 */
export function describeScreenError(error: unknown): string {
  if (error instanceof RecoveryKeyInvalidError) return frameMessages.wrongKey;
  if (error instanceof PassphraseTooShortError) return frameMessages.passphraseTooShort;
  if (error instanceof PasskeyUnavailableError) return frameMessages.passkeyUnavailable;
  if (error instanceof AuthApiError && error.status === 429) return error.shortMessage;
  return frameMessages.failed;
}
