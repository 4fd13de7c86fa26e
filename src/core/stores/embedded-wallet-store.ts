import { map, readonlyType } from 'nanostores';
import type { SocialProvider } from '../types/auth-client.js';

/** Where the email or social sign-in, or an email change, stands (the email, OTP and social views read it). */
export interface EmbeddedWalletState {
  /** The email of the sign-in under way, or of the signed-in user. */
  email?: string | undefined;
  /** The address an email change under way goes to (UpdateEmailSecondaryOtp names it). */
  newEmail?: string | undefined;
  /** A request to the frame is under way (buttons show loading). */
  loading: boolean;
  /** The frame has the sign-in and the account is being connected (SPEC §8 'Authenticating...'). */
  authenticating?: boolean | undefined;
  /** The last refusal, in words the visitor can act on (SPEC §8 texts where they exist). */
  error?: string | undefined;
  /** When another code may be requested (ms since epoch; SPEC §9 "Email login cooldown 30 s"). */
  resendAvailableAt?: number | undefined;
  /** The social provider of a sign-in under way or done. */
  socialProvider?: SocialProvider | undefined;
  /** A request the frame is showing for approval. */
  approvalMethod?: string | undefined;
}

/** Written only by the EmbeddedWalletController. */
export const embeddedWalletStore = map<EmbeddedWalletState>({ loading: false });
/** The embedded wallet's sign-in state, read-only. */
export const $embeddedWallet = readonlyType(embeddedWalletStore);
