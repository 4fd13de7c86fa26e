import type { Address } from 'viem';
import type { SmartAccountNetwork } from '../../../../src/core/protocol/smart-account-api.js';

/** How many wallet_sendCalls ids the frame remembers for wallet_getCallsStatus (the oldest go first). */
export const REMEMBERED_CALLS_LIMIT = 100;

/**
 * What the frame learns about smart accounts during one frame session (issue 17): the server's
 * networks (asked once, kept once they came), the addresses the factory gave (they never change
 * for an owner and a factory), and on which network each wallet_sendCalls id was sent.
 */
export interface SmartAccountSession {
  networks?: Promise<readonly SmartAccountNetwork[]>;
  /** `${chainId}|${factory}|${owner}` → the smart account's address. */
  addresses: Map<string, Address>;
  /** userOpHash → CAIP-2 network it was sent on. */
  calls: Map<string, string>;
}

/**
 * A fresh smart-account session (a new frame, or after sign-out).
 *
 * @example
 * const context = { ...rest, accountType: 'eoa', smartAccount: createSmartAccountSession() };
 */
export function createSmartAccountSession(): SmartAccountSession {
  return { addresses: new Map(), calls: new Map() };
}

/** Remembers the network of a batch id, forgetting the oldest past {@link REMEMBERED_CALLS_LIMIT}. */
export function rememberCalls({ session, id, chainId }: { session: SmartAccountSession; id: string; chainId: string }) {
  session.calls.set(id.toLowerCase(), chainId);
  while (session.calls.size > REMEMBERED_CALLS_LIMIT) session.calls.delete(session.calls.keys().next().value!);
}
