export interface ResolveWalletConnectRelayUrlParameters {
  projectId?: string | undefined;
  /** The reference server's base URL; its relay listens at `/relay`. */
  apiUrl?: string | undefined;
  walletConnect?: { relayUrl?: string | undefined } | undefined;
}

/**
 * The WalletConnect relay's WebSocket URL from createAppKit's options: `walletConnect.relayUrl`,
 * else `{apiUrl}/relay` with `http` → `ws` and `https` → `wss`. Undefined means WalletConnect is
 * not offered: no project id (every relay wants one), no relay, or a URL that is not `ws(s)`.
 *
 * @example
 * resolveWalletConnectRelayUrl({ projectId: 'p', apiUrl: 'http://127.0.0.1:8787' }); // 'ws://127.0.0.1:8787/relay'
 * resolveWalletConnectRelayUrl({ projectId: 'p', walletConnect: { relayUrl: 'wss://relay.walletconnect.org' } });
 */
export function resolveWalletConnectRelayUrl({
  projectId,
  apiUrl,
  walletConnect,
}: ResolveWalletConnectRelayUrlParameters): string | undefined {
  if (!projectId) return undefined;
  const configured = walletConnect?.relayUrl?.trim();
  const candidate = configured || (apiUrl ? `${toWebSocketOrigin(apiUrl.trim())}/relay` : undefined);
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** `https://host/base/` → `wss://host/base` (the scheme swapped, trailing slashes dropped). */
function toWebSocketOrigin(httpUrl: string): string {
  return httpUrl.replace(/^http(s?):/i, (_match, secure: string) => `ws${secure}:`).replace(/\/+$/, '');
}
