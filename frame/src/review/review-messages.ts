import * as v from 'valibot';
import { copyPlainJson } from '../../../src/core/protocol/copy-plain-json.js';
import { localeCodeSchema } from '../../../src/core/protocol/locale-code.js';

// The secure review window's protocol (issue "Hardening" part 5). The window (review page, on
// the frame's origin) says it is ready to its opener; the frame answers once with the request's
// description and a MessagePort; the window's only answer, over that port, is approve or reject.
// Both sides check `event.source` and `event.origin` before parsing; the schemas are strict.

export const REVIEW_READY_TYPE = 'w3m-review-ready';
export const REVIEW_REQUEST_TYPE = 'w3m-review-request';
export const REVIEW_ANSWER_TYPE = 'w3m-review-answer';
/** A request's description is at most what its request was (256 KiB) and a little more for labels. */
export const REVIEW_MESSAGE_MAX_BYTES = 1024 * 1024;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** What the window shows: ApprovalDetails (render-approval.ts), text only; nothing that signs. */
export const reviewDetailsSchema = v.strictObject({
  title: text(200),
  origin: text(2048),
  rows: v.pipe(
    v.array(
      v.strictObject({ label: text(200), value: text(REVIEW_MESSAGE_MAX_BYTES), monospace: v.optional(v.boolean()) }),
    ),
    v.maxLength(64),
  ),
  warnings: v.pipe(v.array(text(2000)), v.maxLength(32)),
  highRisk: v.optional(v.boolean()),
});

export type ReviewDetails = v.InferOutput<typeof reviewDetailsSchema>;

export const reviewReadySchema = v.strictObject({ type: v.literal(REVIEW_READY_TYPE) });
export const reviewRequestSchema = v.strictObject({
  type: v.literal(REVIEW_REQUEST_TYPE),
  details: reviewDetailsSchema,
  /** The frame's language: the window's own texts (Approve, Reject) come from its built-in table. */
  locale: v.optional(localeCodeSchema),
});
export const reviewAnswerSchema = v.strictObject({
  type: v.literal(REVIEW_ANSWER_TYPE),
  answer: v.picklist(['approve', 'reject']),
});

export type ReviewAnswer = v.InferOutput<typeof reviewAnswerSchema>['answer'];

/**
 * Parses a message of the review protocol after copying it as plain JSON (no getters, no
 * prototypes, bounded size): undefined for anything else.
 *
 * @example
 * const answer = parseReviewMessage({ schema: reviewAnswerSchema, data: event.data });
 */
export function parseReviewMessage<Schema extends v.GenericSchema>({
  schema,
  data,
}: {
  schema: Schema;
  data: unknown;
}): v.InferOutput<Schema> | undefined {
  const copied = copyPlainJson({ value: data, maxBytes: REVIEW_MESSAGE_MAX_BYTES });
  if (!copied.success) return undefined;
  const parsed = v.safeParse(schema, copied.value);
  return parsed.success ? parsed.output : undefined;
}
