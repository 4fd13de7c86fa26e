// The frame's one error family (DESIGN §9): every class is a src/core/errors BaseError with a
// literal `name` and a short message; protocol refusals are core ProviderRpcErrors and keep their
// EIP-1193 / EIP-1474 code. This is the family's export list. Most classes live in this folder;
// custody's stay in custody/ (a library that imports nothing of the frame app, and whose export
// list names what its functions throw), AuthApiError beside its client in api/.
// handlers/to-error-reply.ts decides which of them may tell the page more than 'Something went wrong'.

import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import type { AuthApiError } from '../api/auth-api-error.js';
import type {
  InvalidKeySharesError,
  NoDeviceRecordError,
  PasskeyUnavailableError,
  PassphraseTooShortError,
  ShareDecryptionError,
  StorageUnavailableError,
  WalletAddressMismatchError,
} from '../custody/index.js';
import type { ApprovalQueueFullError } from './approval-queue-full-error.js';
import type { InvalidRequestError } from './invalid-request-error.js';
import type { NetworkSwitchRequiredError } from './network-switch-required-error.js';
import type { ProofOfWorkGaveUpError } from './proof-of-work-gave-up-error.js';
import type { RecoveryKeyInvalidError } from './recovery-key-invalid-error.js';
import type { ScreenCancelledError } from './screen-cancelled-error.js';
import type { SignInStepRequiredError } from './sign-in-step-required-error.js';
import type { UnsupportedNetworkError } from './unsupported-network-error.js';
import type { WalletNotSignedInError } from './wallet-not-signed-in-error.js';

export { AuthApiError, type AuthApiErrorParameters } from '../api/auth-api-error.js';
export {
  InvalidKeySharesError,
  NoDeviceRecordError,
  PasskeyUnavailableError,
  PassphraseTooShortError,
  ShareDecryptionError,
  StorageUnavailableError,
  WalletAddressMismatchError,
  type InvalidKeySharesReason,
} from '../custody/index.js';
export { ApprovalQueueFullError } from './approval-queue-full-error.js';
export { InvalidRequestError, type InvalidRequestErrorParameters } from './invalid-request-error.js';
export {
  NetworkSwitchRequiredError,
  type NetworkSwitchRequiredErrorParameters,
} from './network-switch-required-error.js';
export { ProofOfWorkGaveUpError, type ProofOfWorkGaveUpErrorParameters } from './proof-of-work-gave-up-error.js';
export { RecoveryKeyInvalidError } from './recovery-key-invalid-error.js';
export { ScreenCancelledError } from './screen-cancelled-error.js';
export {
  SignInStepRequiredError,
  type SignInStep,
  type SignInStepRequiredErrorParameters,
} from './sign-in-step-required-error.js';
export { UnsupportedNetworkError } from './unsupported-network-error.js';
export { WalletNotSignedInError } from './wallet-not-signed-in-error.js';

/**
 * Everything a request handler may throw: the family, core's UserRejectedRequestError (a rejected
 * approval), and anything else (a platform or library error), which toErrorReply answers with
 * its generic text.
 */
export type FrameErrorType =
  | ApprovalQueueFullError
  | AuthApiError
  | InvalidKeySharesError
  | InvalidRequestError
  | NetworkSwitchRequiredError
  | NoDeviceRecordError
  | PasskeyUnavailableError
  | PassphraseTooShortError
  | ProofOfWorkGaveUpError
  | RecoveryKeyInvalidError
  | ScreenCancelledError
  | ShareDecryptionError
  | SignInStepRequiredError
  | StorageUnavailableError
  | UnsupportedNetworkError
  | UserRejectedRequestError
  | WalletAddressMismatchError
  | WalletNotSignedInError
  | ErrorType;
