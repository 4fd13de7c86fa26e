import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEVICE_ID_PATTERN } from '../../src/core/protocol/auth-ids.js';
import {
  emptyBodySchema,
  type DeviceApprovalAnswer,
  type DeviceCodeChallenge,
  type DeviceList,
  type DeviceRevoked,
  type SessionsRevoked,
} from '../../src/core/protocol/auth-devices.js';
import { challengeCodeBodySchema } from '../../src/core/protocol/code-challenge.js';
import type { DeviceSummary } from '../../src/core/protocol/common-schemas.js';
import type { AuthContext } from '../auth/auth-context.js';
import { listDevices, revokeAllSessions, revokeDevice, type DeviceRow } from '../auth/auth-devices.js';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { assertDeviceVerified, pendingReleaseAt, readDeviceApprovalState } from '../auth/device-approval-state.js';
import { startDeviceSecondFactor, verifyDeviceSecondFactor } from '../auth/device-second-factor.js';
import { notifyAccount } from '../auth/notify-account.js';
import { answerAuthError } from './answer-auth-error.js';
import { readBearerSession, readProvenSession } from './read-auth-session.js';
import { invalidAuthBody, readAuthBody } from './read-auth-body.js';
import { readClientIp } from './read-client-ip.js';

/** The bodies are empty or a code and a challenge id; anything over 1 KiB is refused unread. */
const MAX_DEVICE_BODY_BYTES = 1024;

/** One device as the list shows it (text only; the id is what revoking takes). */
function toDeviceSummary(row: DeviceRow, currentDeviceId: string): DeviceSummary {
  return {
    id: row.device_id,
    name: row.name,
    site: row.site,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.device_id === currentDeviceId,
    status: row.approval,
    releaseAt: row.approval === 'pending' ? new Date(pendingReleaseAt(row)).toISOString() : null,
  };
}

/**
 * The account's devices and sessions (issue "Hardening" parts 1 and 2; server/auth/README.md
 * "Devices"). Every route needs `Authorization: Bearer`; [P] routes a device proof too.
 * - `GET /auth/v1/devices` → `{ devices: [{ id, name, site, createdAt, lastSeenAt, current, status, releaseAt }] }`
 *   (live devices, most recently used first; `status` 'verified' or 'pending')
 * - `DELETE /auth/v1/devices/:deviceId` [P] → `{ revoked: true }`: its sessions end, its share is
 *   deleted ('This wasn't me' on a pending device is this); 404 DEVICE_NOT_FOUND
 * - `POST /auth/v1/sessions/revoke-all` [P] `{}` → `{ revoked: n }`: every session of the account
 *   ends, this one too ("Sign out everywhere")
 * - `POST /auth/v1/device/second-factor/start` [P] `{}` → `{ challengeId, expiresAt, emailHint }`:
 *   a pending device's code, mailed to the account's address
 * - `POST /auth/v1/device/second-factor/verify` [P] `{ challengeId, otp }` → `{ device: { status: 'verified' } }`
 * Revoking and signing out everywhere need a verified device (403 DEVICE_NOT_VERIFIED): a device a
 * stolen social account added must not evict its owner.
 *
 * @example
 * app.route('/', authDeviceRoutes({ context }));
 */
export function authDeviceRoutes({ context }: { context: AuthContext }): Hono {
  const provenSession = (c: Context) => readProvenSession({ c, context });
  const app = new Hono();
  for (const path of [
    '/auth/v1/devices',
    '/auth/v1/devices/*',
    '/auth/v1/sessions/*',
    '/auth/v1/device/second-factor/*',
  ]) {
    app.use(path, async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
      c.header('x-content-type-options', 'nosniff');
    });
    app.use(
      path,
      bodyLimit({ maxSize: MAX_DEVICE_BODY_BYTES, onError: (c) => c.json(invalidAuthBody().toBody(), 413) }),
    );
  }

  app.get('/auth/v1/devices', (c) => {
    const { userId, deviceId } = readBearerSession({ c, context }).session;
    return c.json({
      devices: listDevices({ database: context.database, userId }).map((row) => toDeviceSummary(row, deviceId)),
    } satisfies DeviceList);
  });

  app.delete('/auth/v1/devices/:deviceId', (c) => {
    const { userId, deviceId } = provenSession(c);
    const target = c.req.param('deviceId');
    // Removing itself is signing this device out for good; anything else needs a verified device.
    if (target !== deviceId) assertDeviceVerified({ context, userId, deviceId });
    const revoked =
      DEVICE_ID_PATTERN.test(target) &&
      revokeDevice({ database: context.database, userId, deviceId: target, now: context.now() });
    if (!revoked) throw new AuthError({ status: 404, code: AuthErrorCode.deviceNotFound, message: 'No such device' });
    return c.json({ revoked: true } satisfies DeviceRevoked);
  });

  app.post('/auth/v1/sessions/revoke-all', async (c) => {
    const { userId, deviceId } = provenSession(c);
    await readAuthBody({ c, schema: emptyBodySchema });
    assertDeviceVerified({ context, userId, deviceId });
    return c.json({
      revoked: revokeAllSessions({ database: context.database, userId, now: context.now() }),
    } satisfies SessionsRevoked);
  });

  app.post('/auth/v1/device/second-factor/start', async (c) => {
    const { userId, deviceId, projectId } = provenSession(c);
    await readAuthBody({ c, schema: emptyBodySchema });
    const projectName =
      (context.database.prepare('SELECT name FROM projects WHERE project_id = ?').pluck().get(projectId) as
        string | undefined) ?? projectId;
    return c.json(
      (await startDeviceSecondFactor({
        context,
        userId,
        deviceId,
        projectId,
        projectName,
        ip: readClientIp({ c }),
      })) satisfies DeviceCodeChallenge,
    );
  });

  app.post('/auth/v1/device/second-factor/verify', async (c) => {
    const { userId, deviceId, projectId } = provenSession(c);
    const { challengeId, otp } = await readAuthBody({ c, schema: challengeCodeBodySchema });
    verifyDeviceSecondFactor({ context, userId, deviceId, challengeId, otp, ip: readClientIp({ c }) });
    await notifyAccount({ context, userId, kind: 'device-added', deviceId, projectId });
    return c.json({ device: readDeviceApprovalState({ context, userId, deviceId }) } satisfies DeviceApprovalAnswer);
  });

  app.onError(answerAuthError);
  return app;
}
