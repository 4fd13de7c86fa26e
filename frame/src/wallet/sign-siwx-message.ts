import { toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../../src/core/protocol/siwx-account-placeholder.js';
import { parseSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import { UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import type { ApprovalDetails } from '../approval/render-approval.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import type { FrameContext } from '../handlers/frame-context.js';
import { approvalText } from '../screens/frame-locale.js';

export interface SignSiwxInFrameParameters {
  context: FrameContext;
  /** The sign-in message text as the page sent it, with the placeholder or the address. */
  siwxMessage: string;
  /** The signed-in account's EVM address and network (userPayload). */
  address: string;
  chainId: string;
  /** The embedding page's origin as the browser reported it (never what the page says). */
  hostOrigin: string;
  /** Signs the approved text for an account that is not the key's own (the smart account's ERC-6492/1271); the EVM key's EIP-191 signature otherwise. */
  signMessage?: (message: string) => Promise<`0x${string}`>;
}

/** What signSiwxInFrame answers, added to the auth user (SPEC §3 "Auth user"). */
export interface SignedSiwxMessage {
  /** The exact text signed (placeholder filled). */
  message: string;
  signature: `0x${string}`;
  /** The text as the page sent it. */
  siwxMessage: string;
}

/** What signSiwxInFrame throws: a refused message (-32602), the visitor's rejection (4001), a full queue or a custody error. */
export type SignSiwxInFrameErrorType = InvalidRequestError | UserRejectedRequestError | Error;

const refuse = (message: string) => new InvalidRequestError({ message });

/**
 * The sign-in message passed with the request that completes a sign-in (GET_USER, CONNECT_SOCIAL):
 * the placeholder is filled with the account, the text must be a sign-in message for this
 * account and network whose domain and uri are the embedding page's own origin (a page cannot
 * get a signature meant for another site, SPEC §5), the visitor approves it on the frame's
 * approval screen, and the account's key signs it as personal_sign would (EIP-191). Anything
 * refused is refused before the screen shows; nothing is signed without Approve.
 *
 * @example
 * const signed = await signSiwxInFrame({ context, siwxMessage, address, chainId: 'eip155:1', hostOrigin });
 */
export async function signSiwxInFrame({
  context,
  siwxMessage,
  address,
  chainId,
  hostOrigin,
  signMessage,
}: SignSiwxInFrameParameters): Promise<SignedSiwxMessage> {
  const message = siwxMessage.split(SIWX_ACCOUNT_PLACEHOLDER).join(address);
  const data = parseSiwxMessage(message);
  if (!data) throw refuse('The sign-in message is not valid');
  // Only EVM accounts sign in through the frame: Solana's signature is not hex (frameUserSchema).
  if (!chainId.startsWith('eip155:') || data.chainId !== chainId)
    throw refuse('The sign-in message names another network');
  if (data.accountAddress.toLowerCase() !== address.toLowerCase())
    throw refuse('The sign-in message names another account');
  const host = new URL(hostOrigin);
  if (data.domain !== host.host || originOf(data.uri) !== host.origin)
    throw refuse('The sign-in message names another domain');
  if (!(await context.approvals.request(describeSiwx({ message, data, hostOrigin }))))
    throw new UserRejectedRequestError();
  const signature = signMessage
    ? await signMessage(message)
    : await context.vault.withKeys(({ evm }) => privateKeyToAccount(toHex(evm.privateKey)).signMessage({ message }));
  return { message, signature, siwxMessage };
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

function describeSiwx({
  message,
  data,
  hostOrigin,
}: {
  message: string;
  data: NonNullable<ReturnType<typeof parseSiwxMessage>>;
  hostOrigin: string;
}): ApprovalDetails {
  const text = approvalText();
  return {
    title: text.signInRequest,
    origin: hostOrigin,
    rows: [
      { label: text.account, value: data.accountAddress, monospace: true },
      ...(data.statement ? [{ label: text.statement, value: data.statement }] : []),
      { label: text.message, value: message, monospace: true },
    ],
    warnings: [],
  };
}
