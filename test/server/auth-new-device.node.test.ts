import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail as uniqueEmail, login as loginWithCode } from './auth-requests.js';
import {
  createTestDevice,
  deviceFields,
  startAuthServer,
  type AuthServer,
  type TestDevice,
} from './start-auth-server.js';

// A known user on an unknown device: VERIFY_DEVICE and the emailed device code, over HTTP.
let server: AuthServer;

type Session = { accessToken: string; refreshToken: string };

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(() => server.advance(2 * HOUR_MS));

const freshEmail = () => uniqueEmail('device');
const login = (email: string, device: TestDevice) => loginWithCode({ server, email, device });
const me = (session: Session) => server.get('/auth/v1/me', { authorization: `Bearer ${session.accessToken}` });

describe('a new device for an existing user (VERIFY_DEVICE)', () => {
  it('asks for an emailed device code, then signs the device in; next time it is known', async () => {
    const email = freshEmail();
    const laptop = await createTestDevice();
    const phone = await createTestDevice();
    assert.equal((await login(email, laptop)).action, 'CONNECT');
    server.advance(OTP_RESEND_COOLDOWN_MS);

    const fromPhone = await login(email, phone);
    assert.equal(fromPhone.action, 'VERIFY_DEVICE');
    assert.equal(fromPhone.session, undefined, 'no token before the device is approved');
    const deviceMail = await server.lastMail(email);
    assert.equal(deviceMail.subject, 'Approve a new device');
    const body = { email, challengeId: fromPhone.challengeId, deviceId: phone.deviceId, projectId: 'demo-project' };

    const wrongDevice = await server.post('/auth/v1/device/verify', {
      ...body,
      otp: deviceMail.code,
      deviceId: laptop.deviceId,
    });
    assert.equal(wrongDevice.json.code, 'CODE_EXPIRED');
    const wrongCode = await server.post('/auth/v1/device/verify', {
      ...body,
      otp: deviceMail.code === '000000' ? '000001' : '000000',
    });
    assert.equal(wrongCode.json.code, 'INVALID_CODE');
    const approved = await server.post('/auth/v1/device/verify', { ...body, otp: deviceMail.code });
    assert.equal(approved.status, 200);
    assert.equal(approved.json.action, 'CONNECT');
    assert.equal(approved.json.isNewUser, false);
    const session = approved.json.session as Session;
    assert.equal(((await me(session)).json.session as { deviceId: string }).deviceId, phone.deviceId);

    server.advance(OTP_RESEND_COOLDOWN_MS);
    assert.equal((await login(email, phone)).action, 'CONNECT');
  });

  it('treats a known device id with another key as a new device', async () => {
    const email = freshEmail();
    const device = await createTestDevice();
    await login(email, device);
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const impostor = { ...(await createTestDevice()), deviceId: device.deviceId };
    assert.equal((await login(email, impostor)).action, 'VERIFY_DEVICE');
  });

  it('does not accept a login code where a device code is expected', async () => {
    const email = freshEmail();
    await login(email, await createTestDevice());
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const phone = await createTestDevice();
    const started = await server.post('/auth/v1/email/start', {
      email,
      projectId: 'demo-project',
      ...deviceFields(phone),
    });
    const { code } = await server.lastMail(email);
    const asDevice = await server.post('/auth/v1/device/verify', {
      email,
      challengeId: started.json.challengeId,
      otp: code,
      deviceId: phone.deviceId,
      projectId: 'demo-project',
    });
    assert.equal(asDevice.json.code, 'CODE_EXPIRED');
  });
});
