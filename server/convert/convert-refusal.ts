import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpRequestError, TimeoutError } from 'viem';
import type { ApiErrorBody } from '../../src/core/protocol/api-error-body.js';
import {
  ConvertErrorCode,
  SWAP_NETWORK_NOT_SUPPORTED_MESSAGE,
  type ConvertQuote,
} from '../../src/core/protocol/convert-api.js';

/**
 * Why the swap API refuses a request (core/protocol/convert-api.ts): thrown by the helpers of
 * server/convert/ and answered by the route as `{ error, code }` with its status.
 *
 * @example
 * throw new ConvertRefusal({ status: 400, code: ConvertErrorCode.invalidParameter, message: 'amount is missing' });
 */
export class ConvertRefusal extends Error {
  override name = 'ConvertRefusal' as const;
  readonly status: 400 | 409 | 502;
  readonly code: ConvertErrorCode;
  /** Answered with the refusal (PRICE_MOVED's fresh quote). */
  readonly quote: ConvertQuote | undefined;

  constructor({
    status,
    code,
    message,
    quote,
    cause,
  }: {
    status: 400 | 409 | 502;
    code: ConvertErrorCode;
    message: string;
    quote?: ConvertQuote;
    cause?: unknown;
  }) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.quote = quote;
  }
}

/** SPEC §8's refusal for a chain without an exchange (and for a chain the server does not serve). */
export function networkNotSupported(): ConvertRefusal {
  return new ConvertRefusal({
    status: 400,
    code: ConvertErrorCode.networkNotSupported,
    message: SWAP_NETWORK_NOT_SUPPORTED_MESSAGE,
  });
}

/** A query parameter or body field that is missing or malformed; `message` names it. */
export function invalidParameter(message: string): ConvertRefusal {
  return new ConvertRefusal({ status: 400, code: ConvertErrorCode.invalidParameter, message });
}

/** The node did not answer (or answered junk). Its URL stays server-side, as in the RPC proxy. */
export function nodeUnavailable(cause: unknown): ConvertRefusal {
  return new ConvertRefusal({
    status: 502,
    code: ConvertErrorCode.nodeUnavailable,
    message: 'The chain did not answer; nothing was sent, try again',
    cause,
  });
}

/**
 * Whether an error of a viem call is the transport failing (connection refused, timeout, an HTTP
 * error status) rather than the node answering with an error (a revert, insufficient funds).
 *
 * @example
 * catch (error) { if (isTransportError(error)) throw nodeUnavailable(error); }
 */
export function isTransportError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof HttpRequestError || current instanceof TimeoutError) return true;
  }
  return false;
}

/**
 * The answer of a refusal; any other error of a chain read becomes 502 NODE_UNAVAILABLE (the reads
 * of this API revert only where the helpers expect it and catch it).
 *
 * @example
 * catch (error) { return answerConvertError({ c, error }); }
 */
export function answerConvertError({ c, error }: { c: Context; error: unknown }): Response {
  const refusal = error instanceof ConvertRefusal ? error : nodeUnavailable(error);
  // One line for the operator; the answer names nothing of the node.
  if (refusal.status === 502) console.warn(`[convert] node unavailable: ${String(refusal.cause).split('\n')[0]}`);
  const body: ApiErrorBody = { error: refusal.message, code: refusal.code };
  return c.json(refusal.quote ? { ...body, quote: refusal.quote } : body, refusal.status as ContentfulStatusCode);
}
