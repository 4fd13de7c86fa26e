/** A JSON-RPC error the shim answers with; `code`/`message`/`data` go to the client as they are. */
export class SolanaRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor({ code, message, data }: { code: number; message: string; data?: unknown }) {
    super(message);
    this.name = 'SolanaRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  static invalidParams(message: string): SolanaRpcError {
    return new SolanaRpcError({ code: -32602, message });
  }

  static methodNotFound(method: string): SolanaRpcError {
    // The SHIM serves a subset of the Solana RPC API; say which method is missing.
    return new SolanaRpcError({
      code: -32601,
      message: `Method not found: ${method} is not served by the local LiteSVM shim`,
    });
  }
}
