// The wire contract (DESIGN §7, SPEC §7): the frame messaging protocol, shared by the dapp side
// (connectors/auth) and the frame app (frame/); and the HTTP shapes of the server's APIs (auth API,
// data API, project settings), each defined once here and used by the client, the frame and the
// server (which imports the files directly), with the one HTTP client that reads them. Imports
// only valibot, core errors and core constants.
export {
  appRequestPayloadSchemas,
  rpcRequestPayloadSchema,
  rpcMethodSchema,
  type AppRequestPayload,
} from './app-request-payloads.js';
export {
  accountAddressSchema,
  caipNetworkIdSchema,
  type DeviceSummary,
  emailSchema,
  frameErrorPayloadSchema,
  frameUserSchema,
  messageIdSchema,
  otpSchema,
  recoveryMethodSchema,
  type RecoveryMethod,
  socialProviderSchema,
  type SocialProvider,
} from './common-schemas.js';
export {
  copyPlainJson,
  type CopyPlainJsonReturnType,
  type JsonIssue,
  type JsonIssueReason,
} from './copy-plain-json.js';
export { createAppRequest, createFrameError, createFrameSuccess } from './create-app-request.js';
export { createMessageId } from './create-message-id.js';
export { frameSuccessPayloadSchemas, type FrameSuccessPayload } from './frame-reply-payloads.js';
export {
  buildFrameUrlQuery,
  frameUrlQuerySchema,
  parseFrameUrlQuery,
  type FrameUrlQuery,
  type ParseFrameUrlQueryReturnType,
} from './frame-url-query.js';
export {
  APP_INIT_TYPE,
  APP_MESSAGE_PREFIX,
  FRAME_MESSAGE_PREFIX,
  FRAME_READY_TYPE,
  FRAME_REFUSED_REASON,
  FRAME_REFUSED_TYPE,
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
  type FrameRefusedMessage,
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

// ── HTTP: the client, the error bodies, the RPC proxy's URL ──────────────────────────────────
export { apiErrorBodySchema, type ApiErrorBody } from './api-error-body.js';
export { AuthErrorCode } from './auth-error-codes.js';
export { authErrorBodySchema, type AuthErrorBody } from './auth-error-body.js';
export {
  HttpClient,
  type HttpBodyRequestParameters,
  type HttpClientParameters,
  type HttpMethod,
  type HttpRequestParameters,
  type HttpSendParameters,
  type QueryParams,
} from './http-client.js';
export { pickValidFields } from './pick-valid-fields.js';
export { proofOfWorkChallengeSchema, type ProofOfWorkChallenge } from './proof-of-work-challenge.js';
export { rpcUrlFor } from './rpc-url-for.js';
export { OTP_RESEND_COOLDOWN_MS } from './otp-resend-cooldown.js';

// ── HTTP: the auth API (server/auth/README.md) ───────────────────────────────────────────────
export type {
  DeviceApprovalAnswer,
  DeviceCodeChallenge,
  DeviceList,
  DeviceRevoked,
  SessionsRevoked,
} from './auth-devices.js';
export type { EmailChangeStartBody, EmailChangeStep, EmailChanged } from './auth-email-change.js';
export type { EmailCodeBody, EmailStartAnswer, EmailStartBody } from './auth-email-login.js';
export type { OauthCompleteBody, OauthStartAnswer, OauthStartBody } from './auth-oauth.js';
export type {
  MeAnswer,
  RefreshSessionAnswer,
  RefreshSessionBody,
  RevokeSessionAnswer,
  RevokeSessionBody,
  SessionTokens,
} from './auth-session.js';
export type {
  CreateWalletBody,
  DeviceShare,
  DeviceShareStored,
  EncryptedShare,
  PasskeyRecoveryParams,
  PassphraseRecoveryParams,
  RecoveryMaterial,
  RecoveryParams,
  RecoveryRequestBody,
  RecoveryUpdateBody,
  WalletAnswer,
  WalletStatus,
  WalletSummary,
} from './auth-wallet.js';
export type { ChallengeCodeBody, CodeChallenge } from './code-challenge.js';
export type { DeviceApprovalState, SecondFactor } from './device-approval-state.js';
export type { AuthUser, ConnectedResult, SignInResult, VerifyDeviceResult } from './sign-in-result.js';

// ── HTTP: the data API and the project settings (SPEC §7) ──────────────────────────────────────
export type { FungiblePrice, FungiblePricesAnswer, IdentityAnswer, SupportedChainsAnswer } from './chain-data.js';
export {
  readAllowedOrigins,
  type AllowedOriginsAnswer,
  type AnalyticsConfigAnswer,
  type RemoteFeature,
  type RemoteFeaturesAnswer,
} from './project-settings.js';
export type { TokenBalance, TokenBalancesAnswer } from './token-balance.js';
export type { Transaction, TransactionTransfer, TransactionsPage } from './transactions-page.js';

// ── The frame's language (issue 20 part 3): a code, never a text ────────────────────────────────
export { FRAME_LOCALE_CODES, localeCodeSchema, type FrameLocaleCode } from './locale-code.js';
