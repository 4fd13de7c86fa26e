import { NamesError } from '../errors/names-error.js';
import { $namesMessages } from '../messages/names-messages.js';
import type { SendState } from '../stores/send-store.js';
import type { NameResolverAccess } from '../types/names.js';
import type { Network } from '../types/network.js';
import { isReceiverName } from '../utils/is-receiver-name.js';

/** The send form as this needs it: the SendController. */
export interface SendReceiverForm {
  readonly state: SendState;
  update(patch: Partial<SendState>): void;
}

export interface ResolveSendReceiverParameters {
  send: SendReceiverForm;
  /** What the user typed in the receiver field. */
  input: string;
  /** The network the name must resolve on (its coin type; ENS only where it has a universal resolver). */
  network?: Network;
  /** The names controller's lazy access; absent without an `apiUrl`, and then no name resolves. */
  names?: NameResolverAccess;
}

/** Everything a receiver name wrote, cleared: an address typed after a name must not carry its profile. */
const NO_RECEIVER_NAME = {
  receiverInput: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  receiverNameStatus: undefined,
  receiverNameError: undefined,
} satisfies Partial<SendState>;

// The newest request per form: an older answer arriving late is dropped. (Kept here, not in the
// SendController, so none of this loads before a send view does.)
const latestRequest = new WeakMap<SendReceiverForm, number>();

/**
 * Writes a typed receiver into the send form (issue 18 "Send to a name"): an address as it is; a
 * name clears the address (so Preview stays off), resolves through the names controller and fills
 * `receiverAddress`, `receiverProfileName` and `receiverProfileImageUrl`, or the error to show.
 * A newer keystroke, or a reset of the form (a network switch), drops the answer of an older one.
 * The names controller bounds every request, so this always settles.
 * @example
 * await resolveSendReceiver({ send, input: 'alice.reown.id', network, names });
 * // send.state: { receiverInput: 'alice.reown.id', receiverAddress: '0x…', receiverNameStatus: 'resolved', … }
 */
export async function resolveSendReceiver(parameters: ResolveSendReceiverParameters): Promise<void> {
  const { send, input, network, names } = parameters;
  const request = (latestRequest.get(send) ?? 0) + 1;
  latestRequest.set(send, request);
  if (!isReceiverName(input)) {
    send.update({ ...NO_RECEIVER_NAME, receiverAddress: input, error: undefined });
    return;
  }
  const name = input.trim();
  send.update({ ...NO_RECEIVER_NAME, receiverInput: input, receiverAddress: undefined, error: undefined });
  if (!names || !network) {
    send.update({ receiverNameStatus: 'failed', receiverNameError: $namesMessages.get().namesUnavailable });
    return;
  }
  send.update({ receiverNameStatus: 'resolving' });
  // A reset empties receiverInput: the form this answer was for is gone.
  const isCurrent = () => latestRequest.get(send) === request && send.state.receiverInput === input;
  try {
    const resolver = await names.load();
    const { address, avatar } = await resolver.resolveName({ name, network });
    if (!isCurrent()) return;
    send.update({
      receiverAddress: address,
      receiverProfileName: name,
      receiverProfileImageUrl: avatar,
      receiverNameStatus: 'resolved',
    });
  } catch (error) {
    if (!isCurrent()) return;
    send.update({ receiverNameStatus: 'failed', receiverNameError: resolveErrorText(error) });
  }
}

/** A NamesError carries the names-en text to show; anything else (its chunk did not load) means no service. */
function resolveErrorText(error: unknown): string {
  return error instanceof NamesError && error.message ? error.message : $namesMessages.get().serviceUnavailable;
}
