import { BaseError } from 'viem';
import { InvalidRequestError } from '../errors/invalid-request-error.js';

/**
 * What a failed chain or bundler call answers the page: the node's (or bundler's) JSON-RPC code and
 * message when viem wrapped the InvalidRequestError forwardRpc threw, else -32603; the message says
 * `what` could not be done, capped at 300 characters.
 *
 * @example
 * throw toNetworkError({ what: 'estimate this transaction', error });
 */
export function toNetworkError({ what, error }: { what: string; error: unknown }): InvalidRequestError {
  const answer = error instanceof BaseError ? error.walk((cause) => cause instanceof InvalidRequestError) : error;
  if (answer instanceof InvalidRequestError)
    return new InvalidRequestError({
      message: `The network could not ${what}: ${answer.shortMessage}`.slice(0, 300),
      code: answer.code,
      cause: error,
    });
  return new InvalidRequestError({ message: `The network could not ${what}`, code: -32603, cause: error });
}
