import type { AlertController } from './controllers/alert-controller.js';
import type { ChainController } from './controllers/chain-controller.js';
import type { ConnectionController } from './controllers/connection-controller.js';
import type { ConnectFlowController } from './controllers/connect-flow-controller.js';
import type { ConnectorController } from './controllers/connector-controller.js';
import type { ModalController } from './controllers/modal-controller.js';
import type { NetworkController } from './controllers/network-controller.js';
import type { SendController } from './controllers/send-controller.js';
import type { SmartAccountController } from './controllers/smart-account-controller.js';
import type { RouterController } from './controllers/router-controller.js';
import type { ThemeController } from './controllers/theme-controller.js';
import type { ToastController } from './controllers/toast-controller.js';
import type { EventsController } from './controllers/events-controller.js';
import type { FeaturesController } from './controllers/features-controller.js';
import type { DirectoryController } from './controllers/directory-controller.js';
import type { NamesController } from './controllers/names-controller.js';
import type { SwapServices } from './types/swap-services.js';
import type { EmbeddedWalletAccess } from './types/embedded-wallet-access.js';
import type { AppKitOptions } from './types/options.js';
import type { SiwxAccess } from './types/siwx.js';
import type { WalletConnectAccess } from './types/walletconnect.js';

/**
 * The controllers the composition root (`createAppKit`) builds once. Elements receive them through
 * the app context (src/views/app-context.ts); core code is handed what it needs as parameters.
 */
export interface AppControllers {
  options: AppKitOptions;
  /** Aborted when the app is destroyed: what a lazy chunk starts later (account features) stops with it. */
  signal: AbortSignal;
  modal: ModalController;
  router: RouterController;
  chains: ChainController;
  connectors: ConnectorController;
  connection: ConnectionController;
  network: NetworkController;
  send: SendController;
  /** Token balances of the active account (account-features chunk; absent until it loads). */
  tokenBalances?: { refresh(parameters?: { forceUpdate?: boolean }): Promise<void> };
  connectFlow: ConnectFlowController;
  theme: ThemeController;
  alert: AlertController;
  toast: ToastController;
  events: EventsController;
  features: FeaturesController;
  directory: DirectoryAccess;
  /** Email and social sign-in to the embedded wallet; absent without a frame URL. */
  embeddedWallet?: EmbeddedWalletAccess;
  /** The embedded wallet's EOA / smart-account switch (issue 17); absent without a frame URL. */
  smartAccount?: SmartAccountAccess;
  /** Connecting any directory wallet by QR code or link; absent without a project id and a relay. */
  walletConnect?: WalletConnectAccess;
  /** Sign in with X (issue 16); absent without the `siwx` option. */
  siwx?: SiwxAccess;
  /** Names (issue 18); absent without `apiUrl` and `projectId`. */
  names?: NamesAccess;
  /**
   * What an approve or a swap needs from the composition root (issue 19: the EVM swap chunk, the
   * native balance refresh); without it the swap views quote but cannot send.
   */
  swapServices?: () => Promise<SwapServices>;
}

/** Names, whose controller lives in a lazy chunk (issue 18). */
export interface NamesAccess {
  /** Loads the names chunk once (again after a failed load). */
  load(): Promise<NamesController>;
}

/** The embedded wallet's account-kind switch, whose controller lives in a lazy chunk (issue 17). */
export type SmartAccountAccess = Pick<SmartAccountController, 'switchAccountType' | 'retry'>;

/** The wallet directory, whose controller lives in a lazy chunk (DESIGN §5). */
export interface DirectoryAccess {
  /** False when the dapp configured no `apiUrl`: the modal lists installed wallets only. */
  readonly available: boolean;
  /** Loads the directory chunk once; undefined when there is no directory. */
  load(): Promise<DirectoryController | undefined>;
}
