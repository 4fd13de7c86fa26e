// The embedded wallet's chunk (DESIGN §5 "email/social/frame" feature group): loaded with import()
// the first time the visitor uses email or social sign-in, or at start when they did before.
import { createAuthConnectors } from './create-auth-connectors.js';
import {
  createFrameAuthClient,
  type CreateFrameAuthClientParameters,
  type FrameAuthClient,
} from './create-frame-auth-client.js';
import type { Connector } from '../../core/types/connector.js';

export interface CreateAuthRuntimeParameters extends CreateFrameAuthClientParameters {
  initialChainIds: Partial<Record<'eip155' | 'solana', string>>;
}

export interface AuthRuntime {
  client: FrameAuthClient;
  connectors: Record<'eip155' | 'solana', Connector>;
}

/**
 * The frame client and the AUTH connectors over it.
 *
 * @example
 * const { client, connectors } = createAuthRuntime({ frameUrl, projectId, chainId, rpcUrl, metadata, onTimeout, initialChainIds });
 */
export function createAuthRuntime({ initialChainIds, ...parameters }: CreateAuthRuntimeParameters): AuthRuntime {
  const client = createFrameAuthClient(parameters);
  return { client, connectors: createAuthConnectors({ client, initialChainIds }) };
}

export { AUTH_CONNECTOR_NAME } from './create-auth-connectors.js';
