import * as v from 'valibot';
import { isoTimeSchema, shortTextSchema } from './common-schemas.js';

/** What a pending device can offer to become verified: a mailed code, or the user's own recovery key. */
export const secondFactorSchema = v.picklist(['email', 'recovery-key']);

export type SecondFactor = v.InferOutput<typeof secondFactorSchema>;

/**
 * Where the session's device stands (server/auth/device-approval-state.ts; issue "Hardening" part
 * 1): verified, or pending (a social sign-in on a new device) with the second factors it can
 * offer (a code mailed to `emailHint`'s address, masked; the user's recovery key) or, when it has
 * none, the end of its wait (`releaseAt`).
 */
export const deviceApprovalStateSchema = v.variant('status', [
  v.object({ status: v.literal('verified') }),
  v.object({
    status: v.literal('pending'),
    secondFactors: v.pipe(v.array(secondFactorSchema), v.maxLength(2)),
    emailHint: v.optional(shortTextSchema),
    releaseAt: v.optional(isoTimeSchema),
  }),
]);

export type DeviceApprovalState = v.InferOutput<typeof deviceApprovalStateSchema>;
