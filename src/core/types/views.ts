import type { Network } from './network.js';
import type { WalletListEntry } from './wallet.js';
import type { SocialProvider } from './auth-client.js';

/** Parameters each view takes; the router is typed by this map (no shared untyped bag). */
export interface ViewParams {
  Connect: undefined;
  ConnectingExternal: { connectorId: string };
  /** A WalletConnect pairing URI (QR code, Copy link); for a directory wallet also its name, image and links. */
  ConnectingWalletConnect: { wallet?: WalletListEntry };
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
  /**
   * The second code that approves a new device for an existing user; `social`: a social sign-in's
   * device, whose code went to the account's address (`email`, masked).
   */
  EmailVerifyDevice: { email: string; social?: boolean };
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
  /** The embedded wallet's devices and recovery key (issue "Hardening" parts 2 and 10). */
  EmbeddedWalletSecurity: undefined;
  /** The frame's own screen takes the user's recovery key (a new device or site of such a wallet). */
  EmbeddedWalletRecoveryKey: undefined;
  /** The frame's own screen changes how the recovery key is kept. */
  EmbeddedWalletRecoveryMethod: undefined;
  /** A new device a social sign-in added waits until `releaseAt` (it has no second factor). */
  EmbeddedWalletDevicePending: { releaseAt: string };
  /** Sign in with X (issue 16): the message from the siwx controller's store, Sign and Cancel. */
  SIWXSignMessage: undefined;
  /** Sign-in's email step (email capture): the address, prefilled in the siwx email store. */
  DataCapture: undefined;
  /** The 6-digit code mailed to the sign-in's email (the siwx email store names the address). */
  DataCaptureOtpConfirm: undefined;
  /** Choosing a name in the name service's zone (issue 18): the label, its availability, Register. */
  RegisterAccountName: undefined;
  /** The name just registered (`alice.reown.id`). */
  RegisterAccountNameSuccess: { name: string };
  /** The swap form (issue 19): pay and receive, the quote's numbers, Review. */
  Swap: undefined;
  /** The token list of one side of the swap form. */
  SwapSelectToken: { target: 'source' | 'target' };
  /** The swap's summary: the approve step when the allowance is short, then Swap. */
  SwapPreview: undefined;
  /** What a wallet is, with a way to get one (issue 20 part 1; the Connect view's help button). */
  WhatIsAWallet: undefined;
  /** What a network is (issue 20 part 1; the Networks view's help link). */
  WhatIsANetwork: undefined;
}

export type ViewName = keyof ViewParams;

export type RouteEntry = { [V in ViewName]: { view: V; params: ViewParams[V] } }[ViewName];
