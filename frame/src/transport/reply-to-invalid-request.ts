import * as v from 'valibot';
import {
  APP_MESSAGE_PREFIX,
  frameErrorType,
  isFrameRequestName,
  messageIdSchema,
  type ProtocolIssue,
} from '../../../src/core/protocol/index.js';

const envelopeHead = v.object({ id: messageIdSchema, type: v.pipe(v.string(), v.maxLength(128)) });

/**
 * The `id` and `type` of a received value, read without copying (or walking) the rest: the rest
 * may be what made the message invalid (not JSON, too large, too deep). Only own data properties
 * of a plain object count; a getter or a proxy is never run (port messages are structured clones,
 * which have neither, but nothing here depends on that).
 */
function readEnvelopeHead(data: unknown): { id: unknown; type: unknown } | undefined {
  try {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    const prototype = Object.getPrototypeOf(data) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return undefined;
    const id = Object.getOwnPropertyDescriptor(data, 'id');
    const type = Object.getOwnPropertyDescriptor(data, 'type');
    if (!id || !('value' in id) || !type || !('value' in type)) return undefined;
    return { id: id.value, type: type.value };
  } catch {
    return undefined;
  }
}

/**
 * The `_ERROR` reply to a request whose envelope is readable (a valid id and a known request
 * type) but which was refused, whatever the reason: a payload of the wrong shape, or one that is
 * not plain JSON or over the size or depth caps (T4), so the host's promise rejects at once
 * instead of timing out. Anything less readable gets no reply. The text names only the failed
 * rule (ProtocolIssue never quotes the value, which may be a code or a key).
 *
 * @example
 * const reply = replyToInvalidRequest({ data, issue });
 * if (reply) port.postMessage(reply);
 */
export function replyToInvalidRequest({ data, issue }: { data: unknown; issue: ProtocolIssue }) {
  const head = v.safeParse(envelopeHead, readEnvelopeHead(data));
  if (!head.success || !head.output.type.startsWith(APP_MESSAGE_PREFIX)) return undefined;
  const name = head.output.type.slice(APP_MESSAGE_PREFIX.length);
  if (!isFrameRequestName(name)) return undefined;
  // -32602 "Invalid params" (EIP-1474) for RPC calls; other requests carry text only.
  const code = name === 'RPC_REQUEST' ? -32602 : undefined;
  return {
    id: head.output.id,
    type: frameErrorType(name),
    payload: { message: `Invalid request (${issue.message})`, ...(code === undefined ? {} : { code }) },
  };
}
