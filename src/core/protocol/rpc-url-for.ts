/**
 * The RPC proxy's URL for a network (SPEC §7 "RPC host"): `{baseUrl}/v1/?chainId={caip2}&projectId={id}`,
 * served by server/routes/rpc-proxy.ts. The dapp side builds it from `rpcProxyUrl`, the frame
 * from its own server's origin (its CSP lets it reach nothing else).
 *
 * @example
 * rpcUrlFor({ baseUrl: 'http://127.0.0.1:8787', chainId: 'eip155:31337', projectId: 'demo-project' });
 * // 'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=demo-project'
 */
export function rpcUrlFor({
  baseUrl,
  chainId,
  projectId,
}: {
  baseUrl: string;
  chainId: string;
  projectId: string;
}): string {
  return `${baseUrl.replace(/\/+$/, '')}/v1/?${new URLSearchParams({ chainId, projectId })}`;
}
