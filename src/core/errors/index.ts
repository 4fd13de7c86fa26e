// Every error class of the library. Import from here; each file stays small so unused ones shake out.
export { BaseError, type BaseErrorParameters } from './base-error.js';
export { AppKitNotCreatedError } from './app-kit-not-created-error.js';
export type { ErrorType } from './error-type.js';
export {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  type InvalidCaipAddressErrorParameters,
  type InvalidCaipNetworkIdErrorParameters,
} from './caip-errors.js';
export {
  AccountNotFoundError,
  ChainMismatchError,
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  NetworkNotFoundError,
  ReconnectingError,
} from './connector-errors.js';
export {
  ChainDisconnectedError,
  InternalRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  isUserRejection,
  toProviderRpcError,
  type ProviderRpcErrorParameters,
  type ProviderRpcSubclassParameters,
} from './provider-rpc-error.js';
export {
  ALERTS,
  ALERT_CODES,
  AlertError,
  getAlertForProviderError,
  type Alert,
  type AlertCode,
  type AlertErrorParameters,
} from './alerts.js';
export {
  FrameNotSetError,
  FrameParentNotSetError,
  FrameRequestError,
  FrameTimeoutError,
  RequestAbortedError,
  type FrameTimeoutReason,
} from './frame-errors.js';
export {
  HttpError,
  INTERNAL_ERROR_MESSAGES,
  InternalSdkError,
  type ErrorCategory,
  type HttpErrorParameters,
  type InternalErrorReason,
  type InternalSdkErrorParameters,
} from './internal-errors.js';
export { UnsupportedLocaleError, type UnsupportedLocaleErrorParameters } from './unsupported-locale-error.js';
