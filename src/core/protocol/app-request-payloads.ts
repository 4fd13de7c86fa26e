import * as v from 'valibot';
import { AUTH_CONNECTOR_NAMESPACES } from '../constants.js';
import { localeCodeSchema } from './locale-code.js';
import {
  accountTypeSchema,
  caipNetworkIdSchema,
  dappMetadataSchema,
  emailSchema,
  httpUrlSchema,
  otpSchema,
  shortTextSchema,
  socialProviderSchema,
  themeVariablesSchema,
} from './common-schemas.js';
import type { FrameRequestName } from './message-types.js';

const empty = v.strictObject({});
const siwxMessageSchema = v.pipe(v.string(), v.maxLength(8192));

/** A JSON-RPC method name: letters, digits and underscores (the frame decides whether it is allowed). */
export const rpcMethodSchema = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/));

/**
 * RPC_REQUEST: one JSON-RPC call `{ method, params }` (params by position or by name), with the
 * namespace and network it is meant for. Values inside params are plain JSON (checked before the
 * schema); bigints travel as hex strings.
 */
export const rpcRequestPayloadSchema = v.strictObject({
  method: rpcMethodSchema,
  params: v.optional(v.union([v.pipe(v.array(v.unknown()), v.maxLength(64)), v.record(v.string(), v.unknown())])),
  chainNamespace: v.optional(v.picklist(AUTH_CONNECTOR_NAMESPACES)),
  chainId: v.optional(caipNetworkIdSchema),
});

/**
 * The payload of each request the dapp side sends (SPEC §7), checked by parseAppMessage. Shapes
 * follow AppKit's frame messages with CAIP-2 network ids throughout. Two additions for our
 * email flow (server/auth): CONNECT_DEVICE may carry the emailed device code, and the
 * CONNECT_OTP reply may say VERIFY_DEVICE (frame-reply-payloads.ts).
 *
 * The EVM account kind (issue 17) in GET_USER and CONNECT_SOCIAL: `preferredAccountType` is the
 * visitor's own stored choice only, and wins; `defaultAccountType` is the dapp's
 * `defaultAccountTypes.eip155`, which the frame uses for a visitor who never chose, unless their
 * wallet predates smart accounts (then the EOA).
 */
export const appRequestPayloadSchemas = {
  CONNECT_EMAIL: v.strictObject({ email: emailSchema }),
  CONNECT_DEVICE: v.strictObject({ otp: v.optional(otpSchema) }),
  CONNECT_OTP: v.strictObject({ otp: otpSchema }),
  CONNECT_SOCIAL: v.strictObject({
    uri: v.pipe(v.string(), v.maxLength(4096), v.url()),
    chainId: v.optional(caipNetworkIdSchema),
    preferredAccountType: v.optional(accountTypeSchema),
    defaultAccountType: v.optional(accountTypeSchema),
    siwxMessage: v.optional(siwxMessageSchema),
  }),
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: v.strictObject({
    chainId: v.optional(caipNetworkIdSchema),
    preferredAccountType: v.optional(accountTypeSchema),
    defaultAccountType: v.optional(accountTypeSchema),
    socialUri: v.optional(v.pipe(v.string(), v.maxLength(4096), v.url())),
    siwxMessage: v.optional(siwxMessageSchema),
    rpcUrl: v.optional(httpUrlSchema),
  }),
  GET_SOCIAL_REDIRECT_URI: v.strictObject({ provider: socialProviderSchema }),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  SWITCH_NETWORK: v.strictObject({ chainId: caipNetworkIdSchema }),
  UPDATE_EMAIL: v.strictObject({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: v.strictObject({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: v.strictObject({ otp: otpSchema }),
  SYNC_THEME: v.strictObject({
    themeMode: v.optional(v.picklist(['light', 'dark'])),
    themeVariables: v.optional(themeVariablesSchema),
    w3mThemeVariables: v.optional(themeVariablesSchema),
  }),
  SYNC_DAPP_DATA: v.strictObject({
    metadata: v.optional(dappMetadataSchema),
    projectId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
    sdkVersion: shortTextSchema,
    sdkType: shortTextSchema,
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: v.strictObject({ type: accountTypeSchema }),
  RELOAD: empty,
  RPC_REQUEST: rpcRequestPayloadSchema,
  RPC_ABORT: empty,
  GET_SECURITY: empty,
  REVOKE_DEVICE: v.strictObject({ deviceId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)) }),
  SIGN_OUT_EVERYWHERE: empty,
  UNLOCK_WITH_RECOVERY_KEY: empty,
  SET_RECOVERY_METHOD: empty,
  SET_LOCALE: v.strictObject({ locale: localeCodeSchema }),
} as const satisfies Record<FrameRequestName, v.GenericSchema>;

/** The payload type of one request, e.g. `AppRequestPayload<'CONNECT_OTP'>` is `{ otp: string }`. */
export type AppRequestPayload<Name extends FrameRequestName> = v.InferOutput<(typeof appRequestPayloadSchemas)[Name]>;
