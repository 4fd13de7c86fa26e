import { expect } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { verifyMessage } from 'viem';
import { authHandlers } from '../../../frame/src/handlers/auth-handlers.js';
import { SIWX_ACCOUNT_PLACEHOLDER } from '../../../src/core/protocol/siwx-account-placeholder.js';
import { formatSiwxMessage } from '../../../src/core/protocol/siwx-message.js';
import type { SiwxMessageData } from '../../../src/core/protocol/siwx-types.js';
import { answerApprovalScreen, readApprovalScreen, waitForApprovalScreen } from '../helpers/approval-screen.js';
import { createTestFrameContext, type TestFrameContext } from '../helpers/create-test-frame-context.js';
import { rejection } from '../../helpers/rejection.js';

// GET_USER and CONNECT_SOCIAL with a sign-in message (issue 16 part 5): the frame fills the
// address, refuses a message for another site before showing anything, shows it on the real
// approval screen, and signs it with the account's key only after Approve.
const HOST = 'https://dapp.example';

let frame: TestFrameContext | undefined;
afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await resetMouse();
});

async function signedInFrame(): Promise<TestFrameContext> {
  frame = await createTestFrameContext({ networks: { eip155: 'eip155:1' } });
  // The handlers read the signed-in user from the session; the sign-in itself is not under test here.
  const user = { id: 'user-1', email: 'ada@example.com' };
  Object.defineProperty(frame.context, 'session', { value: { user, start: async () => undefined } });
  return frame;
}

function message(overrides: Partial<SiwxMessageData> = {}): string {
  return formatSiwxMessage({
    data: {
      accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
      chainId: 'eip155:1',
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      version: '1',
      nonce: 'n0nce1234',
      statement: 'Sign in to Example',
      issuedAt: '2026-11-27T00:00:00.000Z',
      ...overrides,
    },
  });
}

const getUser = (context: TestFrameContext, siwxMessage: string, hostOrigin = HOST) =>
  authHandlers.GET_USER(context.context, { chainId: 'eip155:1', siwxMessage }, { hostOrigin });

describe('the frame signs the sign-in message passed with the sign-in', () => {
  it('shows the message with the account filled in, and after Approve answers the user with its signature', async () => {
    const context = await signedInFrame();
    const text = message();
    const reply = getUser(context, text);
    const screen = await waitForApprovalScreen(context.root);
    const filled = text.replace(SIWX_ACCOUNT_PLACEHOLDER, context.addresses.evmAddress);
    expect(screen.title).to.equal('Sign-in request');
    expect(screen.rows['Account']).to.equal(context.addresses.evmAddress);
    expect(screen.rows['Statement']).to.equal('Sign in to Example');
    expect(screen.rows['Message']).to.equal(filled);
    expect(context.signings).to.equal(0);
    await answerApprovalScreen(context.root, 'approve');
    const user = await reply;
    expect(user.address).to.equal(context.addresses.evmAddress);
    expect(user.message).to.equal(filled);
    expect(user.siwxMessage).to.equal(text);
    const valid = await verifyMessage({
      address: context.addresses.evmAddress as `0x${string}`,
      message: filled,
      signature: user.signature as `0x${string}`,
    });
    expect(valid).to.equal(true);
  });

  it('answers 4001 and signs nothing when the visitor rejects', async () => {
    const context = await signedInFrame();
    const refused = rejection(getUser(context, message()));
    await waitForApprovalScreen(context.root);
    await answerApprovalScreen(context.root, 'reject');
    expect((await refused).code).to.equal(4001);
    expect(context.signings).to.equal(0);
  });

  it('signs the message passed with CONNECT_SOCIAL after the social step, in the same answer', async () => {
    const context = await signedInFrame();
    // The social step itself (popup, server) is social-login.test.ts's: here it has already succeeded.
    Object.assign(context.context.social, { waitForResult: async () => ({}) });
    Object.assign(context.context.vault, { ensureDevice: async () => ({ deviceId: 'device-1' }) });
    Object.assign(context.context.api, { completeOauth: async () => ({ action: 'CONNECT', user: {}, session: {} }) });
    const text = message();
    const reply = authHandlers.CONNECT_SOCIAL(
      context.context,
      { uri: 'https://auth.example/callback?code=1', chainId: 'eip155:1', siwxMessage: text },
      { hostOrigin: HOST },
    );
    await waitForApprovalScreen(context.root);
    await answerApprovalScreen(context.root, 'approve');
    const user = (await reply) as { address: string; message?: string; signature?: `0x${string}` };
    const filled = text.replace(SIWX_ACCOUNT_PLACEHOLDER, context.addresses.evmAddress);
    expect(user.message).to.equal(filled);
    expect(
      await verifyMessage({ address: user.address as `0x${string}`, message: filled, signature: user.signature! }),
    ).to.equal(true);
  });
});

describe('the frame refuses a sign-in message for another site', () => {
  const refused: Array<[string, Partial<SiwxMessageData>]> = [
    ['another domain', { domain: 'evil.example' }],
    ['another uri', { uri: 'https://evil.example/login' }],
    ['a uri on another port', { uri: 'https://dapp.example:8443' }],
    ['another network', { chainId: 'eip155:137' }],
    ['another account', { accountAddress: '0x000000000000000000000000000000000000dEaD' }],
  ];
  for (const [name, overrides] of refused) {
    it(`refuses ${name} before any screen, with -32602`, async () => {
      const context = await signedInFrame();
      const error = await rejection(getUser(context, message(overrides)));
      expect(error.code).to.equal(-32602);
      expect(readApprovalScreen(context.root)).to.equal(undefined);
      expect(context.signings).to.equal(0);
    });
  }

  it('refuses a message its domain names when the embedding page is another origin', async () => {
    const context = await signedInFrame();
    const error = await rejection(getUser(context, message(), 'https://evil.example'));
    expect(error.code).to.equal(-32602);
    expect(readApprovalScreen(context.root)).to.equal(undefined);
  });

  it('refuses text that is not a sign-in message', async () => {
    const context = await signedInFrame();
    const error = await rejection(getUser(context, 'Transfer everything to 0xdead'));
    expect(error.code).to.equal(-32602);
    expect(context.signings).to.equal(0);
  });

  it('answers the plain user without a message', async () => {
    const context = await signedInFrame();
    const user = await authHandlers.GET_USER(context.context, { chainId: 'eip155:1' }, { hostOrigin: HOST });
    expect(user.signature).to.equal(undefined);
    expect(readApprovalScreen(context.root)).to.equal(undefined);
  });
});
