/** What a security notice is about (issue "Hardening" part 2). */
export type NoticeKind = 'device-added' | 'device-pending' | 'recovery' | 'email-changed' | 'recovery-method-changed';

/** One security notice to the account's address. No code, no link: nothing in it can be used. */
export interface NoticeMail {
  to: string;
  kind: NoticeKind;
  projectName: string;
  /** The device it is about ("Chrome on Linux") and its dapp site, when known. */
  device?: { name: string | null; site: string | null };
  /** When it happened (ISO). */
  at: string;
  /** email-changed: the new address. recovery-method-changed: the method's name. */
  detail?: string;
}

const WHAT_TO_DO =
  'If this was not you, open the wallet on a device you trust, go to Security, remove the devices you do not know and choose "Sign out everywhere".';

/**
 * The subject and plain text of a security notice. Times are UTC and carry no 6-digit number, so
 * the dev mailbox never mistakes a notice for a code.
 *
 * @example
 * composeNoticeMail({ mail: { to, kind: 'recovery', projectName: 'Demo', at: new Date().toISOString() } }).subject; // 'Your wallet was opened on a new device'
 */
export function composeNoticeMail({ mail }: { mail: NoticeMail }): { subject: string; text: string } {
  const when = `${mail.at.slice(0, 16).replace('T', ' at ')} UTC`;
  const device = mail.device
    ? `${mail.device.name ?? 'A browser'}${mail.device.site ? ` on ${mail.device.site}` : ''}`
    : 'A device';
  const app = mail.projectName;
  switch (mail.kind) {
    case 'device-pending':
      return {
        subject: 'A new device is waiting to use your wallet',
        text: `${device} signed in to your wallet for ${app} through a social account on ${when}.\nIt cannot use the wallet until it is approved with a code sent to you, your recovery key, or a waiting period.\n${WHAT_TO_DO}\n`,
      };
    case 'device-added':
      return {
        subject: 'A new device can use your wallet',
        text: `${device} was approved to use your wallet for ${app} on ${when}.\n${WHAT_TO_DO}\n`,
      };
    case 'recovery':
      return {
        subject: 'Your wallet was opened on a new device',
        text: `Your wallet for ${app} was recovered on ${device} on ${when}.\n${WHAT_TO_DO}\n`,
      };
    case 'email-changed':
      return {
        subject: 'The email of your wallet was changed',
        text: `The email of your wallet for ${app} was changed to ${mail.detail ?? 'a new address'} on ${when}, from ${device}.\nThis address no longer signs in to it.\n${WHAT_TO_DO}\n`,
      };
    default:
      return {
        subject: 'The recovery key of your wallet was changed',
        text: `The recovery key of your wallet for ${app} is now ${mail.detail ?? 'another kind'} (changed on ${when}, from ${device}).\n${WHAT_TO_DO}\n`,
      };
  }
}
