import type { SocialOption } from './auth-client.js';

/**
 * Feature switches of `createAppKit({ features })` (names follow Reown AppKit's). Defaults are
 * SPEC §9's (`DEFAULT_FEATURES`); the project's remote config (`/appkit/v1/config`) may change a
 * switch the dapp left unset, never one it set.
 */
export interface Features {
  /** Send usage events and error reports to the server's analytics endpoint (default true). */
  analytics?: boolean;
  /** Offer the "All wallets" directory grid (default true). */
  allWallets?: boolean;
  /** The Account view's send feature (default true). */
  send?: boolean;
  /**
   * The Account view's swap feature (default true; issue 19): shown for an EVM account on a
   * network the server swaps on.
   */
  swaps?: boolean;
  /** The Account view's receive feature (default true). */
  receive?: boolean;
  /** Ask for consent to terms before connecting (default false). */
  legalCheckbox?: boolean;
  /** Smart sessions (default false). */
  smartSessions?: boolean;
  /** Pay (default false). */
  pay?: boolean;
  /** Sign-in by email code to the embedded wallet (default true; needs the frame, see `frameUrl`). */
  email?: boolean;
  /**
   * Social sign-in buttons, in this order (default SPEC §9's list), or false for none. The
   * project's remote `social_login` switch applies when the dapp leaves this unset.
   */
  socials?: readonly SocialOption[] | false;
  /**
   * Who may register a name (issue 18): `'embedded'` (default, as AppKit: the embedded wallet's
   * accounts), `'any'` (any connected wallet that signs messages) or false (no "Choose name").
   */
  nameRegistration?: 'embedded' | 'any' | false;
}

/** Every switch decided: defaults, then remote config, then the dapp's explicit values. */
export type ResolvedFeatures = Required<Features>;
