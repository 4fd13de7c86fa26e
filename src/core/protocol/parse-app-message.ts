import * as v from 'valibot';
import { appRequestPayloadSchemas, type AppRequestPayload } from './app-request-payloads.js';
import { messageIdSchema } from './common-schemas.js';
import { copyPlainJson } from './copy-plain-json.js';
import {
  APP_INIT_TYPE,
  APP_MESSAGE_PREFIX,
  isFrameRequestName,
  type AppRequestType,
  type FrameRequestName,
} from './message-types.js';
import { fromValibotIssues, protocolIssue, type ProtocolIssue } from './protocol-issue.js';

/** Version of this message protocol, sent in the init message. */
export const FRAME_PROTOCOL_VERSION = 1;

/** The init message's payload (posted to the frame window with the MessageChannel port). */
export const appInitPayloadSchema = v.strictObject({ protocolVersion: v.literal(FRAME_PROTOCOL_VERSION) });

/** One request message, `{ id, type, payload }`, typed by its name. */
export type AppRequestMessage<Name extends FrameRequestName = FrameRequestName> = {
  [N in Name]: { id: string; type: AppRequestType<N>; payload: AppRequestPayload<N> };
}[Name];

/** The init message of the transport handshake (DESIGN §7). */
export interface AppInitMessage {
  id: string;
  type: typeof APP_INIT_TYPE;
  payload: v.InferOutput<typeof appInitPayloadSchema>;
}

/** Anything the dapp side may send the frame. */
export type AppMessage = AppRequestMessage | AppInitMessage;

export type ParseMessageReturnType<Message> =
  { success: true; message: Message } | { success: false; issue: ProtocolIssue };

/** `{ id, type, payload }` and nothing else; the payload is checked by type afterwards. */
export const messageEnvelopeSchema = v.strictObject({
  id: messageIdSchema,
  type: v.pipe(v.string(), v.maxLength(128)),
  payload: v.unknown(),
});

/**
 * Parses the envelope shared by both directions after copying the value into plain JSON.
 * `payloadSchemaOf` picks the payload schema by `type`, or undefined for an unknown type.
 *
 * @example
 * parseEnvelope({ value, payloadSchemaOf: (type) => schemas[type] });
 */
export function parseEnvelope<Message>({
  value,
  payloadSchemaOf,
}: {
  value: unknown;
  payloadSchemaOf: (type: string) => v.GenericSchema | undefined;
}): ParseMessageReturnType<Message> {
  const copied = copyPlainJson({ value });
  if (!copied.success) return { success: false, issue: protocolIssue(copied.issue) };
  const envelope = v.safeParse(messageEnvelopeSchema, copied.value);
  if (!envelope.success) return { success: false, issue: fromValibotIssues({ issues: envelope.issues, prefix: '' }) };
  const schema = payloadSchemaOf(envelope.output.type);
  if (!schema) return { success: false, issue: protocolIssue({ path: 'type', reason: 'unknown_type' }) };
  const payload = v.safeParse(schema, envelope.output.payload);
  if (!payload.success)
    return { success: false, issue: fromValibotIssues({ issues: payload.issues, prefix: 'payload' }) };
  return {
    success: true,
    message: { id: envelope.output.id, type: envelope.output.type, payload: payload.output } as Message,
  };
}

function appPayloadSchemaOf(type: string): v.GenericSchema | undefined {
  if (type === APP_INIT_TYPE) return appInitPayloadSchema;
  if (!type.startsWith(APP_MESSAGE_PREFIX)) return undefined;
  const name = type.slice(APP_MESSAGE_PREFIX.length);
  return isFrameRequestName(name) ? appRequestPayloadSchemas[name] : undefined;
}

/**
 * Checks a message the frame received from the dapp side (DESIGN §7): plain JSON within the size
 * and depth caps, exactly `{ id, type, payload }`, a random-looking id, a known type and that
 * type's payload. Never throws, whatever the value; a refused message comes back as an issue
 * that is safe to log (it never quotes the value).
 *
 * @example
 * const result = parseAppMessage(event.data);
 * if (!result.success) return logger.warn(`Invalid app message: ${result.issue.message}`);
 * if (result.message.type === '@w3m-app/CONNECT_OTP') verify(result.message.payload.otp);
 */
export function parseAppMessage(value: unknown): ParseMessageReturnType<AppMessage> {
  return parseEnvelope<AppMessage>({ value, payloadSchemaOf: appPayloadSchemaOf });
}
