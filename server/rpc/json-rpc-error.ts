/** JSON-RPC 2.0 error codes (EIP-1474) the proxy answers itself. */
export const JsonRpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** EIP-1474 "Limit exceeded": the proxy's rate limit. */
  limitExceeded: -32005,
} as const;

export type JsonRpcId = string | number | null;

export interface JsonRpcErrorBody {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: { code: number; message: string };
}

export interface JsonRpcErrorParameters {
  id: JsonRpcId;
  code: number;
  message: string;
}

/** @example jsonRpcError({ id: 1, code: JsonRpcErrorCode.parseError, message: 'Parse error' }) */
export function jsonRpcError({ id, code, message }: JsonRpcErrorParameters): JsonRpcErrorBody {
  return { jsonrpc: '2.0', id, error: { code, message } };
}
