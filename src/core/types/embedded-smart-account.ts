import type { EmbeddedAccountType, EmbeddedWalletUser } from './auth-client.js';

/**
 * The embedded wallet's smart account as the modal's SmartAccountController sees it (issue 17
 * part 4). Implemented by connectors/auth over the frame (GET_SMART_ACCOUNT_ENABLED_NETWORKS,
 * INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT); the EVM connector's address follows the active kind.
 */
export interface EmbeddedSmartAccount {
  /** EVM chain ids on which the frame's server offers a smart account (none when it could not tell). */
  getEnabledNetworks(): Promise<number[]>;
  /** The smart account of the signed-in wallet on the frame's network, and whether it has code there. */
  init(): Promise<{ address: string; isDeployed: boolean }>;
  /**
   * Makes `type` the active account. The EVM connector then answers the new address (eth_accounts)
   * and reports it (accountsChanged), so the account state follows.
   */
  setPreferredAccount(parameters: {
    type: EmbeddedAccountType;
  }): Promise<{ type: EmbeddedAccountType; address: string }>;
  /** Called after the visitor approved a request in the frame (a send may have deployed the smart account). Returns the unsubscribe function. */
  onApproved(listener: () => void): () => void;
  /** Called with each EVM user the frame answers (connect, reconnect, after a network switch). Returns the unsubscribe function. */
  subscribe(listener: (user: EmbeddedWalletUser) => void): () => void;
}
