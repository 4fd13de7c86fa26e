import * as v from 'valibot';
import {
  accountAddressSchema,
  accountTypeSchema,
  caipNetworkIdSchema,
  deviceSummarySchema,
  emailSchema,
  frameUserSchema,
  recoveryMethodSchema,
  shortTextSchema,
  signInStepSchema,
} from './common-schemas.js';
import type { FrameRequestName } from './message-types.js';

const empty = v.strictObject({});

/**
 * The payload of each `<NAME>_SUCCESS` reply the frame sends (SPEC §7), checked by
 * parseFrameMessage. Every `<NAME>_ERROR` reply carries frameErrorPayloadSchema instead.
 */
export const frameSuccessPayloadSchemas = {
  // SPEC §4 "connect-email reply action is VERIFY_DEVICE, VERIFY_OTP or CONNECT". `resendAfterSeconds`:
  // the server's resend cooldown (otp-resend-cooldown.ts), passed on for the modal's countdown;
  // a frame that does not say leaves the modal to that file's 30 s.
  CONNECT_EMAIL: v.strictObject({
    action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']),
    resendAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400))),
  }),
  // Empty = connected; else what the sign-in still needs (common-schemas.ts signInStepSchema).
  CONNECT_DEVICE: v.union([empty, signInStepSchema]),
  // Our server asks for a device code only after the email code (server/auth); absent = connected.
  CONNECT_OTP: v.union([v.strictObject({ action: v.optional(v.picklist(['VERIFY_DEVICE'])) }), signInStepSchema]),
  CONNECT_SOCIAL: v.union([frameUserSchema, signInStepSchema]),
  GET_FARCASTER_URI: v.strictObject({ url: v.pipe(v.string(), v.maxLength(4096), v.url()) }),
  CONNECT_FARCASTER: v.strictObject({ userName: shortTextSchema }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: v.strictObject({ uri: v.pipe(v.string(), v.maxLength(4096), v.url()) }),
  SIGN_OUT: empty,
  IS_CONNECTED: v.strictObject({ isConnected: v.boolean() }),
  GET_CHAIN_ID: v.strictObject({ chainId: caipNetworkIdSchema }),
  SWITCH_NETWORK: v.strictObject({ chainId: caipNetworkIdSchema }),
  // SPEC §4 "Email update reply is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP".
  UPDATE_EMAIL: v.strictObject({ action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: empty,
  UPDATE_EMAIL_SECONDARY_OTP: v.strictObject({ newEmail: emailSchema }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: v.strictObject({
    smartAccountEnabledNetworks: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(256)),
  }),
  INIT_SMART_ACCOUNT: v.strictObject({ address: accountAddressSchema, isDeployed: v.boolean() }),
  SET_PREFERRED_ACCOUNT: v.strictObject({ type: accountTypeSchema, address: accountAddressSchema }),
  RELOAD: empty,
  // Any JSON result (already checked as plain JSON within the size cap).
  RPC_REQUEST: v.strictObject({ result: v.unknown() }),
  RPC_ABORT: empty,
  GET_SECURITY: v.strictObject({
    recoveryMethod: recoveryMethodSchema,
    devices: v.pipe(v.array(deviceSummarySchema), v.maxLength(100)),
  }),
  REVOKE_DEVICE: empty,
  SIGN_OUT_EVERYWHERE: empty,
  UNLOCK_WITH_RECOVERY_KEY: empty,
  SET_RECOVERY_METHOD: v.strictObject({ recoveryMethod: recoveryMethodSchema }),
  SET_LOCALE: empty,
} as const satisfies Record<FrameRequestName, v.GenericSchema>;

/** The payload type of one success reply, e.g. `FrameSuccessPayload<'IS_CONNECTED'>` is `{ isConnected: boolean }`. */
export type FrameSuccessPayload<Name extends FrameRequestName> = v.InferOutput<
  (typeof frameSuccessPayloadSchemas)[Name]
>;
