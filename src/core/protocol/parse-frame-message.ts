import * as v from 'valibot';
import { frameErrorPayloadSchema } from './common-schemas.js';
import { frameSuccessPayloadSchemas, type FrameSuccessPayload } from './frame-reply-payloads.js';
import {
  FRAME_MESSAGE_PREFIX,
  FRAME_READY_TYPE,
  FRAME_REFUSED_REASON,
  FRAME_REFUSED_TYPE,
  isFrameRequestName,
  type FrameErrorType,
  type FrameRequestName,
  type FrameSuccessType,
} from './message-types.js';
import { parseEnvelope, type ParseMessageReturnType } from './parse-app-message.js';

/** The payload of every `<NAME>_ERROR` reply. */
export type FrameErrorPayload = v.InferOutput<typeof frameErrorPayloadSchema>;

/** The success reply to one request, typed by its name. */
export type FrameSuccessMessage<Name extends FrameRequestName = FrameRequestName> = {
  [N in Name]: { id: string; type: FrameSuccessType<N>; payload: FrameSuccessPayload<N> };
}[Name];

/** The error reply to one request. */
export type FrameErrorMessage<Name extends FrameRequestName = FrameRequestName> = {
  [N in Name]: { id: string; type: FrameErrorType<N>; payload: FrameErrorPayload };
}[Name];

/** The frame's unsolicited ready message (SPEC §4 "ready when it reports ready"). */
export interface FrameReadyMessage {
  id: string;
  type: typeof FRAME_READY_TYPE;
  payload: Record<string, never>;
}

/** The frame's refusal of the embedding page, instead of READY (FRAME_REFUSED_TYPE). */
export interface FrameRefusedMessage {
  id: string;
  type: typeof FRAME_REFUSED_TYPE;
  payload: { reason: typeof FRAME_REFUSED_REASON };
}

/** Anything the frame may send the dapp side. */
export type FrameMessage = FrameSuccessMessage | FrameErrorMessage | FrameReadyMessage | FrameRefusedMessage;

const readyPayloadSchema = v.strictObject({});
const refusedPayloadSchema = v.strictObject({ reason: v.literal(FRAME_REFUSED_REASON) });

function framePayloadSchemaOf(type: string): v.GenericSchema | undefined {
  if (type === FRAME_READY_TYPE) return readyPayloadSchema;
  if (type === FRAME_REFUSED_TYPE) return refusedPayloadSchema;
  if (!type.startsWith(FRAME_MESSAGE_PREFIX)) return undefined;
  const rest = type.slice(FRAME_MESSAGE_PREFIX.length);
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(rest);
  const name = match?.[1] ?? '';
  if (!isFrameRequestName(name)) return undefined;
  return match?.[2] === 'SUCCESS' ? frameSuccessPayloadSchemas[name] : frameErrorPayloadSchema;
}

/**
 * Checks a message the dapp side received from the frame: the same envelope rules as
 * parseAppMessage, with `<NAME>_SUCCESS` / `<NAME>_ERROR` replies and READY. Never throws; an
 * invalid frame event is logged as a warning by the caller (SPEC §8) and dropped.
 *
 * @example
 * const result = parseFrameMessage(event.data);
 * if (!result.success) return console.warn(`Invalid frame event: ${result.issue.message}`);
 * pending.get(result.message.id)?.settle(result.message);
 */
export function parseFrameMessage(value: unknown): ParseMessageReturnType<FrameMessage> {
  return parseEnvelope<FrameMessage>({ value, payloadSchemaOf: framePayloadSchemaOf });
}
