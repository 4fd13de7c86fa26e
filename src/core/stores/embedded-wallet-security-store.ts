import { map, readonlyType } from 'nanostores';
import type { EmbeddedWalletDevice, RecoveryMethod } from '../types/auth-client.js';

/** The embedded wallet account's devices and recovery key, as the Security view shows them. */
export interface EmbeddedWalletSecurityState {
  devices?: EmbeddedWalletDevice[] | undefined;
  recoveryMethod?: RecoveryMethod | undefined;
  /** Loading the list, or an action under way (the device being removed, or 'all'). */
  loading: boolean;
  busy?: string | undefined;
  /** The last refusal, in words the visitor can act on. */
  error?: string | undefined;
}

/** Written only by the EmbeddedWalletController (embedded-wallet-security-flow.ts). */
export const embeddedWalletSecurityStore = map<EmbeddedWalletSecurityState>({ loading: false });
/** The Security view's state, read-only. */
export const $embeddedWalletSecurity = readonlyType(embeddedWalletSecurityStore);
