import type { Network } from './network.js';
import type { WalletListEntry } from './wallet.js';
import type { SocialProvider } from './auth-client.js';

/** Parameters each view takes; the router is typed by this map (no shared untyped bag). */
export interface ViewParams {
  Connect: undefined;
  ConnectingExternal: { connectorId: string };
  Account: undefined;
  Networks: undefined;
  SwitchNetwork: { network: Network };
  SwitchActiveChain: { network: Network };
  UnsupportedChain: undefined;
  ConnectingMultiChain: { connectorId: string };
  AllWallets: undefined;
  /** Where to get a directory wallet that is not installed. */
  Downloads: { wallet: WalletListEntry };
  /** The account's address as a QR code, with copy and the compatible networks. */
  WalletReceive: undefined;
  /** The send form (token, amount, receiver). */
  WalletSend: undefined;
  WalletSendSelectToken: undefined;
  /** The send's summary with the network fee and the Send button. */
  WalletSendPreview: undefined;
  /** The 6-digit code mailed to sign in (embedded wallet). */
  EmailVerifyOtp: { email: string };
  /** The second code that approves a new device for an existing user. */
  EmailVerifyDevice: { email: string };
  /** The signed-in user's new email (embedded wallet); `email` is the current one, prefilled. */
  UpdateEmailWallet: { email: string };
  /** The code mailed to the current address (`email`) to confirm an email change. */
  UpdateEmailPrimaryOtp: { email: string };
  /** The code mailed to the new address (`email`), the last step of an email change. */
  UpdateEmailSecondaryOtp: { email: string };
  /** Waiting for the social provider's window. */
  ConnectingSocial: { provider: SocialProvider };
  /** The embedded wallet's frame shows a signing request over the modal. */
  ApproveTransaction: undefined;
}

export type ViewName = keyof ViewParams;

export type RouteEntry = { [V in ViewName]: { view: V; params: ViewParams[V] } }[ViewName];
