import { BaseError, type BaseErrorParameters } from './base-error.js';

export type ProviderRpcErrorParameters = BaseErrorParameters & {
  /** EIP-1193 / EIP-1474 error code, kept as the wallet sent it. */
  code: number;
  /** Text the UI may show; wallet text goes to `details` because it is untrusted input. */
  shortMessage?: string | undefined;
  /** The wallet's `data` field, untouched. */
  data?: unknown;
};

/**
 * An error a wallet provider answered with, keeping its EIP-1193 / EIP-1474 `code` (DESIGN §6).
 * Use {@link toProviderRpcError} to turn whatever a wallet threw into one.
 *
 * @example
 * throw new ProviderRpcError({ code: -32602, details: 'Invalid params' });
 */
export class ProviderRpcError extends BaseError {
  override name: string = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor({ code, shortMessage = 'An error occurred', data, ...parameters }: ProviderRpcErrorParameters) {
    super(shortMessage, parameters);
    this.code = code;
    this.data = data;
  }
}

/** Parameters of the fixed-code subclasses: everything but the code and the short message. */
export type ProviderRpcSubclassParameters = Omit<ProviderRpcErrorParameters, 'code' | 'shortMessage'>;

/**
 * 4001: the user rejected the request in the wallet.
 *
 * @example
 * if (error.code === UserRejectedRequestError.code) showCancelled();
 */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001;
  override name = 'UserRejectedRequestError' as const;
  override readonly code = 4001 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4001, shortMessage: 'User rejected the request.' });
  }
}

/**
 * 4100: the method or account has not been authorized by the user.
 *
 * @example
 * throw new UnauthorizedProviderError();
 */
export class UnauthorizedProviderError extends ProviderRpcError {
  static readonly code = 4100;
  override name = 'UnauthorizedProviderError' as const;
  override readonly code = 4100 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({
      ...parameters,
      code: 4100,
      shortMessage: 'The requested method and/or account has not been authorized by the user.',
    });
  }
}

/**
 * 4200: the provider does not support the method.
 *
 * @example
 * throw new UnsupportedProviderMethodError({ details: 'wallet_getCapabilities' });
 */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  static readonly code = 4200;
  override name = 'UnsupportedProviderMethodError' as const;
  override readonly code = 4200 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4200, shortMessage: 'The Provider does not support the requested method.' });
  }
}

/**
 * 4900: the provider is disconnected from all chains.
 *
 * @example
 * throw new ProviderDisconnectedError();
 */
export class ProviderDisconnectedError extends ProviderRpcError {
  static readonly code = 4900;
  override name = 'ProviderDisconnectedError' as const;
  override readonly code = 4900 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4900, shortMessage: 'The Provider is disconnected from all chains.' });
  }
}

/**
 * 4901: the provider is not connected to the requested chain.
 *
 * @example
 * throw new ChainDisconnectedError();
 */
export class ChainDisconnectedError extends ProviderRpcError {
  static readonly code = 4901;
  override name = 'ChainDisconnectedError' as const;
  override readonly code = 4901 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4901, shortMessage: 'The Provider is not connected to the requested chain.' });
  }
}

/**
 * 4902: the wallet does not know the chain; add it with `wallet_addEthereumChain` and retry.
 * Also exported as `SwitchChainError`, viem's name for the same code.
 *
 * @example
 * if (error.code === UnrecognizedChainError.code) await addChain();
 */
export class UnrecognizedChainError extends ProviderRpcError {
  static readonly code = 4902;
  override name = 'UnrecognizedChainError' as const;
  override readonly code = 4902 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4902, shortMessage: 'Unrecognized chain ID.' });
  }
}

/** viem's name for the 4902 error; the same class as {@link UnrecognizedChainError}. */
export const SwitchChainError = UnrecognizedChainError;
/** viem's name for the 4902 error; the same type as {@link UnrecognizedChainError}. */
export type SwitchChainError = UnrecognizedChainError;

/**
 * -32002: the requested resource is not available, e.g. a request is already pending in the wallet.
 *
 * @example
 * throw new ResourceUnavailableRpcError();
 */
export class ResourceUnavailableRpcError extends ProviderRpcError {
  static readonly code = -32002;
  override name = 'ResourceUnavailableRpcError' as const;
  override readonly code = -32002 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: -32002, shortMessage: 'Requested resource not available.' });
  }
}

/**
 * -32603: an internal error; also what an error without a usable code becomes.
 *
 * @example
 * throw new InternalRpcError({ details: 'Something broke inside the wallet' });
 */
export class InternalRpcError extends ProviderRpcError {
  static readonly code = -32603;
  override name = 'InternalRpcError' as const;
  override readonly code = -32603 as const;
  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: -32603, shortMessage: 'An internal error was received.' });
  }
}

const subclassByCode: Partial<Record<number, new (parameters: ProviderRpcSubclassParameters) => ProviderRpcError>> = {
  4001: UserRejectedRequestError,
  4100: UnauthorizedProviderError,
  4200: UnsupportedProviderMethodError,
  4900: ProviderDisconnectedError,
  4901: ChainDisconnectedError,
  4902: UnrecognizedChainError,
  [-32002]: ResourceUnavailableRpcError,
  [-32603]: InternalRpcError,
};

// Wrappers (viem's TransactionExecutionError, a wallet SDK's own error) put the wallet's error in
// `cause`. The depth cap stops on cyclic chains.
const MAX_CAUSE_DEPTH = 10;

type Coded = { code: number; data?: unknown; message?: unknown; shortMessage?: unknown; details?: unknown };

function isCoded(value: unknown): value is Coded {
  return typeof value === 'object' && value !== null && Number.isInteger((value as { code?: unknown }).code);
}

function findCoded(error: unknown, predicate: (value: Coded) => boolean): Coded | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth++) {
    if (isCoded(current) && predicate(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // Our errors keep the wallet's text in `details`; viem's keep the one-line text in `shortMessage`.
  const { details, shortMessage, message } = value as Record<string, unknown>;
  if (value instanceof BaseError && typeof details === 'string' && details) return details;
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Turns anything a wallet threw (an Error with a numeric `code`, a plain `{ code, message }`
 * object, a viem error whose `code` sits on it or on a nested `cause`, a string, …) into a
 * {@link ProviderRpcError}. The first numeric code found from the outside in is kept (unknown
 * becomes -32603), the wallet's message becomes `details`, and the thrown value becomes `cause`.
 * Known codes map to their subclass, so `instanceof UserRejectedRequestError` works.
 *
 * @example
 * try {
 *   await provider.request({ method: 'eth_requestAccounts' });
 * } catch (error) {
 *   throw toProviderRpcError(error); // UserRejectedRequestError for { code: 4001, … }
 * }
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const coded = findCoded(error, () => true);
  const code = coded?.code ?? InternalRpcError.code;
  const parameters = { details: messageOf(coded ?? error), data: coded?.data, cause: error };
  const Subclass = subclassByCode[code];
  return Subclass ? new Subclass(parameters) : new ProviderRpcError({ ...parameters, code });
}

/**
 * Whether the user rejected the request: code 4001 on the error or anywhere in its `cause` chain.
 *
 * @example
 * catch (error) {
 *   if (isUserRejection(error)) return; // the user said no; not worth an alert
 * }
 */
export function isUserRejection(error: unknown): boolean {
  return findCoded(error, (value) => value.code === UserRejectedRequestError.code) !== undefined;
}
