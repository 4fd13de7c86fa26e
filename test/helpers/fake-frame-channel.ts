import type { FrameAuthClient } from '../../src/connectors/auth/create-frame-auth-client.js';
import { FrameRequestError } from '../../src/core/errors/frame-errors.js';
import type { AuthClient, EmbeddedWalletDevice } from '../../src/core/types/auth-client.js';

/**
 * A FAKE of the frame channel (tests only). The real frame (frame/, over the reference server)
 * needs the whole dev stack, which only the e2e suite runs; element and controller tests use
 * this stand-in, which answers like the frame: codes checked, a wrong one refused with the
 * frame's words, the change's steps in order. Codes are fixed: {@link FAKE_CODES}.
 */
export const FAKE_CODES = { login: '100001', primary: '200002', secondary: '300003' } as const;
/** The fake wallet's address (Hardhat's account #0). */
export const FAKE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface FakeFrameChannel extends AuthClient {
  /** What the frame was asked, in order (request names; codes left out). */
  readonly requests: string[];
  /** The signed-in user's email as the frame holds it; null for a social user without one. */
  readonly email: string | null;
  /** The account's devices as the frame would list them (GET_SECURITY); REVOKE_DEVICE removes one. */
  readonly devices: EmbeddedWalletDevice[];
}

export interface CreateFakeFrameChannelParameters {
  /** The user's email; null plays a social sign-in without an email. */
  email: string | null;
  /** Starts signed in (a social user is), else after CONNECT_EMAIL + CONNECT_OTP. */
  signedIn?: boolean;
  /** The account's devices (GET_SECURITY); none by default. */
  devices?: EmbeddedWalletDevice[];
}

const refuse = (message: string) => new FrameRequestError({ message });

/**
 * Creates the fake. Pass it as the controller's client, or (cast) to createAuthConnectors for a
 * real AUTH connector over it.
 *
 * @example
 * const channel = createFakeFrameChannel({ email: 'ada@example.test' });
 * const controller = new EmbeddedWalletController({ …, loadClient: async () => channel });
 */
export function createFakeFrameChannel({
  email: initialEmail,
  signedIn: initiallySignedIn = false,
  devices = [],
}: CreateFakeFrameChannelParameters): FakeFrameChannel & FrameAuthClient {
  let email = initialEmail;
  let signedIn = initiallySignedIn;
  let change: { step: 'primary' | 'secondary'; newEmail: string } | undefined;
  const requests: string[] = [];
  const checkCode = (otp: string, expected: string) => {
    if (otp !== expected) throw refuse('Invalid code. 4 tries left');
  };
  const channel = {
    requests,
    get email() {
      return email;
    },
    async connectEmail({ email: address }: { email: string }) {
      requests.push('CONNECT_EMAIL');
      email = address;
      return { action: 'VERIFY_OTP' as const };
    },
    async connectOtp({ otp }: { otp: string }) {
      requests.push('CONNECT_OTP');
      checkCode(otp, FAKE_CODES.login);
      signedIn = true;
      return {};
    },
    async connectDevice() {
      throw refuse('Not in this fake');
    },
    async getSocialRedirectUri(): Promise<string> {
      throw refuse('Not in this fake');
    },
    async connectSocial(): Promise<never> {
      throw refuse('Not in this fake');
    },
    async updateEmail({ email: address }: { email: string }) {
      requests.push('UPDATE_EMAIL');
      if (!signedIn) throw refuse('Not signed in');
      if (address.toLowerCase() === email) throw refuse('This is already your email address');
      change = { step: email ? 'primary' : 'secondary', newEmail: address.toLowerCase() };
      return { action: email ? ('VERIFY_PRIMARY_OTP' as const) : ('VERIFY_SECONDARY_OTP' as const) };
    },
    async updateEmailPrimaryOtp({ otp }: { otp: string }) {
      requests.push('UPDATE_EMAIL_PRIMARY_OTP');
      if (change?.step !== 'primary') throw refuse('Request a code first');
      checkCode(otp, FAKE_CODES.primary);
      change.step = 'secondary';
    },
    async updateEmailSecondaryOtp({ otp }: { otp: string }) {
      requests.push('UPDATE_EMAIL_SECONDARY_OTP');
      if (change?.step !== 'secondary') throw refuse('Request a code first');
      checkCode(otp, FAKE_CODES.secondary);
      email = change.newEmail;
      change = undefined;
      return { newEmail: email };
    },
    async isConnected() {
      return signedIn;
    },
    async getUser({ chainId }: { chainId?: string }) {
      requests.push('GET_USER');
      if (!signedIn) throw refuse('Not signed in');
      return { email, address: FAKE_ADDRESS, chainId: chainId ?? 'eip155:31337' };
    },
    async syncTheme() {},
    async setLocale() {},
    async abortRpcRequests() {},
    showFrame() {},
    onApproval: () => () => undefined,
    onNotAllowed: () => () => undefined,
    // Reads only; nothing here signs. No asset discovery: the token list falls back to the native balance.
    async rpc({ method }: { method: string }) {
      if (method === 'eth_getBalance') return '0x0';
      if (method === 'wallet_getCapabilities') return {};
      throw refuse('Not in this fake');
    },
    async switchNetwork({ chainId }: { chainId: string }) {
      return chainId;
    },
    async signOut() {
      requests.push('SIGN_OUT');
      signedIn = false;
    },
    devices,
    async getSecurity() {
      requests.push('GET_SECURITY');
      if (!signedIn) throw refuse('Not signed in');
      return { recoveryMethod: 'server-escrow' as const, devices: devices.map((device) => ({ ...device })) };
    },
    async revokeDevice({ deviceId }: { deviceId: string }) {
      requests.push('REVOKE_DEVICE');
      const index = devices.findIndex((device) => device.id === deviceId);
      if (index < 0) throw refuse('No such device');
      devices.splice(index, 1);
    },
    async signOutEverywhere() {
      requests.push('SIGN_OUT_EVERYWHERE');
      signedIn = false;
    },
    preload() {},
  };
  // `host` (the real frame element) is never read by the connectors or the controller.
  return channel as unknown as FakeFrameChannel & FrameAuthClient;
}
