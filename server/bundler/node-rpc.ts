import { BUNDLER_NODE_TIMEOUT_MS } from './bundler-limits.js';

/** An error answer of the node, with the revert data of a failed eth_call when there is one. */
export class NodeRpcError extends Error {
  override readonly name = 'NodeRpcError';
  readonly code: number;
  /** The revert data (hardhat puts it in `error.data.data`, geth and anvil in `error.data`). */
  readonly revertData: `0x${string}` | undefined;

  constructor({ code, message, revertData }: { code: number; message: string; revertData?: `0x${string}` }) {
    super(message);
    this.code = code;
    this.revertData = revertData;
  }
}

export interface NodeRpc {
  request<T = unknown>(parameters: { method: string; params: unknown[] }): Promise<T>;
}

/**
 * A bare JSON-RPC client of the chain's node: the bundler needs the raw revert data of its
 * simulations, which it decodes itself (decode-entry-point-revert.ts).
 *
 * @example
 * const node = createNodeRpc({ rpcUrl: 'http://127.0.0.1:8545' });
 * const block = await node.request({ method: 'eth_blockNumber', params: [] });
 */
export function createNodeRpc({ rpcUrl }: { rpcUrl: string }): NodeRpc {
  let nextId = 1;
  return {
    async request<T>({ method, params }: { method: string; params: unknown[] }): Promise<T> {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(BUNDLER_NODE_TIMEOUT_MS),
      });
      const body = (await response.json()) as {
        result?: T;
        error?: { code: number; message: string; data?: unknown };
      };
      if (body.error) {
        throw new NodeRpcError({
          code: body.error.code,
          message: body.error.message,
          revertData: readRevertData(body.error.data),
        });
      }
      return body.result as T;
    },
  };
}

function readRevertData(data: unknown): `0x${string}` | undefined {
  if (typeof data === 'string' && data.startsWith('0x')) return data as `0x${string}`;
  if (data && typeof data === 'object' && 'data' in data) return readRevertData((data as { data: unknown }).data);
  return undefined;
}
