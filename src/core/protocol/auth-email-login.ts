import * as v from 'valibot';
import { challengeIdSchema, deviceIdSchema, projectIdSchema } from './auth-ids.js';
import { codeChallengeSchema } from './code-challenge.js';
import { otpSchema } from './common-schemas.js';

// The email-code login (server/routes/auth.ts). Emails are checked and normalized by the server
// after parsing (normalize-email.ts) and device keys by device-key.ts; here only shapes and sizes.

/** An email as the auth API takes it; the server checks and normalizes it after parsing. */
export const looseEmailSchema = v.pipe(v.string(), v.maxLength(1024));

/** A device's P-256 public key as a JWK `{ kty: 'EC', crv: 'P-256', x, y }` (checked on the curve by the server). */
export const devicePublicKeySchema = v.record(v.string(), v.unknown());

/** `POST /auth/v1/email/start` body. */
export const emailStartBodySchema = v.strictObject({
  email: looseEmailSchema,
  projectId: projectIdSchema,
  deviceId: deviceIdSchema,
  devicePublicKey: devicePublicKeySchema,
});

export type EmailStartBody = v.InferOutput<typeof emailStartBodySchema>;

/**
 * `POST /auth/v1/email/start` answer: the challenge and how long until another code may be asked
 * for this email (the server's resend cooldown, otp-resend-cooldown.ts).
 */
export const emailStartAnswerSchema = v.object({
  ...codeChallengeSchema.entries,
  resendAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type EmailStartAnswer = v.InferOutput<typeof emailStartAnswerSchema>;

/**
 * `POST /auth/v1/email/verify` and `POST /auth/v1/device/verify` body (`deviceSite`: the dapp
 * site, for the device list). The answer is sign-in-result.ts's.
 */
export const emailCodeBodySchema = v.strictObject({
  challengeId: challengeIdSchema,
  email: looseEmailSchema,
  otp: otpSchema,
  deviceId: deviceIdSchema,
  projectId: projectIdSchema,
  deviceSite: v.optional(v.pipe(v.string(), v.maxLength(255))),
});

export type EmailCodeBody = v.InferOutput<typeof emailCodeBodySchema>;
