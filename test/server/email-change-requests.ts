import assert from 'node:assert/strict';
import { freshEmail, login } from './auth-requests.js';
import { provenHeaders } from './device-proof-requests.js';
import { createTestDevice, type AuthServer, type TestDevice } from './start-auth-server.js';

// Requests of the email change as the frame sends them (tests only): Bearer token and device proof.

/** A user signed in by email on a device of its own. */
export interface SignedInUser {
  email: string;
  userId: string;
  device: TestDevice;
  accessToken: string;
}

/** Signs in a new user by email code (asserted CONNECT), on a new device unless one is given (a browser another user signed out of). */
export async function signedInUser({
  server,
  prefix = 'changer',
  device: given,
}: {
  server: AuthServer;
  prefix?: string;
  device?: TestDevice;
}): Promise<SignedInUser> {
  const email = freshEmail(prefix);
  const device = given ?? (await createTestDevice());
  const connected = await login({ server, email, device });
  assert.equal(connected.action, 'CONNECT');
  const session = connected.session as { accessToken: string };
  return { email, userId: (connected.user as { id: string }).id, device, accessToken: session.accessToken };
}

export interface ChangeRequestParameters {
  server: AuthServer;
  /** Whose session and device sign the request. */
  as: Pick<SignedInUser, 'device' | 'accessToken'>;
  step: 'start' | 'verify-primary' | 'verify-secondary';
  body: unknown;
}

/** One POST /auth/v1/email/change/{step} with the session's Bearer token and a fresh device proof. */
export async function changeRequest({ server, as, step, body }: ChangeRequestParameters) {
  const path = `/auth/v1/email/change/${step}`;
  return server.post(
    path,
    body,
    await provenHeaders({ server, device: as.device, accessToken: as.accessToken, method: 'POST', path }),
  );
}

/** Start → the code mailed to `currentEmail` → verify-primary: the answer of verify-primary (asserted 200) and both codes. */
export async function passPrimaryStep({
  server,
  user,
  newEmail,
}: {
  server: AuthServer;
  user: SignedInUser;
  newEmail: string;
}) {
  const started = await changeRequest({ server, as: user, step: 'start', body: { newEmail } });
  assert.equal(started.status, 200, JSON.stringify(started.json));
  const primaryCode = (await server.lastMail(user.email)).code!;
  const primary = await changeRequest({
    server,
    as: user,
    step: 'verify-primary',
    body: { challengeId: started.json.challengeId, otp: primaryCode },
  });
  assert.equal(primary.status, 200, JSON.stringify(primary.json));
  const secondaryCode = (await server.lastMail(newEmail)).code!;
  return { started: started.json, primary: primary.json, primaryCode, secondaryCode };
}
