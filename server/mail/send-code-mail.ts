import nodemailer, { type Transporter } from 'nodemailer';
import type { CodeMail } from '../auth/auth-context.js';
import type { SmtpSettings } from './smtp-settings.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A nodemailer SMTP transport for the settings. Plain SMTP is allowed to loopback only (the dev
 * sink); any other host must offer TLS (`secure`) or STARTTLS (`requireTLS`), so codes never
 * cross a network in the clear.
 *
 * @example
 * const transport = createMailTransport({ smtp });
 */
export function createMailTransport({ smtp }: { smtp: SmtpSettings }): Transporter {
  const loopback = LOOPBACK_HOSTS.has(smtp.host);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: !smtp.secure && !loopback,
    ignoreTLS: !smtp.secure && loopback,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * The subject and plain text of a code mail: the code, what it is for (a login, a new device, or
 * either step of an email change), when it expires, and "never share it". No link: link scanners
 * would open it, and a code in a link invites phishing pages to ask for it (docs/SECURITY.md §4).
 *
 * @example
 * composeCodeMail({ mail: { to, code: '123456', purpose: 'login', projectName: 'Demo', expiresInMinutes: 10 } }).text;
 */
export function composeCodeMail({ mail }: { mail: CodeMail }): { subject: string; text: string } {
  const { code, purpose, projectName, expiresInMinutes } = mail;
  const expiry = `It expires in ${expiresInMinutes} minutes and works once.`;
  const never = `Never share this code. Nobody from ${projectName} will ask you for it.`;
  if (purpose === 'change-primary') {
    // The code comes before the new address: the dev mailbox reads the first 6-digit number as the code.
    return {
      subject: 'Confirm the change of your email',
      text: `Confirm the change of your email for ${projectName} with this code:\n\n${code}\n\nThe new address will be ${mail.newEmail ?? 'the one you entered'}.\n${expiry}\n${never}\nIf you did not ask for this change, ignore this mail: without the code your email stays as it is.\n`,
    };
  }
  if (purpose === 'change-secondary') {
    return {
      subject: 'Confirm your new email',
      text: `Confirm this address as the new email of your wallet for ${projectName} with this code:\n\n${code}\n\n${expiry}\n${never}\nIf you did not ask for this, ignore this mail: without the code nothing changes.\n`,
    };
  }
  if (purpose === 'social-device') {
    return {
      subject: 'Approve a new device',
      text: `Someone signed in to your wallet for ${projectName} with a social account from a new device or a new site.\n\nIf this was you, approve it with this code:\n\n${code}\n\n${expiry}\n${never}\nIf this was not you, ignore this mail, and remove the device from a device you trust: without the code it cannot use the wallet.\n`,
    };
  }
  if (purpose === 'device') {
    return {
      subject: 'Approve a new device',
      text: `Someone signed in to your wallet for ${projectName} from a new device or a new site.\n\nIf this was you, approve it with this code:\n\n${code}\n\n${expiry}\n${never}\nIf this was not you, ignore this mail: without the code the device gets no access.\n`,
    };
  }
  return {
    subject: 'Your login code',
    text: `Your login code for ${projectName} is:\n\n${code}\n\n${expiry}\n${never}\nIf you did not try to sign in, ignore this mail.\n`,
  };
}

/**
 * Sends one code mail over SMTP (the auth context's `sendCodeMail`). Rejects when the SMTP
 * server does not accept it; the rejection names the SMTP problem, not the mail's text.
 *
 * @example
 * await sendCodeMail({ transport, from: smtp.from, mail });
 */
export async function sendCodeMail({
  transport,
  from,
  mail,
}: {
  transport: Transporter;
  from: string;
  mail: CodeMail;
}): Promise<void> {
  const { subject, text } = composeCodeMail({ mail });
  await transport.sendMail({ from, to: mail.to, subject, text });
}
