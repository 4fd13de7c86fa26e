import { map, readonlyType } from 'nanostores';
import type { WalletLink } from '../utils/format-wallet-link.js';

/**
 * Why a WalletConnect attempt failed: the relay refused (an APKT alert shows), it could not be
 * reached in time, the wallet approved none of the dapp's namespaces, or connecting after the
 * approval failed.
 */
export type WalletConnectFailure = 'refused' | 'unreachable' | 'unsupported' | 'connect';

/** The pairing the ConnectingWalletConnect view shows (SPEC §2, §4). */
export interface WalletConnectState {
  /**
   * idle: no pairing on screen; loading: waiting for a URI; offered: the URI is shown;
   * connecting: the wallet approved, its namespaces are connecting; declined: the wallet said no;
   * failed: see `failure`.
   */
  status: 'idle' | 'loading' | 'offered' | 'connecting' | 'declined' | 'failed';
  /** The pairing URI on offer. */
  uri?: string;
  /** When `uri` stops being offered, epoch ms. */
  expiresAt?: number;
  /** The link that opens the chosen wallet with `uri`, when it has a safe one. */
  link?: WalletLink;
  failure?: WalletConnectFailure;
  /** Short text of the failure (an alert's short message, a provider error's). */
  errorMessage?: string;
}

export const INITIAL_WALLETCONNECT_STATE: WalletConnectState = { status: 'idle' };

/** Written by the WalletConnectController; the root resets it, and marks a controller chunk that failed to load. */
export const walletConnectStore = map<WalletConnectState>({ ...INITIAL_WALLETCONNECT_STATE });
/** The pairing on screen, read-only. */
export const $walletConnect = readonlyType(walletConnectStore);
