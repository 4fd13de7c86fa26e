import { ConnectorAlreadyConnectedError } from '../errors/connector-errors.js';
import type { ConnectionController } from './connection-controller.js';
import type { ModalController } from './modal-controller.js';
import type { RouterController } from './router-controller.js';

export interface ConnectFlowControllerParameters {
  router: RouterController;
  modal: ModalController;
  connection: ConnectionController;
}

/** The steps around a connection the visitor starts from the modal: which view shows when. */
export class ConnectFlowController {
  constructor(private readonly parameters: ConnectFlowControllerParameters) {}

  /**
   * Shows ConnectingExternal and asks the wallet; on success the modal closes, on failure the view
   * stays with the error and a retry. Picking the wallet that is already connected shows Account.
   */
  async connectWallet({ connectorId }: { connectorId: string }): Promise<void> {
    const { router, modal, connection } = this.parameters;
    if (router.current?.view !== 'ConnectingExternal') router.push({ view: 'ConnectingExternal', params: { connectorId } });
    try {
      await connection.connect({ connectorId });
      modal.close();
    } catch (error) {
      if (error instanceof ConnectorAlreadyConnectedError) router.reset({ view: 'Account', params: undefined });
      // Any other failure is in the connect-attempt store, where the view shows it.
    }
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
}
