import type { ReadableAtom } from 'nanostores';
import type { ChainController } from '../controllers/chain-controller.js';
import type { ConnectionController } from '../controllers/connection-controller.js';
import type { ConnectorController } from '../controllers/connector-controller.js';
import type { NetworkController } from '../controllers/network-controller.js';
import type { ChainState } from '../stores/chain-store.js';
import type { ChainNamespace } from './caip.js';
import type { Connector } from './connector.js';

/** The part of the app's controllers (AppControllers) an adapter drives the modal with. */
export interface AdapterControllers {
  chains: Pick<ChainController, 'activeNamespace' | 'getAccount' | 'getChain'>;
  connectors: Pick<ConnectorController, 'get'>;
  connection: Pick<ConnectionController, 'connect' | 'disconnect'>;
  network: Pick<NetworkController, 'switchNetwork'>;
}

/**
 * What `createAppKit` hands an adapter: the stores at once (they exist before the core), the
 * controllers once the core has loaded (on idle, on a button's hover or click, or at once for a
 * visitor with a connection to restore). An adapter never loads the core itself, so it costs the
 * first paint nothing.
 */
export interface AdapterHost {
  stores: {
    /** Every namespace's chain and account state. */
    chains: ReadableAtom<Partial<Record<ChainNamespace, ChainState>>>;
    /** Every connector the modal offers. */
    connectors: ReadableAtom<readonly Connector[]>;
  };
  /** Resolves with the app's controllers once its core has started. */
  controllers: Promise<AdapterControllers>;
}

/**
 * A library adapter (`WagmiAdapter` of `@openmodal/appkit/wagmi`), passed to `createAppKit` as
 * `adapters: [adapter]`, as Reown AppKit's are. It follows the modal's state of its namespace
 * and drives the modal through the controllers.
 */
export interface AppKitAdapter {
  /** The namespace the adapter serves (`eip155` for wagmi). */
  readonly namespace: ChainNamespace;
  /** Called once by `createAppKit`; returns what stops the adapter following this app (its `destroy`). */
  attach(host: AdapterHost): () => void;
}
