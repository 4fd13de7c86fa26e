import * as v from 'valibot';
import { pickValidFields } from './pick-valid-fields.js';

// The per-project settings of SPEC §7 (server/routes/project-config.ts), read by the modal when
// it first opens and, for the allowed origins, by the frame before it accepts a host.

/**
 * `GET /projects/v1/origins` answer: the origins allowed to embed the project (exact origins, `*`
 * as a port, `*.` before a host; src/core/utils/is-origin-allowed.ts matches them).
 */
export const allowedOriginsAnswerSchema = v.object({ allowedOrigins: v.array(v.string()) });

export type AllowedOriginsAnswer = v.InferOutput<typeof allowedOriginsAnswerSchema>;

/** One remote feature switch (ids like `activity`, `swap`, `social_login`; `config` null or a list of provider names). */
export const remoteFeatureSchema = v.object({ id: v.string(), isEnabled: v.boolean(), config: v.unknown() });

export type RemoteFeature = v.InferOutput<typeof remoteFeatureSchema>;

/** `GET /appkit/v1/config` answer: the remote features the client merges with the dapp's own. */
export const remoteFeaturesAnswerSchema = v.object({ features: v.array(remoteFeatureSchema) });

export type RemoteFeaturesAnswer = v.InferOutput<typeof remoteFeaturesAnswerSchema>;

/** `GET /getAnalyticsConfig` answer: whether the project takes analytics events at all. */
export const analyticsConfigAnswerSchema = v.object({ isAnalyticsEnabled: v.boolean() });

export type AnalyticsConfigAnswer = v.InferOutput<typeof analyticsConfigAnswerSchema>;

/**
 * The allowed origins of an origins answer, read leniently (the modal and the frame both ask):
 * entries that are not strings are left out, and an answer without a list reads as an empty list.
 *
 * @example
 * readAllowedOrigins({ answer: { allowedOrigins: ['https://app.example', 7] } }); // ['https://app.example']
 */
export function readAllowedOrigins({ answer }: { answer: unknown }): string[] {
  const list =
    pickValidFields({ schema: v.object({ allowedOrigins: v.array(v.unknown()) }), value: answer }).allowedOrigins ?? [];
  return list.filter((entry): entry is string => typeof entry === 'string');
}
