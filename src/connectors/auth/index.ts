// The embedded wallet's chunk (DESIGN §5 "email/social/frame" feature group): loaded with import()
// the first time the visitor uses email or social sign-in, or at start when they did before.
import { createAuthConnectors, type CreateAuthConnectorsParameters } from './create-auth-connectors.js';
import {
  createFrameAuthClient,
  type CreateFrameAuthClientParameters,
  type FrameAuthClient,
} from './create-frame-auth-client.js';
import type { Connector } from '../../core/types/connector.js';
import type { EmbeddedSmartAccount } from '../../core/types/embedded-smart-account.js';

export interface CreateAuthRuntimeParameters extends CreateFrameAuthClientParameters {
  initialChainIds: Partial<Record<'eip155' | 'solana', string>>;
  getPreferredAccountType?: CreateAuthConnectorsParameters['getPreferredAccountType'];
  defaultAccountType?: CreateAuthConnectorsParameters['defaultAccountType'];
}

export interface AuthRuntime {
  client: FrameAuthClient;
  connectors: Record<'eip155' | 'solana', Connector>;
  /** The EVM connector's smart account (issue 17 part 4). */
  smartAccount: EmbeddedSmartAccount;
}

/**
 * The frame client and the AUTH connectors over it.
 *
 * @example
 * const { client, connectors, smartAccount } = createAuthRuntime({ frameUrl, projectId, chainId, rpcUrl, metadata, onTimeout, initialChainIds });
 */
export function createAuthRuntime({
  initialChainIds,
  getPreferredAccountType,
  defaultAccountType,
  ...parameters
}: CreateAuthRuntimeParameters): AuthRuntime {
  const client = createFrameAuthClient(parameters);
  const { eip155, solana, smartAccount } = createAuthConnectors({
    client,
    initialChainIds,
    ...(getPreferredAccountType ? { getPreferredAccountType } : {}),
    defaultAccountType,
  });
  return { client, connectors: { eip155, solana }, smartAccount };
}

export { AUTH_CONNECTOR_NAME } from './create-auth-connectors.js';
