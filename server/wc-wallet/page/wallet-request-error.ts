/**
 * An error the wallet answers a session request with, carrying its EIP-1193 / EIP-1474 code
 * (4001 rejected, 4100 unauthorized account, 4200 unsupported method, 4902 unknown chain, -32602
 * bad params), so the dapp sees what a real wallet would send.
 */
export class WalletRequestError extends Error {
  override readonly name = 'WalletRequestError';
  readonly code: number;

  constructor({ code, message }: { code: number; message: string }) {
    super(message);
    this.code = code;
  }
}

/** The answer when the person clicks Reject. */
export const userRejected = () => new WalletRequestError({ code: 4001, message: 'User rejected the request.' });

/**
 * The JSON-RPC error object for a failed request: the wallet's own errors keep their code, anything
 * else (a chain error while sending) is an internal error with its message.
 *
 * @example
 * toJsonRpcError({ error: userRejected() }); // { code: 4001, message: 'User rejected the request.' }
 */
export function toJsonRpcError({ error }: { error: unknown }): { code: number; message: string } {
  if (error instanceof WalletRequestError) return { code: error.code, message: error.message };
  const message =
    error instanceof Error ? ('shortMessage' in error && String(error.shortMessage)) || error.message : String(error);
  return { code: -32603, message };
}
