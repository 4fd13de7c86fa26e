import type { DeviceSummary, RecoveryMethod, SocialProvider } from '../protocol/common-schemas.js';
import type { ChainNamespace } from './caip.js';
import type { FrameLocaleCode } from '../protocol/locale-code.js';

/** Social providers with an OAuth redirect (SPEC §5 "Social provider"): the protocol's list. */
export type { SocialProvider };
/** Entries of the social buttons row (SPEC §9 "Default socials"); farcaster has no OAuth redirect. */
export type SocialOption = SocialProvider | 'farcaster';

/** The embedded wallet's EVM account kinds (SPEC §6 "eoa, smartAccount"). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/** The embedded wallet's user on one namespace (SPEC §3 "Auth user"). */
export interface EmbeddedWalletUser {
  email?: string | null | undefined;
  /** The active account's address (EVM: the smart account's when that is the active type). */
  address: string;
  /** CAIP-2 id of the network the frame is on for this namespace. */
  chainId: string;
  userName?: string | null | undefined;
  /** The wallet's accounts on this namespace with their kinds (EVM: the EOA, and the smart account where enabled). */
  accounts?: ReadonlyArray<{ address: string; type: EmbeddedAccountType }> | undefined;
  /** The active account's kind; absent means the EOA. */
  preferredAccountType?: EmbeddedAccountType | undefined;
  /** Whether the smart account has code on this network. */
  smartAccountDeployed?: boolean | undefined;
}

/**
 * What a sign-in still needs before the wallet opens on this device (issue "Hardening" parts 1
 * and 10): a mailed device code (to `emailHint`, masked), the user's own recovery key (entered on
 * the frame's own screen), or the end of a new device's wait (`releaseAt`, ISO time).
 */
export type SignInStep =
  | { action: 'VERIFY_DEVICE'; emailHint?: string | undefined }
  | { action: 'VERIFY_RECOVERY_KEY' }
  | { action: 'DEVICE_PENDING'; releaseAt: string };

/** How the embedded wallet's recovery key is kept: by the app's server (custodial), or by the user (the protocol's list). */
export type { RecoveryMethod };

/**
 * One device of the embedded wallet's account (the Security view's list): `current` is this
 * browser and site; `status` 'pending' a social sign-in added it and it has no second factor yet;
 * `releaseAt` when such a device's wait ends (ISO).
 */
export type EmbeddedWalletDevice = DeviceSummary;

/** A signing request the frame is showing for approval (the modal shows ApproveTransaction meanwhile). */
export interface ApprovalRequest {
  method: string;
}

/**
 * What the modal's controllers ask of the embedded wallet. Implemented over the frame channel by
 * connectors/auth (a lazy chunk); controllers only see this interface (DESIGN §3).
 */
export interface AuthClient {
  /** CONNECT_EMAIL: mails a code; the answer says what the visitor must enter next, and when another code may be asked (the server's cooldown). */
  connectEmail(parameters: {
    email: string;
  }): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'; resendAfterSeconds?: number | undefined }>;
  /** CONNECT_OTP: checks the emailed code; VERIFY_DEVICE means a second code approves this device; else what the wallet still needs. */
  connectOtp(parameters: { otp: string }): Promise<{ action?: 'VERIFY_DEVICE' | undefined } | SignInStep>;
  /** CONNECT_DEVICE: checks the device-approval code (undefined: connected); without a code, mails a social device's code again. */
  connectDevice(parameters: { otp?: string }): Promise<SignInStep | undefined>;
  /** GET_SOCIAL_REDIRECT_URI: where the popup goes for this provider. */
  getSocialRedirectUri(parameters: { provider: SocialProvider }): Promise<string>;
  /** CONNECT_SOCIAL: resolves once the popup's result reached the frame and the wallet is unlocked, or with what it still needs. */
  connectSocial(parameters: { uri: string; signal?: AbortSignal }): Promise<EmbeddedWalletUser | SignInStep>;
  /** GET_SECURITY: the account's devices and how its recovery key is kept. */
  getSecurity(): Promise<{ recoveryMethod: RecoveryMethod; devices: EmbeddedWalletDevice[] }>;
  /** REVOKE_DEVICE ('This wasn't me', or removing a device); removing this one signs it out. */
  revokeDevice(parameters: { deviceId: string }): Promise<void>;
  /** SIGN_OUT_EVERYWHERE: every session of the account ends, this one too. */
  signOutEverywhere(): Promise<void>;
  /** UNLOCK_WITH_RECOVERY_KEY: the frame's own screen takes the recovery key; resolves when the wallet is open. */
  unlockWithRecoveryKey(parameters: { signal?: AbortSignal }): Promise<void>;
  /** SET_RECOVERY_METHOD: the frame's own screen lets the visitor choose; resolves with the new method. */
  setRecoveryMethod(parameters: { signal?: AbortSignal }): Promise<RecoveryMethod>;
  /** UPDATE_EMAIL and its two codes (SPEC §4 "Email update reply is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP"). */
  updateEmail(parameters: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>;
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail: string }>;
  /** Whether the frame has a live session (on reload: no prompt). */
  isConnected(): Promise<boolean>;
  /** GET_USER; `preferredAccountType` is the visitor's stored choice (EVM), which the frame makes active. */
  getUser(parameters: {
    namespace: ChainNamespace;
    chainId?: string;
    preferredAccountType?: EmbeddedAccountType;
    /** The dapp's `defaultAccountTypes.eip155`: the kind a visitor who never chose starts on (the frame's own default is smartAccount). */
    defaultAccountType?: EmbeddedAccountType;
  }): Promise<EmbeddedWalletUser>;
  /** SYNC_THEME */
  syncTheme(parameters: {
    themeMode: 'light' | 'dark';
    themeVariables?: Record<string, string | number>;
  }): Promise<void>;
  /** SET_LOCALE: the modal's language, as a code (the frame's texts are its own tables). */
  setLocale(parameters: { locale: FrameLocaleCode }): Promise<void>;
  /** Rejects the open approval (closing the modal): RPC_ABORT. */
  abortRpcRequests(): Promise<void>;
  /** Shows the frame over `rect` (the ApproveTransaction view's box), or hides it. */
  showFrame(rect: { top: number; left: number; width: number; height: number } | undefined): void;
  /** Called when a request needing approval starts and when it ends. Returns the unsubscribe function. */
  onApproval(
    listener: (
      event: { type: 'start'; request: ApprovalRequest } | { type: 'end'; outcome: 'approved' | 'rejected' | 'error' },
    ) => void,
  ): () => void;
  /** Called with 'Requested RPC call is not allowed' requests (the modal shows 'Action not allowed'). */
  onNotAllowed(listener: (method: string) => void): () => void;
}
