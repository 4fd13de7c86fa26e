import type { ReadableAtom } from 'nanostores';
import { FRAME_ORIGIN_CHECK_DELAY_MS, FRAME_POST_READY_DELAY_MS } from '../../core/constants.js';
import {
  FrameNotSetError,
  FrameRequestError,
  FrameTimeoutError,
  RequestAbortedError,
  type FrameTimeoutReason,
} from '../../core/errors/frame-errors.js';
import { ALERT_CODES, AlertError } from '../../core/errors/alerts.js';
import { ProviderRpcError, UserRejectedRequestError } from '../../core/errors/provider-rpc-error.js';
import {
  APP_INIT_TYPE,
  FRAME_PROTOCOL_VERSION,
  FRAME_READY_TYPE,
  FRAME_REFUSED_TYPE,
  buildFrameUrlQuery,
  createAppRequest,
  createMessageId,
  frameErrorType,
  frameRequestTimeouts,
  frameSuccessType,
  parseFrameMessage,
  type AppRequestPayload,
  type FrameErrorPayload,
  type FrameRequestName,
  type FrameRequestTimeouts,
  type FrameSuccessPayload,
  type FrameUrlQuery,
} from '../../core/protocol/index.js';
import { createFrameElement } from './create-frame-element.js';

export interface CreateFrameHostParameters {
  /** The frame app's URL without a query, e.g. `http://127.0.0.1:8787/frame/`; its origin is the only one we talk to. */
  frameUrl: string;
  query: FrameUrlQuery;
  /** SPEC §8: called with the reason when the frame does not load or answer in time. */
  onTimeout(reason: FrameTimeoutReason): void;
  /** SPEC §8 APKT005: the frame refused this page's origin (not among the project's allowed origins). */
  onRefused?(): void;
  /**
   * Asked once per frame appended that is not ready within originCheckDelayMs: `false` means the frame will refuse this
   * page (checkFrameOrigin), so requests fail at once with APKT005; `undefined`, it cannot tell.
   */
  checkOrigin?(): Promise<boolean | undefined>;
  /** How long a frame may take to get ready before checkOrigin is asked (FRAME_ORIGIN_CHECK_DELAY_MS). */
  originCheckDelayMs?: number;
  /** Invalid frame events are dropped and logged here (SPEC §8 "logged as warnings"). */
  warn?(message: string): void;
  document?: Document;
  /** Delay after READY before requests go out (SPEC §9 "post-ready delay 500 ms"). */
  postReadyDelayMs?: number;
  /** The frame element's title in the active language (createFrameElement). */
  title?: ReadableAtom<string> | undefined;
  /** The timeouts of each request, by name and payload; SPEC §9's and ours by default (tests shorten them). */
  requestTimeouts?: (name: FrameRequestName, payload: AppRequestPayload<FrameRequestName>) => FrameRequestTimeouts;
}

export interface FrameRequestParameters<Name extends FrameRequestName> {
  name: Name;
  payload: AppRequestPayload<Name>;
  /** Aborting rejects the request with RequestAbortedError (the frame is told by the caller, e.g. RPC_ABORT). */
  signal?: AbortSignal;
}

/** The dapp side of the frame channel (DESIGN §7). */
export interface FrameHost {
  readonly frameOrigin: string;
  /** The iframe once appended. */
  readonly element: HTMLIFrameElement | undefined;
  /** Appends the hidden frame (once) and starts the handshake; requests wait for it themselves. */
  mount(): void;
  /** Sends one request and resolves with the frame's `_SUCCESS` payload, or rejects. */
  request<Name extends FrameRequestName>(parameters: FrameRequestParameters<Name>): Promise<FrameSuccessPayload<Name>>;
  /** Removes the frame and rejects what is pending. */
  destroy(): void;
}

interface PendingRequest {
  name: FrameRequestName;
  resolve(payload: unknown): void;
  reject(error: Error): void;
}

/**
 * Creates the embedded wallet's iframe and its channel: after each load of the frame document,
 * one `postMessage(init, frameOrigin, [port])`, then every request and reply goes over that
 * MessageChannel port (DESIGN §7). No `message` listener is ever put on the dapp's window, so
 * another window cannot forge a reply (T1), and a frame navigated to another origin never
 * receives the port (T3). Every reply is schema-checked; replies with an unknown id or a type
 * that does not match the request are dropped with a warning.
 *
 * @example
 * const host = createFrameHost({ frameUrl: 'http://127.0.0.1:8787/frame/', query, onTimeout: (reason) => showAlert(reason) });
 * const { isConnected } = await host.request({ name: 'IS_CONNECTED', payload: {} });
 */
