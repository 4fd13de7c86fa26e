import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AuthApiError } from '../../frame/src/api/auth-api-error.js';
import { createAuthApi, type DeviceProver } from '../../frame/src/api/auth-api.js';
import { createDeviceProof } from '../../frame/src/custody/create-device-proof.js';
import {
  DAY_WINDOW_MS,
  IP_STARTS_PER_HOUR,
  IP_VERIFIES_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
} from '../../server/auth/auth-limits.js';
import { freshEmail, verifyCode } from './auth-requests.js';
import { signedInUser, type SignedInUser } from './email-change-requests.js';
import { freshStandInLogin, socialLogin, startOAuthTestStack, type OAuthTestStack } from './oauth-requests.js';
import { createTestDevice, deviceFields, type AuthServer, type TestDevice } from './start-auth-server.js';

// The Device-Proof routes that mail or check a code, past the per-IP caps (soft: a proof of work),
// driven by the frame's own auth client, which solves and sends the request once more. A step that
// spends a code must not spend it before the proof of work is asked for: the retry would find the
// code used (the email change's second step did, and never got past it once 20 codes had been
// asked for from the IP in the hour). Real server, SQLite file, SMTP sink and OIDC stand-in.
let stack: OAuthTestStack;
let server: AuthServer;

before(async () => {
  stack = await startOAuthTestStack();
  server = stack.server;
});
after(() => stack?.stop());
// Fresh windows: the hourly and daily caps of earlier tests do not count.
beforeEach(() => server.advance(2 * DAY_WINDOW_MS));

const api = () => createAuthApi({ projectId: 'demo-project', baseUrl: server.url });
/** The frame's device proof, signed at the test server's clock. */
const proverOf =
  (device: TestDevice): DeviceProver =>
  ({ method, path, accessToken }) =>
    createDeviceProof({ privateKey: device.privateKey, method, path, accessToken, timestamp: server.now() });
const proven = (as: { device: TestDevice; accessToken: string }) => ({
  accessToken: as.accessToken,
  prove: proverOf(as.device),
});
const start = (email: string, device: TestDevice) =>
  server.post('/auth/v1/email/start', { email, projectId: 'demo-project', ...deviceFields(device) });
const codeMails = async (email: string) => (await server.mailsTo(email)).filter((mail) => mail.code).length;

/** Uses up this IP's hourly code requests with fresh addresses (asserted: the next one needs a proof of work). */
async function fillIpStarts(): Promise<void> {
  const device = await createTestDevice();
  for (let sent = 0; sent <= IP_STARTS_PER_HOUR; sent++) {
    const answer = await start(freshEmail('filler'), device);
    if (answer.status === 200) continue;
    assert.deepEqual([answer.status, answer.json.code], [429, 'PROOF_OF_WORK_REQUIRED']);
    return;
  }
  throw new Error(`setup: ${IP_STARTS_PER_HOUR + 1} code requests from one IP were all answered 200`);
}

/** Uses up this IP's hourly code checks with wrong codes (asserted as for fillIpStarts). */
async function fillIpVerifies(): Promise<void> {
  const device = await createTestDevice();
  for (let checked = 0; checked <= IP_VERIFIES_PER_HOUR; checked++) {
    const answer = await verifyCode({
      server,
      email: 'nobody@example.test',
      challengeId: 'C'.repeat(22),
      otp: '000000',
      device,
    });
    if (answer.status === 400) continue;
    assert.deepEqual([answer.status, answer.json.code], [429, 'PROOF_OF_WORK_REQUIRED']);
    return;
  }
  throw new Error(`setup: ${IP_VERIFIES_PER_HOUR + 1} code checks from one IP were all answered 400`);
}

/** The whole email change through the frame's auth client; the new address. */
async function changeEmail(user: SignedInUser): Promise<string> {
  const client = api();
  const newEmail = freshEmail('moved');
  const started = await client.startEmailChange({ ...proven(user), newEmail });
  assert.equal(started.action, 'VERIFY_PRIMARY_OTP');
  const primary = await client.verifyEmailChangePrimary({
    ...proven(user),
    challengeId: started.challengeId,
    otp: (await server.lastMail(user.email)).code!,
  });
  assert.equal(primary.action, 'VERIFY_SECONDARY_OTP');
  const changed = await client.verifyEmailChangeSecondary({
    ...proven(user),
    challengeId: primary.challengeId,
    otp: (await server.lastMail(newEmail)).code!,
  });
  assert.equal(changed.newEmail, newEmail);
  return newEmail;
}

