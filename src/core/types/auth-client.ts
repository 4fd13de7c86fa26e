import type { ChainNamespace } from '../utils/caip.js';

/** Social providers with an OAuth redirect (SPEC §5 "Social provider"). */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';
/** Entries of the social buttons row (SPEC §9 "Default socials"); farcaster has no OAuth redirect. */
export type SocialOption = SocialProvider | 'farcaster';

/** The embedded wallet's user on one namespace (SPEC §3 "Auth user"). */
export interface EmbeddedWalletUser {
  email?: string | null | undefined;
  address: string;
  /** CAIP-2 id of the network the frame is on for this namespace. */
  chainId: string;
  userName?: string | null | undefined;
}

/** A signing request the frame is showing for approval (the modal shows ApproveTransaction meanwhile). */
export interface ApprovalRequest {
  method: string;
}

/**
 * What the modal's controllers ask of the embedded wallet. Implemented over the frame channel by
 * connectors/auth (a lazy chunk); controllers only see this interface (DESIGN §3).
 */
export interface AuthClient {
  /** CONNECT_EMAIL: mails a code; the answer says what the visitor must enter next. */
  connectEmail(parameters: { email: string }): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }>;
  /** CONNECT_OTP: checks the emailed code; VERIFY_DEVICE means a second code approves this device. */
  connectOtp(parameters: { otp: string }): Promise<{ action?: 'VERIFY_DEVICE' | undefined }>;
  /** CONNECT_DEVICE: checks the device-approval code. */
  connectDevice(parameters: { otp: string }): Promise<void>;
  /** GET_SOCIAL_REDIRECT_URI: where the popup goes for this provider. */
  getSocialRedirectUri(parameters: { provider: SocialProvider }): Promise<string>;
  /** CONNECT_SOCIAL: resolves once the popup's result reached the frame and the wallet is unlocked. */
  connectSocial(parameters: { uri: string; signal?: AbortSignal }): Promise<EmbeddedWalletUser>;
  /** UPDATE_EMAIL and its two codes (SPEC §4 "Email update reply is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP"). */
  updateEmail(parameters: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>;
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail: string }>;
  /** Whether the frame has a live session (on reload: no prompt). */
  isConnected(): Promise<boolean>;
  getUser(parameters: { namespace: ChainNamespace; chainId?: string }): Promise<EmbeddedWalletUser>;
  /** SYNC_THEME */
  syncTheme(parameters: { themeMode: 'light' | 'dark'; themeVariables?: Record<string, string | number> }): Promise<void>;
  /** Rejects the open approval (closing the modal): RPC_ABORT. */
  abortRpcRequests(): Promise<void>;
  /** Shows the frame over `rect` (the ApproveTransaction view's box), or hides it. */
  showFrame(rect: { top: number; left: number; width: number; height: number } | undefined): void;
  /** Called when a request needing approval starts and when it ends. Returns the unsubscribe function. */
  onApproval(listener: (event: { type: 'start'; request: ApprovalRequest } | { type: 'end'; outcome: 'approved' | 'rejected' | 'error' }) => void): () => void;
  /** Called with 'Requested RPC call is not allowed' requests (the modal shows 'Action not allowed'). */
  onNotAllowed(listener: (method: string) => void): () => void;
}
