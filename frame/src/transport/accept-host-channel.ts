import { FrameParentNotSetError } from '../../../src/core/errors/frame-errors.js';
import {
  APP_INIT_TYPE,
  FRAME_READY_TYPE,
  FRAME_REFUSED_REASON,
  FRAME_REFUSED_TYPE,
  createFrameError,
  createFrameSuccess,
  createMessageId,
  parseAppMessage,
  type AppRequestMessage,
  type FrameErrorPayload,
  type FrameRequestName,
  type FrameSuccessPayload,
} from '../../../src/core/protocol/index.js';
import { replyToInvalidRequest } from './reply-to-invalid-request.js';

/** What a request handler answers: the `_SUCCESS` payload, or the `_ERROR` payload. */
export type FrameReply<Name extends FrameRequestName = FrameRequestName> =
  { payload: FrameSuccessPayload<Name> } | { error: FrameErrorPayload };

/** Handles one checked request; `hostOrigin` is the embedding page's origin as the browser reported it. */
export type FrameRequestHandler = (request: AppRequestMessage, context: { hostOrigin: string }) => Promise<FrameReply>;

export interface AcceptHostChannelParameters {
  /** Whether the embedding page's origin is allowed (exact match against the project's list). */
  isAllowedOrigin(origin: string): Promise<boolean>;
  handle: FrameRequestHandler;
  warn(message: string): void;
  window?: Window;
}

export interface HostChannel {
  /** The accepted host's origin, once the handshake is done. */
  readonly hostOrigin: string | undefined;
  stop(): void;
}

// Ids seen on this channel; a repeated id is a replay and gets no second answer (T5). Bounded, oldest first out.
const MAX_REMEMBERED_IDS = 10_000;

/** What acceptHostChannel throws: the frame is not embedded (no parent window to answer). */
export type AcceptHostChannelErrorType = FrameParentNotSetError;

/**
 * The frame side of the channel (DESIGN §7): accepts exactly one init message, from the
 * embedding window (`event.source === window.parent`), from an allowed origin (exact match, and
 * equal to `location.ancestorOrigins[0]` where the browser has it), carrying exactly one port.
 * Then answers READY and every request on that port only; nothing else reaches the handler.
 * Every message is schema-checked; a request whose id repeats is dropped.
 *
 * @example
 * acceptHostChannel({ isAllowedOrigin, handle: (request) => router.handle(request), warn: console.warn });
 */
export function acceptHostChannel({
  isAllowedOrigin,
  handle,
  warn,
  window: target = globalThis.window,
}: AcceptHostChannelParameters): HostChannel {
  if (target.parent === target) throw new FrameParentNotSetError();
  let port: MessagePort | undefined;
  let hostOrigin: string | undefined;
  let accepting = false;
  const seenIds = new Set<string>();

  async function onWindowMessage(event: MessageEvent) {
    if (event.source !== target.parent) return; // popups, other frames, extensions: never the host
    if (port || accepting) return warn('[frame] Ignored a second init message');
    const parsed = parseAppMessage(event.data);
    if (!parsed.success || parsed.message.type !== APP_INIT_TYPE)
      return warn('[frame] Ignored a window message that is not the init message');
    if (event.ports.length !== 1) return warn('[frame] Ignored an init message without exactly one port');
    const ancestor = target.location.ancestorOrigins?.[0];
    if (ancestor !== undefined && ancestor !== event.origin)
      return warn('[frame] Ignored an init message from another origin than the embedding page');
    accepting = true;
    const allowed = await isAllowedOrigin(event.origin).catch(() => false);
    accepting = false;
    if (!allowed) {
      // The page that sent the port hears why (APKT005), instead of waiting for a READY that never comes.
      const refused = event.ports[0]!;
      refused.postMessage({
        id: createMessageId(),
        type: FRAME_REFUSED_TYPE,
        payload: { reason: FRAME_REFUSED_REASON },
      });
      refused.close();
      return warn(`[frame] Refused the embedding origin ${event.origin}: not in the project's allowed origins`);
    }
    port = event.ports[0]!;
    hostOrigin = event.origin;
    port.onmessage = (message) => void onPortMessage(port!, message.data);
    port.postMessage({ id: createMessageId(), type: FRAME_READY_TYPE, payload: {} });
  }

  async function onPortMessage(channel: MessagePort, data: unknown) {
    const parsed = parseAppMessage(data);
    if (!parsed.success) {
      warn(`[frame] Invalid app message: ${parsed.issue.message}`);
      const reply = replyToInvalidRequest({ data, issue: parsed.issue });
      if (reply && remember(reply.id)) channel.postMessage(reply);
      return;
    }
    const request = parsed.message;
    if (request.type === APP_INIT_TYPE) return warn('[frame] Ignored an init message on the channel');
    if (!remember(request.id)) return warn('[frame] Ignored a request whose id was used before');
    let reply: FrameReply;
    try {
      reply = await handle(request, { hostOrigin: hostOrigin! });
    } catch (error) {
      // Handlers answer their own errors; this is a bug, and its text may not be safe to pass on.
      warn(`[frame] ${request.type} failed: ${error instanceof Error ? error.name : 'error'}`);
      reply = { error: { message: 'Something went wrong' } };
    }
    channel.postMessage(
      'payload' in reply
        ? createFrameSuccess({ request, payload: reply.payload as never })
        : createFrameError({ request, payload: reply.error }),
    );
  }

  function remember(id: string): boolean {
    if (seenIds.has(id)) return false;
    seenIds.add(id);
    if (seenIds.size > MAX_REMEMBERED_IDS) seenIds.delete(seenIds.values().next().value!);
    return true;
  }

  const listener = (event: MessageEvent) => void onWindowMessage(event);
  target.addEventListener('message', listener);
  return {
    get hostOrigin() {
      return hostOrigin;
    },
    stop() {
      target.removeEventListener('message', listener);
      port?.close();
      port = undefined;
    },
  };
}