/** Asserts the IP's code-request cap is still full: a plain request without a proof is asked for one. */
async function assertIpStartsStillFull(): Promise<void> {
  const plain = await start(freshEmail('after'), await createTestDevice());
  assert.deepEqual(
    [plain.status, plain.json.code],
    [429, 'PROOF_OF_WORK_REQUIRED'],
    'the per-IP cap was not lifted, only paid for',
  );
}

describe('email change past the per-IP caps (frame auth client, proof of work)', () => {
  it('completes all three steps once the IP has used up its hourly code requests', async () => {
    const user = await signedInUser({ server });
    await fillIpStarts();
    const newEmail = await changeEmail(user);
    assert.equal((await api().me({ accessToken: user.accessToken })).user.email, newEmail, 'the email changed');
    assert.equal(await codeMails(newEmail), 1, 'one code went to the new address');
    await assertIpStartsStillFull();
  });

  it('completes it with the hourly code checks used up too (one proof of work per request)', async () => {
    const user = await signedInUser({ server });
    await fillIpStarts();
    await fillIpVerifies();
    await changeEmail(user);
    await assertIpStartsStillFull();
  });

  it('keeps the new address’s hourly cap hard at the second step, proof of work or not', async () => {
    const user = await signedInUser({ server });
    const newEmail = freshEmail('full-inbox');
    const device = await createTestDevice();
    for (let sent = 0; sent < 5; sent++) {
      assert.equal((await start(newEmail, device)).status, 200);
      server.advance(OTP_RESEND_COOLDOWN_MS);
    }
    await fillIpStarts();
    const client = api();
    const started = await client.startEmailChange({ ...proven(user), newEmail });
    const refused = await client
      .verifyEmailChangePrimary({
        ...proven(user),
        challengeId: started.challengeId,
        otp: (await server.lastMail(user.email)).code!,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    assert.ok(refused instanceof AuthApiError, String(refused));
    assert.deepEqual([refused.status, refused.code], [429, 'RATE_LIMITED']);
    assert.equal(await codeMails(newEmail), 5, 'no sixth code mail to the address this hour');
  });
});

describe('the other Device-Proof code routes past the per-IP caps', () => {
  it('verifies a pending device with its mailed code (social device second factor)', async () => {
    const login = freshStandInLogin('owner');
    await socialLogin({ stack, provider: 'google', login, device: await createTestDevice() });
    const device = await createTestDevice();
    const laptop = await socialLogin({ stack, provider: 'google', login, device });
    assert.equal((laptop.device as { status: string }).status, 'pending');
    const accessToken = (laptop.session as { accessToken: string }).accessToken;
    await fillIpStarts();
    await fillIpVerifies();
    const client = api();
    const { challengeId } = await client.startDeviceCode(proven({ device, accessToken }));
    const { code } = await server.lastMail(`${login}@google.test`.toLowerCase());
    const answer = await client.verifyDeviceCode({ ...proven({ device, accessToken }), challengeId, otp: code! });
    assert.deepEqual(answer, { device: { status: 'verified' } });
  });

  it('signs an existing user in on a new device with the device code', async () => {
    const email = freshEmail('known');
    const client = api();
    const first = await createTestDevice();
    const started = await client.startEmail({
      email,
      deviceId: first.deviceId,
      devicePublicKey: first.devicePublicKey as JsonWebKey,
    });
    await client.verifyEmail({
      email,
      challengeId: started.challengeId,
      otp: (await server.lastMail(email)).code!,
      deviceId: first.deviceId,
    });
    server.advance(OTP_RESEND_COOLDOWN_MS);
    await fillIpStarts();
    await fillIpVerifies();
    const second = await createTestDevice();
    const again = await client.startEmail({
      email,
      deviceId: second.deviceId,
      devicePublicKey: second.devicePublicKey as JsonWebKey,
    });
    const verified = await client.verifyEmail({
      email,
      challengeId: again.challengeId,
      otp: (await server.lastMail(email)).code!,
      deviceId: second.deviceId,
    });
    assert.equal(verified.action, 'VERIFY_DEVICE');
    const connected = await client.verifyDevice({
      email,
      challengeId: verified.challengeId,
      otp: (await server.lastMail(email)).code!,
      deviceId: second.deviceId,
    });
    assert.equal(connected.action, 'CONNECT');
  });
});
