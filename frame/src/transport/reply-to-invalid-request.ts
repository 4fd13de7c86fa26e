import * as v from 'valibot';
import { APP_MESSAGE_PREFIX, copyPlainJson, frameErrorType, isFrameRequestName, messageIdSchema, type ProtocolIssue } from '../../../src/core/protocol/index.js';

const envelopeHead = v.object({ id: messageIdSchema, type: v.pipe(v.string(), v.maxLength(128)) });

/**
 * The `_ERROR` reply to a request whose envelope is readable (a valid id and a known request
 * type) but whose payload was refused, so the host's promise rejects at once instead of timing
 * out. Anything less readable gets no reply. The text names only the failed rule (ProtocolIssue
 * never quotes the value, which may be a code or a key).
 *
 * @example
 * const reply = replyToInvalidRequest({ data, issue });
 * if (reply) port.postMessage(reply);
 */
export function replyToInvalidRequest({ data, issue }: { data: unknown; issue: ProtocolIssue }) {
  const copied = copyPlainJson({ value: data });
  if (!copied.success) return undefined;
  const head = v.safeParse(envelopeHead, copied.value);
  if (!head.success || !head.output.type.startsWith(APP_MESSAGE_PREFIX)) return undefined;
  const name = head.output.type.slice(APP_MESSAGE_PREFIX.length);
  if (!isFrameRequestName(name)) return undefined;
  // -32602 "Invalid params" (EIP-1474) for RPC calls; other requests carry text only.
  const code = name === 'RPC_REQUEST' ? -32602 : undefined;
  return { id: head.output.id, type: frameErrorType(name), payload: { message: `Invalid request (${issue.message})`, ...(code === undefined ? {} : { code }) } };
}