export function createFrameHost({
  frameUrl,
  query,
  onTimeout,
  onRefused = () => undefined,
  checkOrigin,
  originCheckDelayMs = FRAME_ORIGIN_CHECK_DELAY_MS,
  warn = console.warn,
  document = globalThis.document,
  postReadyDelayMs = FRAME_POST_READY_DELAY_MS,
  requestTimeouts = frameRequestTimeouts,
  title,
}: CreateFrameHostParameters): FrameHost {
  const frameOrigin = new URL(frameUrl).origin;
  const src = `${frameUrl}?${buildFrameUrlQuery(query)}`;
  const pending = new Map<string, PendingRequest>();
  let iframe: HTMLIFrameElement | undefined;
  let port: MessagePort | undefined;
  let ready = readySignal();

  function failPending(error: Error) {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  }

  function handleLoad() {
    // Every load is a new frame document (first load, RELOAD): a new channel, and what the old one waited for is lost.
    if (port) {
      port.close();
      failPending(new RequestAbortedError({ details: 'the frame reloaded' }));
      ready = readySignal();
    }
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = (event) => handleFrameMessage(event.data);
    const init = { id: createMessageId(), type: APP_INIT_TYPE, payload: { protocolVersion: FRAME_PROTOCOL_VERSION } };
    iframe?.contentWindow?.postMessage(init, frameOrigin, [channel.port2]);
  }

  function handleFrameMessage(data: unknown) {
    const parsed = parseFrameMessage(data);
    if (!parsed.success) return warn(`[appkit] Invalid frame event: ${parsed.issue.message}`);
    const { message } = parsed;
    if (message.type === FRAME_READY_TYPE) {
      const signal = ready;
      signal.heard = true;
      setTimeout(signal.resolve, postReadyDelayMs);
      return;
    }
    if (message.type === FRAME_REFUSED_TYPE) return refuse();
    const entry = pending.get(message.id);
    if (!entry) return warn('[appkit] Invalid frame event: a reply to no pending request');
    if (message.type === frameSuccessType(entry.name)) {
      pending.delete(message.id);
      entry.resolve(message.payload);
    } else if (message.type === frameErrorType(entry.name)) {
      pending.delete(message.id);
      entry.reject(toFrameError(message.payload as FrameErrorPayload));
    } else {
      warn('[appkit] Invalid frame event: a reply of another type than its request');
    }
  }

  function mount() {
    if (iframe) return;
    const mounted = (iframe = createFrameElement({ src, document, title }));
    iframe.addEventListener('load', handleLoad);
    document.body.append(iframe);
    const waiting = ready;
    const stillWaiting = () => iframe === mounted && ready === waiting && !waiting.heard;
    // Asked only of a frame slow to get ready: one that answers needs no second opinion, and a
    // returning visitor's page makes no extra request.
    setTimeout(() => {
      if (!stillWaiting()) return;
      void checkOrigin?.().then((allowed) => {
        if (allowed === false && stillWaiting()) refuse();
      });
    }, originCheckDelayMs);
  }

  /** The frame refused this page: requests waiting for READY fail now, not after the load timeout; the next one tries a fresh frame. */
  function refuse() {
    const signal = ready;
    destroy();
    signal.reject(new AlertError({ code: ALERT_CODES.UNVERIFIED_DOMAIN }));
    onRefused();
  }

  function destroy() {
    iframe?.removeEventListener('load', handleLoad);
    iframe?.remove();
    iframe = undefined;
    port?.close();
    port = undefined;
    failPending(new RequestAbortedError({ details: 'the frame was removed' }));
    ready = readySignal();
  }

  async function waitUntilReady(loadTimeoutMs: number | undefined) {
    if (loadTimeoutMs === undefined) return ready.promise;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), loadTimeoutMs)));
    const outcome = await Promise.race([ready.promise, timedOut]).finally(() => clearTimeout(timer));
    if (outcome !== 'timeout') return;
    // A frame that never got ready is removed, so the next request tries a fresh one.
    destroy();
    onTimeout('iframe_load_failed');
    throw new FrameTimeoutError({ reason: 'iframe_load_failed' });
  }

  async function request<Name extends FrameRequestName>({
    name,
    payload,
    signal,
  }: FrameRequestParameters<Name>): Promise<FrameSuccessPayload<Name>> {
    if (signal?.aborted) throw new RequestAbortedError();
    const timeouts = requestTimeouts(name, payload);
    mount();
    await waitUntilReady(timeouts.loadTimeoutMs);
    if (signal?.aborted) throw new RequestAbortedError();
    const channelPort = port;
    if (!channelPort) throw new FrameNotSetError();
    const message = createAppRequest({ name, payload });
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        pending.delete(message.id);
        settle();
        reject(new RequestAbortedError());
      };
      pending.set(message.id, {
        name,
        resolve: (value) => (settle(), resolve(value as FrameSuccessPayload<Name>)),
        reject: (error) => (settle(), reject(error)),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      if (timeouts.replyTimeoutMs !== undefined) {
        timer = setTimeout(() => {
          pending.delete(message.id);
          settle();
          if (timeouts.onReplyTimeout === 'resolve') return resolve({} as FrameSuccessPayload<Name>);
          onTimeout('iframe_request_timeout');
          reject(new FrameTimeoutError({ reason: 'iframe_request_timeout' }));
        }, timeouts.replyTimeoutMs);
      }
      channelPort.postMessage(message);
    });
  }

  return {
    frameOrigin,
    get element() {
      return iframe;
    },
    mount,
    request,
    destroy,
  };
}

/** A `_ERROR` reply as an error: RPC refusals keep their EIP-1193 code, the rest carry the frame's short text. */
function toFrameError({ message, code, reason }: FrameErrorPayload): Error {
  if (code === undefined) return new FrameRequestError({ message, reason });
  if (code === UserRejectedRequestError.code) return new UserRejectedRequestError({ details: message });
  // The frame's texts are ours and short (e.g. 'Requested RPC call is not allowed'): shown as they are.
  return new ProviderRpcError({ code, shortMessage: message });
}

interface ReadySignal {
  promise: Promise<void>;
  /** READY came (it resolves after the post-ready delay): a late origin check changes nothing then. */
  heard: boolean;
  resolve(): void;
  reject(error: Error): void;
}

function readySignal(): ReadySignal {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)));
  promise.catch(() => undefined); // a refusal nobody waits for is not an unhandled rejection
  return { promise, heard: false, resolve, reject };
}
