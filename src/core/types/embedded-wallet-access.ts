import type { EmbeddedWalletController } from '../controllers/embedded-wallet-controller.js';

/**
 * What views and the root call on the embedded wallet's sign-in controller. The controller itself
 * is a lazy chunk (DESIGN §5 "email/social/frame"); the root hands out this stand-in, which loads
 * it on first use (and opens the social popup at once, inside the click).
 */
export type EmbeddedWalletAccess = Pick<
  EmbeddedWalletController,
  | 'connectEmail'
  | 'resendCode'
  | 'submitOtp'
  | 'submitDeviceCode'
  | 'connectSocial'
  | 'openUpdateEmail'
  | 'updateEmail'
  | 'resendUpdateEmail'
  | 'submitUpdatePrimaryOtp'
  | 'submitUpdateSecondaryOtp'
  | 'positionFrame'
  | 'resendDeviceCode'
  | 'runFrameScreen'
  | 'openSecurity'
  | 'openRecoveryMethod'
  | 'loadSecurity'
  | 'revokeDevice'
  | 'signOutEverywhere'
>;
