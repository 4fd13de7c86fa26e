import type { ChainController } from '../controllers/chain-controller.js';
import type { ConnectorController } from '../controllers/connector-controller.js';
import type { EventsController } from '../controllers/events-controller.js';
import type { RouterController } from '../controllers/router-controller.js';
import type { Network } from './network.js';
import type { EvmSendActions, SolanaSendActions } from './send-actions.js';
import type { ChainNamespace } from '../types/caip.js';

// Its own module so the SendController and the send-flow chunk both read it without importing each other.
/** What sending needs besides the form; the composition root supplies it. */
export interface SendServices {
  chains: ChainController;
  connectors: ConnectorController;
  router: RouterController;
  events: EventsController;
  /** The EVM and Solana send chunks (import()). */
  loadEvmActions: () => Promise<EvmSendActions>;
  loadSolanaActions: () => Promise<SolanaSendActions>;
  /** The URL reads (fee, receipt, blockhash) go to. */
  resolveRpcUrl: (network: Network) => string;
  /** Re-reads the native balance of a namespace after a send. */
  refreshNativeBalance: (parameters: { namespace: ChainNamespace }) => Promise<void>;
  /** Re-reads the token balances after a send (a no-op until the account-features chunk loaded). */
  refreshTokenBalances: () => Promise<void>;
}
