// The relay's JSON-RPC errors. Codes: JSON-RPC 2.0's own, and -32005 "limit exceeded" (EIP-1474)
// for the relay's caps, so a client tells "my request was wrong" from "try less, later".

export type RelayRpcErrorCode = -32700 | -32600 | -32601 | -32602 | -32603 | -32005;

/** A JSON-RPC error the relay answers with; `message` is sent to the client as is. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError' as const;
  readonly code: RelayRpcErrorCode;

  constructor({ code, message }: { code: RelayRpcErrorCode; message: string }) {
    super(message);
    this.code = code;
  }

  static parseError(): RelayRpcError {
    return new RelayRpcError({ code: -32700, message: 'Parse error: not a JSON text' });
  }

  static invalidRequest(message: string): RelayRpcError {
    return new RelayRpcError({ code: -32600, message: `Invalid request: ${message}` });
  }

  static methodNotFound(): RelayRpcError {
    return new RelayRpcError({ code: -32601, message: 'Method not found' });
  }

  static invalidParams(message: string): RelayRpcError {
    return new RelayRpcError({ code: -32602, message: `Invalid params: ${message}` });
  }

  static limitExceeded(message: string): RelayRpcError {
    return new RelayRpcError({ code: -32005, message });
  }
}
