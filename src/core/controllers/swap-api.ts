import * as v from 'valibot';
import { HttpError } from '../errors/internal-errors.js';
import { SwapError } from '../errors/swap-error.js';
import { $swapMessages } from '../messages/swap-messages.js';
import { fungiblePricesAnswerSchema, type FungiblePricesAnswer } from '../protocol/chain-data.js';
import {
  CONVERT_ALLOWANCE_PATH,
  CONVERT_BUILD_APPROVE_PATH,
  CONVERT_BUILD_TRANSACTION_PATH,
  CONVERT_GAS_PRICE_PATH,
  CONVERT_QUOTES_PATH,
  CONVERT_TOKENS_PATH,
  ConvertErrorCode,
  SLIPPAGE_TOLERANCE,
  convertAllowanceAnswerSchema,
  convertBuildApproveAnswerSchema,
  convertBuildTransactionAnswerSchema,
  convertGasPriceAnswerSchema,
  convertPriceMovedBodySchema,
  convertQuotesAnswerSchema,
  convertTokensAnswerSchema,
  type ConvertAllowanceAnswer,
  type ConvertBuildApproveAnswer,
  type ConvertBuildTransactionAnswer,
  type ConvertGasPriceAnswer,
  type ConvertQuote,
  type ConvertQuotesAnswer,
  type ConvertTokensAnswer,
} from '../protocol/convert-api.js';
import type { HttpClient } from '../protocol/http-client.js';
import { TimeoutError, withTimeout } from '../utils/with-timeout.js';
import { SWAP_REQUEST_TIMEOUT_MS } from './swap-constants.js';

/** The fungible price endpoint (SPEC §7 "POST /v1/fungible/price"). */
const FUNGIBLE_PRICE_PATH = '/v1/fungible/price';

export interface SwapApiParameters {
  /** The reference server, with the project's `projectId`, `st` and `sv`. */
  api: HttpClient;
  timeoutMs?: number | undefined;
}

export interface SwapQuoteRequest {
  /** Base units of `from`. */
  amount: string;
  /** CAIP-10 of the user. */
  userAddress: string;
  from: string;
  to: string;
  gasPrice?: string | undefined;
}

/**
 * The server's swap API (src/core/protocol/convert-api.ts) and its price endpoint: each call is
 * bounded by a timeout and its answer checked against the contract's schema. Every failure is a
 * {@link SwapError} whose message is the text to show (SPEC §8's for an unsupported network).
 * @example
 * const { tokens } = await new SwapApi({ api }).tokens({ chainId: 'eip155:31337' });
 */
export class SwapApi {
  constructor(private readonly parameters: SwapApiParameters) {}

  tokens({ chainId }: { chainId: string }): Promise<ConvertTokensAnswer> {
    return this.call(convertTokensAnswerSchema, (signal) =>
      this.parameters.api.get({ path: CONVERT_TOKENS_PATH, params: { chainId }, signal }),
    );
  }

  quotes(request: SwapQuoteRequest): Promise<ConvertQuotesAnswer> {
    return this.call(convertQuotesAnswerSchema, (signal) =>
      this.parameters.api.get({ path: CONVERT_QUOTES_PATH, params: { ...request }, signal }),
    );
  }

  allowance({
    tokenAddress,
    userAddress,
  }: {
    tokenAddress: string;
    userAddress: string;
  }): Promise<ConvertAllowanceAnswer> {
    return this.call(convertAllowanceAnswerSchema, (signal) =>
      this.parameters.api.get({ path: CONVERT_ALLOWANCE_PATH, params: { tokenAddress, userAddress }, signal }),
    );
  }

  gasPrice({ chainId }: { chainId: string }): Promise<ConvertGasPriceAnswer> {
    return this.call(convertGasPriceAnswerSchema, (signal) =>
      this.parameters.api.get({ path: CONVERT_GAS_PRICE_PATH, params: { chainId }, signal }),
    );
  }

  /** The `approve(router, amount)` transaction for exactly `amount` (base units). */
  buildApprove(request: {
    userAddress: string;
    from: string;
    to: string;
    amount: string;
  }): Promise<ConvertBuildApproveAnswer> {
    return this.call(convertBuildApproveAnswerSchema, (signal) =>
      this.parameters.api.get({ path: CONVERT_BUILD_APPROVE_PATH, params: { ...request }, signal }),
    );
  }

  /**
   * The router call, `amountOutMin` being the minimum the visitor was shown: a price that fell below
   * it since is refused (see {@link priceMovedQuote}), one within it lets the chain enforce it.
   */
  buildTransaction(request: {
    userAddress: string;
    from: string;
    to: string;
    amount: string;
    amountOutMin?: string | undefined;
  }): Promise<ConvertBuildTransactionAnswer> {
    const body = { ...request, eip155: { slippage: String(SLIPPAGE_TOLERANCE) } };
    return this.call(convertBuildTransactionAnswerSchema, (signal) =>
      this.parameters.api.post({ path: CONVERT_BUILD_TRANSACTION_PATH, body, signal }),
    );
  }

  /** USD prices of CAIP-10 ids; the server leaves out the tokens it does not know. */
  prices({ addresses }: { addresses: readonly string[] }): Promise<FungiblePricesAnswer> {
    return this.call(fungiblePricesAnswerSchema, (signal) =>
      this.parameters.api.post({ path: FUNGIBLE_PRICE_PATH, body: { currency: 'usd', addresses }, signal }),
    );
  }

  private async call<S extends v.GenericSchema>(
    schema: S,
    run: (signal: AbortSignal) => Promise<unknown>,
  ): Promise<v.InferOutput<S>> {
    let answer: unknown;
    try {
      answer = await withTimeout({ run, timeoutMs: this.parameters.timeoutMs ?? SWAP_REQUEST_TIMEOUT_MS });
    } catch (error) {
      throw toSwapError(error);
    }
    const parsed = v.safeParse(schema, answer);
    if (!parsed.success) throw new SwapError({ message: $swapMessages.get().requestFailed, reason: 'invalid-answer' });
    return parsed.output;
  }
}

/**
 * The fresh quote of a build-transaction refused with PRICE_MOVED (the price fell below the
 * minimum shown; nothing was built), else undefined.
 * @example
 * const fresh = priceMovedQuote(error); if (fresh) showQuote(fresh);
 */
export function priceMovedQuote(error: unknown): ConvertQuote | undefined {
  if (!(error instanceof SwapError) || error.code !== ConvertErrorCode.priceMoved) return undefined;
  const body = error.cause instanceof HttpError ? error.cause.body : undefined;
  const parsed = v.safeParse(convertPriceMovedBodySchema, body);
  return parsed.success ? parsed.output.quote : undefined;
}

/** A failed call as the text to show: SPEC §8's for an unsupported network, the server's reason for a refusal. */
function toSwapError(error: unknown): SwapError {
  if (error instanceof TimeoutError)
    return new SwapError({ message: $swapMessages.get().requestTimeout, reason: 'timeout', cause: error });
  if (error instanceof HttpError) {
    if (error.code === ConvertErrorCode.networkNotSupported)
      return new SwapError({
        message: $swapMessages.get().networkNotSupported,
        reason: 'unsupported',
        code: error.code,
        cause: error,
      });
    const reason = (error.body as { error?: unknown } | undefined)?.error;
    return new SwapError({
      message: typeof reason === 'string' && reason ? reason : $swapMessages.get().requestFailed,
      reason: 'refused',
      code: error.code,
      cause: error,
    });
  }
  return new SwapError({ message: $swapMessages.get().requestFailed, reason: 'refused', cause: error });
}
