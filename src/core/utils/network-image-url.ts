import { SDK_TYPE, SDK_VERSION } from '../constants.js';
import type { Network } from '../types/network.js';
import type { AppKitOptions } from '../types/options.js';

export interface NetworkImageUrlParameters {
  network: Pick<Network, 'caipNetworkId' | 'assets'> | undefined;
  /** The app's options; undefined before the app is there (then only the dapp's own image shows). */
  options: Pick<AppKitOptions, 'apiUrl' | 'projectId'> | undefined;
}

/**
 * The image of a network (issue 20 part 6): the dapp's own `assets.imageUrl` when its definition has
 * one, else the server's `GET {apiUrl}/public/getAssetImage/{caipNetworkId}?projectId&st&sv` (SPEC §7;
 * a plain `<img>` URL, so the browser keeps it by the answer's cache-control), else '' (initials).
 * An id the server does not know answers 404 and the image falls back to initials.
 * @example
 * networkImageUrl({ network, options: { apiUrl: 'http://127.0.0.1:8787', projectId: 'demo-project' } });
 * // 'http://127.0.0.1:8787/public/getAssetImage/eip155%3A31337?projectId=demo-project&st=appkit&sv=0.1.0'
 */
export function networkImageUrl({ network, options }: NetworkImageUrlParameters): string {
  if (!network) return '';
  if (network.assets?.imageUrl) return network.assets.imageUrl;
  const { apiUrl, projectId } = options ?? {};
  if (!apiUrl || !projectId) return '';
  const path = `public/getAssetImage/${encodeURIComponent(network.caipNetworkId)}`;
  const url = new URL(path, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  url.search = new URLSearchParams({ projectId, st: SDK_TYPE, sv: SDK_VERSION }).toString();
  return url.toString();
}
