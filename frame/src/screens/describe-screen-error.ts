import { AuthApiError } from '../api/auth-api-error.js';
import { PasskeyUnavailableError, PassphraseTooShortError } from '../custody/index.js';
import { RecoveryKeyInvalidError } from '../errors/recovery-key-invalid-error.js';
import { frameText } from './frame-locale.js';

/**
 * The line a recovery-key screen shows for a failed try: ours only, never an exception's text
 * (which might hold something it should not), except the auth API's own short texts (a cap's
 * 'Please try again after 12 seconds').
 *
 * @example
 * errorLine.textContent = describeScreenError(error);
 */
export function describeScreenError(error: unknown): string {
  if (error instanceof RecoveryKeyInvalidError) return frameText().wrongKey;
  if (error instanceof PassphraseTooShortError) return frameText().passphraseTooShort;
  if (error instanceof PasskeyUnavailableError) return frameText().passkeyUnavailable;
  if (error instanceof AuthApiError && error.status === 429) return error.shortMessage;
  return frameText().failed;
}
