import type { Transporter } from 'nodemailer';

/** One email-capture code mail (server/siwx/siwx-email-challenge.ts). */
export interface EmailCaptureMail {
  to: string;
  code: string;
  /** The project's name, so the reader knows which app asked. */
  projectName: string;
  /** The wallet account (CAIP-10) the email will be attached to. */
  account: string;
  expiresInMinutes: number;
}

/**
 * The subject and plain text of an email-capture code mail (SIWX DataCapture): the code first
 * (the dev mailbox reads the first 6-digit number as the code, and an address may hold digits),
 * which app and account asked, when it expires, and "never share it". No link, as for the login
 * codes (send-code-mail.ts).
 *
 * @example
 * composeEmailCaptureMail({ mail: { to, code: '123456', projectName: 'Demo', account, expiresInMinutes: 10 } }).subject;
 */
export function composeEmailCaptureMail({ mail }: { mail: EmailCaptureMail }): { subject: string; text: string } {
  const { code, projectName, account, expiresInMinutes } = mail;
  return {
    subject: 'Confirm your email',
    text: `Confirm your email for ${projectName} with this code:\n\n${code}\n\nIt will be linked to the wallet account ${account} when you sign in.\nIt expires in ${expiresInMinutes} minutes and works once.\nNever share this code. Nobody from ${projectName} will ask you for it.\nIf you did not ask for this, ignore this mail.\n`,
  };
}

/**
 * Sends one email-capture code mail over SMTP. Rejects when the SMTP server does not accept it;
 * the rejection names the SMTP problem, not the mail's text.
 *
 * @example
 * await sendEmailCaptureMail({ transport, from: smtp.from, mail });
 */
export async function sendEmailCaptureMail({
  transport,
  from,
  mail,
}: {
  transport: Transporter;
  from: string;
  mail: EmailCaptureMail;
}): Promise<void> {
  const { subject, text } = composeEmailCaptureMail({ mail });
  await transport.sendMail({ from, to: mail.to, subject, text });
}
