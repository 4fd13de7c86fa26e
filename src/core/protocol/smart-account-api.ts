import * as v from 'valibot';
import { caipNetworkIdSchema } from './common-schemas.js';

/**
 * ERC-4337 on the reference server (issue 17): `POST {server}/v1/bundler?chainId={caip2}&projectId={id}`
 * is the bundler's JSON-RPC; `GET {server}/v1/bundler/networks?projectId={id}` says on which
 * networks the embedded wallet may use a smart account, with the entry point and the factory it
 * derives the account from. The frame takes these from its own server only: a page that chose the
 * factory would choose who controls the account.
 */
export const SMART_ACCOUNT_NETWORKS_PATH = '/v1/bundler/networks';

const addressSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));

export const smartAccountNetworkSchema = v.strictObject({
  chainId: caipNetworkIdSchema,
  /** EntryPoint v0.7 (the canonical 0x0000000071727De22E5E9d8BAf0edAc6f37da032 on every chain). */
  entryPoint: addressSchema,
  /** LocalAccountFactory: createAccount(owner, salt), getAddress(salt), salt = owner in the top 20 bytes. */
  accountFactory: addressSchema,
});

export const smartAccountNetworksAnswerSchema = v.strictObject({
  networks: v.pipe(v.array(smartAccountNetworkSchema), v.maxLength(256)),
});

export type SmartAccountNetwork = v.InferOutput<typeof smartAccountNetworkSchema>;
export type SmartAccountNetworksAnswer = v.InferOutput<typeof smartAccountNetworksAnswerSchema>;

/**
 * The bundler's URL for a network: `{baseUrl}/v1/bundler?chainId={caip2}&projectId={id}`.
 *
 * @example
 * bundlerUrlFor({ baseUrl: 'http://localhost:8787', chainId: 'eip155:31337', projectId: 'demo-project' });
 */
export function bundlerUrlFor({
  baseUrl,
  chainId,
  projectId,
}: {
  baseUrl: string;
  chainId: string;
  projectId: string;
}): string {
  return `${baseUrl.replace(/\/+$/, '')}/v1/bundler?${new URLSearchParams({ chainId, projectId })}`;
}
