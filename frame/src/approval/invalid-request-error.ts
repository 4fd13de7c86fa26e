/**
 * A request the frame refuses before showing it (bad params, chain confusion, a transaction
 * disguised as a message): the EIP-1193/EIP-1474 code and a short text that is safe to show.
 *
 * @example
 * throw new InvalidRequestError('Invalid recipient'); // code -32602 "Invalid params"
 * throw new InvalidRequestError('Switch the network first', 4901);
 */
export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError' as const;
  constructor(
    message: string,
    readonly code = -32602,
  ) {
    super(message);
  }
}
