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
}

/** The `siwx` option's default: sessions kept by the reference server (needs `apiUrl`). */
export interface DefaultSiwxOptions {
  required?: boolean;
  /** Shown in the message and on the sign-in view. */
  statement?: string;
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
}
