import { SIWX_ACCOUNT_PLACEHOLDER } from '../../core/protocol/siwx-account-placeholder.js';
import type { SiwxMessage } from '../../core/types/siwx.js';
import type { FrameUserWithSiwx } from './create-frame-auth-client.js';

/**
 * How the sign-in chunk and the embedded wallet's connectors meet without importing each other
 * (both are lazy chunks, issue 16 part 5): the SIWX runtime sets the two functions while it runs,
 * the auth connector calls them around the request that completes a sign-in. Unset: no SIWX.
 */
export interface EmbeddedSiwxBridge {
  /** A message for a sign-in on `chainId` (CAIP-2) with the account left as the placeholder; undefined to sign in without one. */
  prepare?: (parameters: { chainId: string }) => Promise<SiwxMessage | undefined>;
  /** The frame signed `message` (the placeholder filled): the runtime adds the session. */
  signed?: (parameters: { message: SiwxMessage; signature: string }) => Promise<void>;
}

/** One per page: a second createAppKit with `siwx` replaces the first's functions. */
export const embeddedSiwxBridge: EmbeddedSiwxBridge = {};

/**
 * The message the frame signed, as the config adds it: `prepared` with the address filled in, or
 * undefined when the frame's text is not exactly that (the frame changed something: no session).
 *
 * @example
 * const message = fillSiwxAccount({ prepared, address: user.address, signedText: user.message });
 */
export function fillSiwxAccount({
  prepared,
  address,
  signedText,
}: {
  prepared: SiwxMessage;
  address: string;
  signedText: string;
}): SiwxMessage | undefined {
  const serializedMessage = prepared.serializedMessage.split(SIWX_ACCOUNT_PLACEHOLDER).join(address);
  if (serializedMessage !== signedText) return undefined;
  return { ...prepared, accountAddress: address, serializedMessage };
}

/**
 * The sign-in message to pass with the GET_USER that completes an embedded-wallet sign-in, when
 * SIWX runs (issue 16 part 5). EVM only: the frame answers hex signatures. Without a message (no
 * SIWX, or the message could not be made) the sign-in goes on and SIWX asks afterwards as for
 * any wallet.
 *
 * @example
 * const prepared = await prepareSiwx({ namespace: 'eip155', chainId: 'eip155:1' });
 */
export async function prepareSiwx({
  namespace,
  chainId,
}: {
  namespace: 'eip155' | 'solana';
  chainId: string | undefined;
}): Promise<SiwxMessage | undefined> {
  const prepare = embeddedSiwxBridge.prepare;
  if (namespace !== 'eip155' || !chainId || !prepare) return undefined;
  return prepare({ chainId }).catch(() => undefined);
}

/**
 * Hands what the frame signed to the SIWX runtime, which adds the session before the connection
 * completes (so the sign-in check after it finds one). A reply without a signature, or with
 * another text than the one prepared, hands nothing over: SIWX then asks as for any wallet.
 *
 * @example
 * await handSiwxOver({ prepared, user });
 */
export async function handSiwxOver({
  prepared,
  user,
}: {
  prepared: SiwxMessage;
  user: FrameUserWithSiwx;
}): Promise<void> {
  const signed = embeddedSiwxBridge.signed;
  if (!signed || !user.signature || !user.message) return;
  const message = fillSiwxAccount({ prepared, address: user.address, signedText: user.message });
  if (!message) return;
  await signed({ message, signature: user.signature });
}
