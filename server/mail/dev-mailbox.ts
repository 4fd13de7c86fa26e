import { randomUUID } from 'node:crypto';
import type { ParsedMail } from './parse-mail-message.js';

/** One mail the sink received, as the dev mailbox lists it. */
export interface StoredMail extends ParsedMail {
  id: string;
  /** Envelope recipients (RCPT TO), lowercased. */
  to: string[];
  receivedAt: string;
  /** The first 6-digit number of the text: the login or device code of our mails. */
  code: string | null;
}

/** The mails kept; older ones are dropped (a dev sink, not an archive). */
export const DEV_MAILBOX_CAPACITY = 200;

/**
 * The first standalone 6-digit number in a text, or null.
 *
 * @example
 * extractCode({ text: 'Your login code is:\n\n048213\n\nIt expires in 10 minutes.' }); // '048213'
 */
export function extractCode({ text }: { text: string }): string | null {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;
}

/**
 * The dev SMTP sink's mails, in memory only: never in the server's SQLite file, which must hold
 * no plain code (docs/SECURITY.md T12).
 *
 * @example
 * const mailbox = new DevMailbox();
 * mailbox.list({ to: 'ada@example.com' })[0]?.code;
 */
export class DevMailbox {
  private readonly mails: StoredMail[] = [];

  /** Stores a received mail and returns it with its id and code. */
  add({ mail, to, receivedAt = new Date() }: { mail: ParsedMail; to: string[]; receivedAt?: Date }): StoredMail {
    const stored: StoredMail = {
      id: randomUUID(),
      ...mail,
      to: to.map((address) => address.toLowerCase()),
      receivedAt: receivedAt.toISOString(),
      code: extractCode({ text: mail.text }),
    };
    this.mails.push(stored);
    if (this.mails.length > DEV_MAILBOX_CAPACITY) this.mails.splice(0, this.mails.length - DEV_MAILBOX_CAPACITY);
    return stored;
  }

  /** Newest first; with `to`, only mails to that address (case-insensitive). */
  list({ to }: { to?: string | undefined } = {}): StoredMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.mails.filter((mail) => !wanted || mail.to.includes(wanted)).reverse();
  }
}
