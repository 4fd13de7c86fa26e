import { BaseError, type BaseErrorParameters } from './base-error.js';

/** Why a frame request gave up (SPEC §8 "Timeouts call the timeout handler with iframe_load_failed or iframe_request_timeout"). */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout';

/**
 * The embedded-wallet frame did not load in time, or did not answer a request in time. The UI
 * shows APKT003 or APKT004 through the timeout handler; this error rejects the request itself.
 *
 * @example
 * if (error instanceof FrameTimeoutError && error.reason === 'iframe_load_failed') showAlert('APKT003');
 */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError' as const;
  readonly reason: FrameTimeoutReason;
  constructor({ reason, ...parameters }: BaseErrorParameters & { reason: FrameTimeoutReason }) {
    super(reason === 'iframe_load_failed' ? 'Network Error: Wallet Load Failed' : 'Wallet Request Timeout', parameters);
    this.reason = reason;
  }
}

/**
 * A frame request made before the frame element exists (SPEC §8 "W3mFrame: iframe is not set").
 *
 * @example
 * if (!iframe.contentWindow) throw new FrameNotSetError();
 */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('W3mFrame: iframe is not set', parameters);
  }
}

/**
 * The frame app runs without an embedding page (SPEC §8 "parent is not set"): opened as a
 * top-level page, it has nobody to answer and refuses to start.
 *
 * @example
 * if (window.parent === window) throw new FrameParentNotSetError();
 */
export class FrameParentNotSetError extends BaseError {
  override name = 'FrameParentNotSetError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('parent is not set', parameters);
  }
}

/**
 * A frame request the caller aborted, or that a reload or sign-out cut short (SPEC §8 "Request was aborted").
 *
 * @example
 * controller.abort(); // the pending request rejects with RequestAbortedError
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request was aborted', parameters);
  }
}

/**
 * The frame answered `<NAME>_ERROR` with a short text of its own (frame/ writes only safe texts:
 * no codes, shares or keys). RPC refusals come back as ProviderRpcError with their code instead.
 *
 * @example
 * throw new FrameRequestError({ message: 'Please try again after 12 seconds' });
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError' as const;
  /** Set when the modal words the refusal itself (its message table): e.g. the frame has no storage. */
  readonly reason: FrameErrorReason | undefined;
  constructor({
    message,
    reason,
    ...parameters
  }: BaseErrorParameters & { message: string; reason?: FrameErrorReason | undefined }) {
    super(message, parameters);
    this.reason = reason;
  }
}

/** Why the frame refused, where the modal words it (src/core/protocol FRAME_ERROR_REASONS). */
export type FrameErrorReason = 'STORAGE_UNAVAILABLE' | 'RECOVERY_KEY_INVALID';
