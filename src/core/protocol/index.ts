// The frame messaging protocol (DESIGN §7, SPEC §7): shared by the dapp side (connectors/auth),
// the frame app (frame/) and, where useful, the server. Imports only valibot and core constants.
export { appRequestPayloadSchemas, rpcRequestPayloadSchema, rpcMethodSchema, type AppRequestPayload } from './app-request-payloads.js';
export {
  accountAddressSchema,
  caipNetworkIdSchema,
  type DeviceSummary,
  emailSchema,
  frameErrorPayloadSchema,
  frameUserSchema,
  messageIdSchema,
  otpSchema,
  socialProviderSchema,
} from './common-schemas.js';
export { copyPlainJson, type CopyPlainJsonReturnType, type JsonIssue, type JsonIssueReason } from './copy-plain-json.js';
export { createAppRequest, createFrameError, createFrameSuccess } from './create-app-request.js';
export { createMessageId } from './create-message-id.js';
export { frameSuccessPayloadSchemas, type FrameSuccessPayload } from './frame-reply-payloads.js';
export { buildFrameUrlQuery, frameUrlQuerySchema, parseFrameUrlQuery, type FrameUrlQuery, type ParseFrameUrlQueryReturnType } from './frame-url-query.js';
export {
  APP_INIT_TYPE,
  APP_MESSAGE_PREFIX,
  FRAME_MESSAGE_PREFIX,
  FRAME_READY_TYPE,
  FRAME_REQUEST_NAMES,
  appRequestType,
  frameErrorType,
  frameSuccessType,
  isFrameRequestName,
  type AppRequestType,
  type FrameErrorType,
  type FrameRequestName,
  type FrameSuccessType,
} from './message-types.js';
export {
  FRAME_PROTOCOL_VERSION,
  appInitPayloadSchema,
  parseAppMessage,
  type AppInitMessage,
  type AppMessage,
  type AppRequestMessage,
  type ParseMessageReturnType,
} from './parse-app-message.js';
export {
  parseFrameMessage,
  type FrameErrorMessage,
  type FrameErrorPayload,
  type FrameMessage,
  type FrameReadyMessage,
  type FrameSuccessMessage,
} from './parse-frame-message.js';
export { protocolIssue, type ProtocolIssue } from './protocol-issue.js';
export {
  FRAME_REQUESTS_WITH_AUTH_TIMEOUT,
  FRAME_REQUESTS_WITHOUT_LOAD_TIMEOUT,
  frameRequestTimeouts,
  type FrameRequestTimeouts,
} from './request-timeouts.js';
export {
  NOT_SAFE_RPC_METHODS,
  RPC_NOT_ALLOWED_MESSAGE,
  SAFE_RPC_METHODS,
  classifyRpcMethod,
  isApprovalRpcMethod,
  isSafeRpcMethod,
  type ApprovalRpcMethod,
  type RpcMethodClass,
  type SafeRpcMethod,
} from './rpc-methods.js';
