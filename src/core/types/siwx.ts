import type { SiwxMessage, SiwxMessageData, SiwxSession } from '../protocol/siwx-types.js';

export type { SiwxMessage, SiwxMessageData, SiwxSession };

/**
 * A dapp's own sign-in backend (issue 16 part 1), shaped like Reown AppKit's `SIWXConfig`: the
 * modal asks it for a message, hands it the signature, and asks it which sessions exist.
 *
 * @example
 * createAppKit({ ...options, siwx: { createMessage, addSession, revokeSession, setSessions, getSessions } });
 */
export interface SiwxConfig {
  /** A message for the account to sign, with a fresh nonce from the dapp's server. */
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>;
  /** Verifies and keeps a signed message; rejects when the server refuses it. */
  addSession(session: SiwxSession): Promise<void>;
  revokeSession(chainId: string, address: string): Promise<void>;
  /** Replaces every session (an empty list signs out). */
  setSessions(sessions: SiwxSession[]): Promise<void>;
  /** Sessions of this account on this network (CAIP-2 `chainId`); empty: the modal asks to sign. */
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>;
  /** True: a visitor without a session may not stay connected (cancel disconnects). */
  getRequired?(): boolean;
  /** Revoke the session when the wallet disconnects. */
  signOutOnDisconnect?: boolean;
  /**
   * Ask for a verified email before the message (SPEC §4, DataCapture): needs `requestEmailOtp`
   * and `confirmEmailOtp`; without them the modal asks for the signature alone.
   */
  emailCapture?: boolean;
  /**
   * Mails a one-time code to `email` for `account` (CAIP-10). Rejects with an error whose `code`
   * may be a SiwxErrorCode ('INVALID_EMAIL', 'RATE_LIMITED') for the visitor to be told why.
   */
  requestEmailOtp?(parameters: { email: string; account: string }): Promise<void>;
  /**
   * Checks the code of the last `requestEmailOtp`; the config keeps the proof and attaches the email
   * to the next `addSession`. Rejects with `code` 'CODE_INVALID' or 'CODE_EXPIRED' when refused.
   */
  confirmEmailOtp?(parameters: { code: string }): Promise<void>;
}

/** The `siwx` option's default: sessions kept by the reference server (needs `apiUrl`). */
export interface DefaultSiwxOptions {
  required?: boolean;
  /** Shown in the message and on the sign-in view. */
  statement?: string;
  /** Verify an email by a mailed code before the message; the server keeps it with the session. */
  emailCapture?: boolean;
}

/** The `siwx` option of `createAppKit`. */
export type SiwxOption = SiwxConfig | DefaultSiwxOptions;

/** What views call on sign-in (the app context's `siwx`); absent when the dapp set no `siwx`. */
export interface SiwxAccess {
  /** Signs the message on screen with the connected wallet and keeps the session. */
  sign(): Promise<void>;
  /** Declines to sign (SPEC §4 cancel branches). */
  cancel(): Promise<void>;
  /** The modal may not close: sign-in is required and the account has no session (SPEC §2). */
  isCloseBlocked(): boolean;
  /** DataCapture's Continue: mails a code to `email` and shows DataCaptureOtpConfirm. */
  submitEmail(parameters: { email: string }): Promise<void>;
  /** DataCaptureOtpConfirm: checks the code; accepted, SIWXSignMessage asks for the signature. */
  submitEmailCode(parameters: { code: string }): Promise<void>;
  /** Mails a new code to the same address (after the cooldown). */
  resendEmailCode(): Promise<void>;
}
