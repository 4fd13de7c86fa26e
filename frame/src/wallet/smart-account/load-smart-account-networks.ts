import * as v from 'valibot';
import { HttpClient } from '../../../../src/core/protocol/index.js';
import {
  SMART_ACCOUNT_NETWORKS_PATH,
  smartAccountNetworksAnswerSchema,
  type SmartAccountNetwork,
} from '../../../../src/core/protocol/smart-account-api.js';
import type { FrameContext } from '../../handlers/frame-context.js';

type NetworksContext = Pick<FrameContext, 'projectId' | 'serverOrigin' | 'smartAccount' | 'log'>;

/**
 * The networks where the embedded wallet may use a smart account, with their entry point and
 * factory, from the frame's OWN server (`GET /v1/bundler/networks`, schema-checked): a page must
 * never choose the factory, since the factory decides who controls the account. Asked once per
 * frame session and kept once a valid answer came; anything else (server down, an HTTP error, an
 * answer that fails the schema) reads as "no network" and is asked again next time, never guessed.
 *
 * @example
 * const networks = await loadSmartAccountNetworks(context); // [{ chainId: 'eip155:31337', entryPoint, accountFactory }]
 */
export function loadSmartAccountNetworks(context: NetworksContext): Promise<readonly SmartAccountNetwork[]> {
  const session = context.smartAccount;
  if (session.networks) return session.networks;
  const client = new HttpClient({
    baseUrl: context.serverOrigin ?? location.origin,
    projectId: context.projectId,
    sdkType: 'frame',
    sdkVersion: '4',
    credentials: 'omit',
  });
  const loading = client.get<unknown>({ path: SMART_ACCOUNT_NETWORKS_PATH }).then((answer) => {
    const parsed = v.safeParse(smartAccountNetworksAnswerSchema, answer);
    if (!parsed.success) throw new Error('the smart-account networks answer failed its schema');
    // Only EVM networks with a numeric chain id can carry an ERC-4337 account.
    return parsed.output.networks.filter(({ chainId }) => /^eip155:[1-9]\d{0,15}$/.test(chainId));
  });
  session.networks = loading;
  return loading.catch((error: unknown) => {
    if (session.networks === loading) session.networks = undefined;
    context.log.info('[frame] smart-account networks unavailable', error instanceof Error ? error.message : 'error');
    return [];
  });
}

/**
 * The smart-account network of a CAIP-2 EVM id, or undefined where smart accounts are not enabled.
 *
 * @example
 * const network = await findSmartAccountNetwork({ context, chainId: 'eip155:31337' });
 */
export async function findSmartAccountNetwork({
  context,
  chainId,
}: {
  context: NetworksContext;
  chainId: string;
}): Promise<SmartAccountNetwork | undefined> {
  const [namespace, reference] = chainId.split(':');
  if (namespace !== 'eip155' || !/^\d{1,16}$/.test(reference ?? '')) return undefined;
  const networks = await loadSmartAccountNetworks(context);
  return networks.find((network) => Number(network.chainId.split(':')[1]) === Number(reference));
}
