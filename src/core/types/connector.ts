import type { ChainNamespace } from './caip.js';
import type { Network } from './network.js';

/** Kinds of connector (DESIGN §6). */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'AUTH' | 'WALLET_CONNECT' | 'MULTI_CHAIN';

/** What a wallet reports while connected; the connection controller turns these into state. */
export type ConnectorEvent =
  | { type: 'accountsChanged'; accounts: readonly string[] }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' };

export interface ConnectResult {
  address: string;
  chainId: number | string;
}

/**
 * One way of reaching a wallet. Controllers only see this interface; `connectors/` implements it.
 */
export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly chain: ChainNamespace;
  readonly imageUrl?: string;
  readonly info?: { rdns?: string };
  /** For a MULTI_CHAIN entry: the same wallet's connector on each namespace. */
  readonly connectors?: readonly Connector[];
  /** The wallet's own provider (EIP-1193 for EVM), for `getWalletProvider()`. */
  readonly provider?: unknown;
  /**
   * The wallet behind a connector that reaches many (WalletConnect: the peer's own name and icon),
   * shown in Account instead of the connector's name. Read after connect() and reconnect.
   */
  getWalletInfo?(): { name: string; icon?: string } | undefined;
  /** Asks the wallet for an account; the wallet may prompt. */
  connect(parameters: { chainId?: number | string }): Promise<ConnectResult>;
  /** Silent check used on reload: accounts the wallet still grants, without a prompt. */
  getAccounts(): Promise<readonly string[]>;
  getChainId(): Promise<number | string>;
  /** Asks the wallet to move to a network (an EVM wallet that lacks it is asked to add it first). */
  switchNetwork?(parameters: { network: Network }): Promise<void>;
  disconnect(): Promise<void>;
  /** Subscribes to wallet events; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void;
}
