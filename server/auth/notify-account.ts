import type { NoticeKind } from '../mail/compose-notice-mail.js';
import { readAccountAddress } from './account-address.js';
import type { AuthContext } from './auth-context.js';
import { NOTICES_PER_ADDRESS_PER_HOUR } from './auth-limits.js';
import { readDevice } from './auth-devices.js';
import { takeRateSlots } from './take-rate-slots.js';

export interface NotifyAccountParameters {
  context: AuthContext;
  userId: string;
  kind: NoticeKind;
  /** The device it is about (its name and site go into the mail). */
  deviceId?: string;
  projectId: string;
  /** email-changed: the new address; recovery-method-changed: the method's name. */
  detail?: string;
  /** Mail this address instead of the account's current one (the old address after an email change). */
  to?: string;
}

/**
 * Mails a security notice (new device, recovery, email change) to the account's address
 * (account-address.ts). Best effort, after the action: a notice that cannot be sent is logged and
 * never undoes or blocks what the user did; an account without an address gets none; past
 * NOTICES_PER_ADDRESS_PER_HOUR an hour the rest are dropped (they must not become a mail bomb).
 *
 * @example
 * await notifyAccount({ context, userId, kind: 'recovery', deviceId, projectId });
 */
export async function notifyAccount({
  context,
  userId,
  kind,
  deviceId,
  projectId,
  detail,
  to,
}: NotifyAccountParameters): Promise<void> {
  const { database } = context;
  const address = to ?? readAccountAddress({ database, userId })?.email;
  if (!address) return;
  const now = context.now();
  const retryAfterMs = takeRateSlots({
    database,
    now,
    slots: [{ bucket: `notice:email:${address}`, limit: NOTICES_PER_ADDRESS_PER_HOUR }],
  });
  if (retryAfterMs !== undefined) return;
  const device = deviceId ? readDevice({ database, userId, deviceId }) : undefined;
  const projectName =
    (database.prepare('SELECT name FROM projects WHERE project_id = ?').pluck().get(projectId) as string | undefined) ??
    projectId;
  try {
    await context.sendNoticeMail({
      to: address,
      kind,
      projectName,
      at: new Date(now).toISOString(),
      ...(device ? { device: { name: device.name, site: device.site } } : {}),
      ...(detail ? { detail } : {}),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}` : 'unknown';
    console.error(`[auth] the ${kind} notice could not be sent (${reason})`);
  }
}
