// The sign-in chunk (issue 16): loaded with import() by setup-siwx.ts only when the dapp set `siwx`.
import type { AppControllers } from '../core/app-context.js';
import { SiwxController } from '../core/controllers/siwx-controller.js';
import { InternalSdkError } from '../core/errors/internal-errors.js';
import { createServerSiwx } from '../core/siwx/create-server-siwx.js';
import { embeddedSiwxBridge } from '../connectors/auth/embedded-siwx.js';
import { isSiwxConfig } from '../core/siwx/is-siwx-config.js';
import { siwxStore } from '../core/stores/siwx-store.js';
import type { SiwxConfig } from '../core/types/siwx.js';
import { signSiwxMessage } from './sign-siwx-message.js';

export interface SiwxRuntime {
  controller: SiwxController;
  stop(): void;
}

/**
 * Starts the sign-in controller with the dapp's config, or the default one over the reference
 * server (`apiUrl` + `projectId`), signing through the namespace's connected connector.
 * Throws 'SIWX is not enabled' without a `siwx` option, or for the default without an `apiUrl`.
 */
export function startSiwxRuntime({ controllers }: { controllers: Omit<AppControllers, 'siwx'> }): SiwxRuntime {
  const { chains, connectors, connection, network, modal, router, events } = controllers;
  const controller = new SiwxController({
    store: siwxStore,
    config: resolveSiwxConfig(controllers.options),
    chains,
    modal,
    router,
    signMessage: ({ namespace, address, message }) => {
      const { connectorId } = chains.getAccount(namespace);
      const connector = connectorId ? connectors.get(connectorId) : undefined;
      return signSiwxMessage({ connector, namespace, address, message });
    },
    disconnect: () => connection.disconnect(),
    switchNetwork: ({ network: target }) => network.switchNetwork({ network: target }),
    track: ({ event, properties }) => events.track({ event, ...(properties ? { properties } : {}) }),
  });
  // The embedded wallet signs the message in its own sign-in approval (connectors/auth/embedded-siwx.ts).
  embeddedSiwxBridge.prepare = (parameters) => controller.createEmbeddedMessage(parameters);
  embeddedSiwxBridge.signed = (parameters) => controller.addSignedSession(parameters);
  const stop = controller.start();
  return {
    controller,
    stop: () => {
      delete embeddedSiwxBridge.prepare;
      delete embeddedSiwxBridge.signed;
      stop();
    },
  };
}

function resolveSiwxConfig(options: AppControllers['options']): SiwxConfig {
  const option = options.siwx;
  if (!option) throw new InternalSdkError({ reason: 'SIWX_NOT_ENABLED' });
  if (isSiwxConfig(option)) return option;
  if (!options.apiUrl)
    throw new InternalSdkError({ reason: 'SIWX_NOT_ENABLED', details: 'the default siwx config needs apiUrl' });
  return createServerSiwx({
    apiUrl: options.apiUrl,
    projectId: options.projectId,
    required: option.required,
    statement: option.statement,
    emailCapture: option.emailCapture,
  });
}
