import * as v from 'valibot';
import { codeChallengeSchema } from './code-challenge.js';
import { deviceSummarySchema, shortTextSchema } from './common-schemas.js';
import { deviceApprovalStateSchema } from './device-approval-state.js';

// The account's devices and sessions (server/routes/auth-devices.ts; server/auth/README.md
// "Devices"). A device's own shape is common-schemas.ts's deviceSummarySchema: the frame hands the
// server's list on to the modal as it is.

/** A body with nothing to say (the session and the device proof say who and which device). */
export const emptyBodySchema = v.pipe(
  v.unknown(),
  // An object schema without keys lets `[]` through (as `{}`), so arrays are refused first.
  v.check((body) => !Array.isArray(body)),
  v.strictObject({}),
);

/** `GET /auth/v1/devices` answer: the live devices, most recently used first. */
export const deviceListSchema = v.object({ devices: v.pipe(v.array(deviceSummarySchema), v.maxLength(100)) });

export type DeviceList = v.InferOutput<typeof deviceListSchema>;

/** `DELETE /auth/v1/devices/{deviceId}` [P] answer: its sessions ended, its share is gone. */
export const deviceRevokedSchema = v.object({ revoked: v.literal(true) });

export type DeviceRevoked = v.InferOutput<typeof deviceRevokedSchema>;

/** `POST /auth/v1/sessions/revoke-all` [P] answer: how many sessions of the account ended (this one too). */
export const sessionsRevokedSchema = v.object({ revoked: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export type SessionsRevoked = v.InferOutput<typeof sessionsRevokedSchema>;

/** `POST /auth/v1/device/second-factor/start` [P] answer: a pending device's code, mailed to the account's address (masked). */
export const deviceCodeChallengeSchema = v.object({ ...codeChallengeSchema.entries, emailHint: shortTextSchema });

export type DeviceCodeChallenge = v.InferOutput<typeof deviceCodeChallengeSchema>;

/** `POST /auth/v1/device/second-factor/verify` [P] answer (body: code-challenge.ts challengeCodeBodySchema): the device's new standing. */
export const deviceApprovalAnswerSchema = v.object({ device: deviceApprovalStateSchema });

export type DeviceApprovalAnswer = v.InferOutput<typeof deviceApprovalAnswerSchema>;
