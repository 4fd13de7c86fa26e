import assert from 'node:assert/strict';
import { deviceFields, type AuthServer, type TestDevice } from './start-auth-server.js';

// Requests of the email-code login as the frame will send them (tests only).

let counter = 0;
/** An address no other test used. */
export const freshEmail = (prefix = 'user') => `${prefix}${++counter}.${Date.now()}@example.test`;

export const HOUR_MS = 60 * 60_000;

export function startCode({ server, email, device }: { server: AuthServer; email: string; device: TestDevice }) {
  return server.post('/auth/v1/email/start', { email, projectId: 'demo-project', ...deviceFields(device) });
}

export interface VerifyCodeParameters {
  server: AuthServer;
  email: string;
  challengeId: unknown;
  otp: unknown;
  device: TestDevice;
  /** The email code by default; `/auth/v1/device/verify` for a device code. */
  path?: string;
}

export function verifyCode({
  server,
  email,
  challengeId,
  otp,
  device,
  path = '/auth/v1/email/verify',
}: VerifyCodeParameters) {
  return server.post(path, { email, challengeId, otp, deviceId: device.deviceId, projectId: 'demo-project' });
}

/** A different 6-digit code than the one given. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Start, read the code from the sink, verify: the verify answer (asserted 200). */
export async function login({
  server,
  email,
  device,
}: {
  server: AuthServer;
  email: string;
  device: TestDevice;
}): Promise<Record<string, unknown>> {
  const started = await startCode({ server, email, device });
  assert.equal(started.status, 200, JSON.stringify(started.json));
  const { code } = await server.lastMail(email);
  const verified = await verifyCode({ server, email, challengeId: started.json.challengeId, otp: code, device });
  assert.equal(verified.status, 200, JSON.stringify(verified.json));
  return verified.json;
}

/**
 * Signs in an existing user on a device it never used: email code → VERIFY_DEVICE → the second
 * mailed code to /auth/v1/device/verify. The CONNECT answer (asserted 200). Move the clock past
 * the resend cooldown first.
 */
export async function loginOnNewDevice({
  server,
  email,
  device,
}: {
  server: AuthServer;
  email: string;
  device: TestDevice;
}): Promise<Record<string, unknown>> {
  const first = await login({ server, email, device });
  assert.equal(first.action, 'VERIFY_DEVICE', 'the device is new for this user');
  const { code } = await server.lastMail(email);
  const approved = await verifyCode({
    server,
    email,
    challengeId: first.challengeId,
    otp: code,
    device,
    path: '/auth/v1/device/verify',
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  return approved.json;
}
