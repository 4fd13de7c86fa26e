import { formatError, formatResult, type JsonRpcRequest, type JsonRpcResponse } from './json-rpc.js';
import { isSessionNamespaces } from './to-session.js';
import { RPC_OPTIONS, type PublishOptions } from './walletconnect-constants.js';
import type { SessionNamespace } from './walletconnect-types.js';

/** What a wallet's request on the session topic changes on our side. */
export type SessionRequestEffect =
  | { type: 'update'; namespaces: Record<string, SessionNamespace> }
  | { type: 'extend' }
  | { type: 'event'; chainId: string; name: string; data: unknown }
  | { type: 'delete' };

export interface SessionRequestAnswer {
  response: JsonRpcResponse;
  options: PublishOptions;
  effect?: SessionRequestEffect;
}

const INVALID_PARAMS = { code: -32602, message: 'Invalid params' };

/**
 * The answer to a request the wallet sends on the session topic, with the tag and ttl the
 * protocol gives that answer, and what it changes: `wc_sessionUpdate` (new namespaces),
 * `wc_sessionExtend` (seven more days), `wc_sessionEvent` (accountsChanged, chainChanged, …),
 * `wc_sessionPing` and `wc_sessionDelete` are answered `true`; malformed params and unknown
 * methods get a JSON-RPC error.
 *
 * @example
 * const { response, options, effect } = answerSessionRequest(request);
 * await channel.send(topic, response, options);
 */
export function answerSessionRequest(request: JsonRpcRequest): SessionRequestAnswer {
  const { id, method } = request;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const ok = (options: PublishOptions, effect?: SessionRequestEffect): SessionRequestAnswer => ({
    response: formatResult({ id, result: true }),
    options,
    ...(effect ? { effect } : {}),
  });
  const invalid = (options: PublishOptions): SessionRequestAnswer => ({
    response: formatError({ id, error: INVALID_PARAMS }),
    options,
  });
  switch (method) {
    case 'wc_sessionUpdate':
      return isSessionNamespaces(params.namespaces)
        ? ok(RPC_OPTIONS.wc_sessionUpdate.res, { type: 'update', namespaces: params.namespaces })
        : invalid(RPC_OPTIONS.wc_sessionUpdate.res);
    case 'wc_sessionExtend':
      return ok(RPC_OPTIONS.wc_sessionExtend.res, { type: 'extend' });
    case 'wc_sessionEvent': {
      const event = params.event as { name?: unknown; data?: unknown } | undefined;
      return typeof event?.name === 'string' && typeof params.chainId === 'string'
        ? ok(RPC_OPTIONS.wc_sessionEvent.res, {
            type: 'event',
            chainId: params.chainId,
            name: event.name,
            data: event.data,
          })
        : invalid(RPC_OPTIONS.wc_sessionEvent.res);
    }
    case 'wc_sessionPing':
      return ok(RPC_OPTIONS.wc_sessionPing.res);
    case 'wc_sessionDelete':
      return ok(RPC_OPTIONS.wc_sessionDelete.res, { type: 'delete' });
    default:
      return {
        response: formatError({ id, error: { code: -32601, message: 'Method not found' } }),
        options: RPC_OPTIONS.unregistered.res,
      };
  }
}
