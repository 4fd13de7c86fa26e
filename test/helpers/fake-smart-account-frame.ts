import type { FrameAuthClient } from '../../src/connectors/auth/create-frame-auth-client.js';
import { FrameRequestError } from '../../src/core/errors/frame-errors.js';
import type { AuthClient, EmbeddedAccountType } from '../../src/core/types/auth-client.js';
import { FAKE_ADDRESS, createFakeFrameChannel, type FakeFrameChannel } from './fake-frame-channel.js';

/** The fake smart account's address (any fixed address: the fake derives nothing). */
export const FAKE_SMART_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

export interface FakeSmartAccountFrame extends FakeFrameChannel {
  /** The GET_USER payloads' preferredAccountType, in order (undefined: none sent). */
  readonly askedTypes: Array<EmbeddedAccountType | undefined>;
  /** The GET_USER payloads' defaultAccountType (the dapp's), in order (undefined: none sent). */
  readonly askedDefaults: Array<EmbeddedAccountType | undefined>;
  /** The frame's active EVM kind. */
  readonly accountType: EmbeddedAccountType;
  /** Makes the smart account deployed (a send did). */
  deploy(): void;
  /** The next SET_PREFERRED_ACCOUNT fails once with this message. */
  failNextSwitch(message: string): void;
}

/**
 * A FAKE of the frame with smart accounts (tests only), over {@link createFakeFrameChannel}: smart
 * accounts on `enabled` chain ids, GET_USER's preferredAccountType and SET_PREFERRED_ACCOUNT make a
 * kind active, a network without smart accounts answers the EOA (as the real frame does, issue 17
 * part 3), INIT_SMART_ACCOUNT answers the address and its deployment.
 *
 * @example
 * const frame = createFakeSmartAccountFrame({ email: 'ada@example.test', enabled: [31337] });
 */
export function createFakeSmartAccountFrame({
  enabled,
  ...parameters
}: Parameters<typeof createFakeFrameChannel>[0] & { enabled: number[] }): FakeSmartAccountFrame & FrameAuthClient {
  const base = createFakeFrameChannel(parameters);
  const askedTypes: Array<EmbeddedAccountType | undefined> = [];
  const askedDefaults: Array<EmbeddedAccountType | undefined> = [];
  let accountType: EmbeddedAccountType = 'eoa';
  let chainId = 'eip155:31337';
  let deployed = false;
  let failure: string | undefined;
  const isEnabled = () => enabled.includes(Number(chainId.split(':')[1]));
  const active = (): EmbeddedAccountType => (accountType === 'smartAccount' && isEnabled() ? 'smartAccount' : 'eoa');
  const user = () => ({
    email: base.email,
    address: active() === 'smartAccount' ? FAKE_SMART_ADDRESS : FAKE_ADDRESS,
    chainId,
    accounts: [
      { address: FAKE_ADDRESS, type: 'eoa' as const },
      ...(isEnabled() ? [{ address: FAKE_SMART_ADDRESS, type: 'smartAccount' as const }] : []),
    ],
    preferredAccountType: active(),
    smartAccountDeployed: deployed,
  });
  const overrides = {
    askedTypes,
    askedDefaults,
    get accountType() {
      return accountType;
    },
    deploy() {
      deployed = true;
    },
    failNextSwitch(message: string) {
      failure = message;
    },
    async getUser(request: Parameters<AuthClient['getUser']>[0]) {
      await base.getUser(request); // records GET_USER, refuses before a sign-in
      askedTypes.push(request.preferredAccountType);
      askedDefaults.push(request.defaultAccountType);
      if (request.chainId) chainId = request.chainId;
      if (request.preferredAccountType) accountType = request.preferredAccountType;
      return user();
    },
    async switchNetwork({ chainId: next }: { chainId: string }) {
      base.requests.push('SWITCH_NETWORK');
      chainId = next;
      return next;
    },
    async getSmartAccountEnabledNetworks() {
      base.requests.push('GET_SMART_ACCOUNT_ENABLED_NETWORKS');
      return enabled;
    },
    async initSmartAccount() {
      base.requests.push('INIT_SMART_ACCOUNT');
      if (!isEnabled()) throw new FrameRequestError({ message: 'A smart account is not available on this network' });
      return { address: FAKE_SMART_ADDRESS, isDeployed: deployed };
    },
    async setPreferredAccount({ type }: { type: EmbeddedAccountType }) {
      base.requests.push('SET_PREFERRED_ACCOUNT');
      if (failure) {
        const message = failure;
        failure = undefined;
        throw new FrameRequestError({ message });
      }
      if (type === 'smartAccount' && !isEnabled())
        throw new FrameRequestError({ message: 'A smart account is not available on this network' });
      accountType = type;
      return { type, address: type === 'smartAccount' ? FAKE_SMART_ADDRESS : FAKE_ADDRESS };
    },
  };
  // Everything else is the base fake's (its methods do not use `this`).
  return Object.setPrototypeOf(overrides, base) as FakeSmartAccountFrame & FrameAuthClient;
}
