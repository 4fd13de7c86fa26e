import { isAuthConnectorId } from '../core/constants.js';
import type { AccountState } from '../core/stores/chain-store.js';
import type { EmbeddedWalletState } from '../core/stores/embedded-wallet-store.js';
import type { PreferredAccountType } from '../core/storage/storage.js';

/** The embedded wallet's part of an account (Reown AppKit's `embeddedWalletInfo`). */
export interface EmbeddedWalletInfo {
  /** The signed-in user; `username` is not kept by this library (AppKit's social user name). */
  user: { email?: string | undefined; username?: string | undefined };
  /** `'email'`, or the social provider the visitor signed in with. */
  authProvider: string;
  accountType: PreferredAccountType | undefined;
  isSmartAccountDeployed: boolean;
}

/**
 * An account as Reown AppKit's `getAccount()` / `subscribeAccount()` / `useAppKitAccount()` give it,
 * with every field of our own account state beside them (balance, profile name, …).
 */
export interface AppKitAccount extends AccountState {
  isConnected: boolean;
  /** Set while the embedded wallet (email or social sign-in) holds this account. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined;
}

export interface ToAppKitAccountParameters {
  /** One namespace's account (`$account` for the active one). */
  account: AccountState;
  /** The embedded wallet's sign-in state (its user's email and social provider). */
  embeddedWallet: Pick<EmbeddedWalletState, 'email' | 'socialProvider'>;
}

/**
 * One namespace's account in Reown AppKit's shape: a page written for AppKit reads `isConnected`.
 * @example
 * toAppKitAccount({ account: $account.get(), embeddedWallet: $embeddedWallet.get() }).isConnected; // false before a connection
 */
export function toAppKitAccount({ account, embeddedWallet }: ToAppKitAccountParameters): AppKitAccount {
  const embedded = isAuthConnectorId(account.connectorId);
  return {
    ...account,
    isConnected: account.status === 'connected',
    embeddedWalletInfo: embedded
      ? {
          user: { email: embeddedWallet.email },
          authProvider: account.socialProvider ?? embeddedWallet.socialProvider ?? 'email',
          accountType: account.preferredAccountType,
          isSmartAccountDeployed: Boolean(account.smartAccountDeployed),
        }
      : undefined,
  };
}
