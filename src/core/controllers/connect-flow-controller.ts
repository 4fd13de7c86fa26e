import { ConnectorAlreadyConnectedError } from '../errors/connector-errors.js';
import type { Connector } from '../types/connector.js';
import type { ConnectionController } from './connection-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';

export interface ConnectFlowControllerParameters {
  router: RouterController;
  modal: ModalController;
  connection: ConnectionController;
  /** Connect every namespace of a multi-chain wallet at once instead of asking (`connectAllNamespaces`). */
  connectAllNamespaces?: boolean;
}

/** The steps around a connection the visitor starts from the modal: which view shows when. */
export class ConnectFlowController {
  constructor(private readonly parameters: ConnectFlowControllerParameters) {}

  /** A wallet picked on the Connect view: a multi-chain wallet asks for the namespace first. */
  async selectWallet({ connector }: { connector: Connector }): Promise<void> {
    if (connector.type !== 'MULTI_CHAIN') return this.connectWallet({ connectorId: connector.id });
    const children = connector.connectors ?? [];
    if (this.parameters.connectAllNamespaces)
      return this.connectWallets({ connectorIds: children.map((child) => child.id) });
    this.parameters.router.push({ view: 'ConnectingMultiChain', params: { connectorId: connector.id } });
  }

  /**
   * Shows ConnectingExternal and asks the wallet; on success the modal closes, on failure the view
   * stays with the error and a retry. Picking the wallet that is already connected shows Account.
   */
  async connectWallet({ connectorId }: { connectorId: string }): Promise<void> {
    await this.connectWallets({ connectorIds: [connectorId] });
  }

  /** Disconnects the active wallet and closes the modal. */
  async disconnect(): Promise<void> {
    const { modal, connection } = this.parameters;
    try {
      await connection.disconnect();
    } finally {
      modal.close();
    }
  }

  /**
   * Connects one connector after the other (a multi-chain wallet's namespaces), stopping at the
   * first failure. When every one was already connected, Account shows instead.
   */
  private async connectWallets({ connectorIds }: { connectorIds: readonly string[] }): Promise<void> {
    const { router, modal, connection } = this.parameters;
    let connectedAny = false;
    for (const connectorId of connectorIds) {
      const entry = { view: 'ConnectingExternal', params: { connectorId } } as const;
      if (router.current?.view === 'ConnectingExternal') router.replace(entry);
      else router.push(entry);
      try {
        await connection.connect({ connectorId });
        connectedAny = true;
      } catch (error) {
        if (error instanceof ConnectorAlreadyConnectedError) continue;
        return; // the failure is in the connect-attempt store, where the view shows it
      }
    }
    if (!connectedAny) {
      router.reset({ view: 'Account', params: undefined });
      return;
    }
    // A wallet on a network the dapp does not support has just been sent to UnsupportedChain.
    if (router.current?.view !== 'UnsupportedChain') modal.close();
  }
}
