import type { AppRequestPayload } from './app-request-payloads.js';
import { createMessageId } from './create-message-id.js';
import type { FrameErrorPayload, FrameErrorMessage, FrameSuccessMessage } from './parse-frame-message.js';
import type { AppRequestMessage } from './parse-app-message.js';
import { appRequestType, frameErrorType, frameSuccessType, type FrameRequestName } from './message-types.js';
import type { FrameSuccessPayload } from './frame-reply-payloads.js';

/**
 * A request message with a fresh random id.
 *
 * @example
 * const message = createAppRequest({ name: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } });
 * port.postMessage(message);
 */
export function createAppRequest<Name extends FrameRequestName>({
  name,
  payload,
}: {
  name: Name;
  payload: AppRequestPayload<Name>;
}): AppRequestMessage<Name> {
  return { id: createMessageId(), type: appRequestType(name), payload } as AppRequestMessage<Name>;
}

/**
 * The success reply to a request (same id).
 *
 * @example
 * port.postMessage(createFrameSuccess({ request, payload: { isConnected: true } }));
 */
export function createFrameSuccess<Name extends FrameRequestName>({
  request,
  payload,
}: {
  request: AppRequestMessage<Name>;
  payload: FrameSuccessPayload<Name>;
}): FrameSuccessMessage<Name> {
  const name = request.type.slice(request.type.indexOf('/') + 1) as Name;
  return { id: request.id, type: frameSuccessType(name), payload } as FrameSuccessMessage<Name>;
}

/**
 * The error reply to a request (same id). Put only a short safe text in `message`.
 *
 * @example
 * port.postMessage(createFrameError({ request, payload: { message: 'Requested RPC call is not allowed', code: 4200 } }));
 */
export function createFrameError<Name extends FrameRequestName>({
  request,
  payload,
}: {
  request: AppRequestMessage<Name>;
  payload: FrameErrorPayload;
}): FrameErrorMessage<Name> {
  const name = request.type.slice(request.type.indexOf('/') + 1) as Name;
  return { id: request.id, type: frameErrorType(name), payload } as FrameErrorMessage<Name>;
}
