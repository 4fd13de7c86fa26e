import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DevMailbox, type StoredMail } from './dev-mailbox.js';
import { parseMailMessage } from './parse-mail-message.js';
import { DEFAULT_MAIL_FROM, type SmtpSettings } from './smtp-settings.js';

/** Largest mail the sink accepts; code mails are under 1 KiB. */
const MAX_MAIL_BYTES = 1024 * 1024;

export interface StartSmtpSinkParameters {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The mails are kept here; a new mailbox by default. */
  mailbox?: DevMailbox;
  /** Dev console: gets `[mail] code for x@y: 123456` for every mail with a code. */
  log?: (message: string) => void;
}

export interface StartSmtpSinkReturnType {
  /** Settings that send to this sink (plain SMTP on loopback, no auth). */
  smtp: SmtpSettings;
  port: number;
  mailbox: DevMailbox;
  stop(): Promise<void>;
}

/**
 * The dev mail catcher: an SMTP server on 127.0.0.1 that accepts every mail (no auth, no TLS:
 * loopback only), keeps it in memory in a {@link DevMailbox} and prints the code to the dev
 * console. The reference server shows the mailbox at /dev/mailbox. This is the only place codes
 * appear in the clear; production sends through real SMTP (APPKIT_SMTP_*).
 *
 * @example
 * const sink = await startSmtpSink({ log: console.log });
 * // send with sink.smtp, read sink.mailbox.list({ to })
 * await sink.stop();
 */
export function startSmtpSink({
  port = 0,
  mailbox = new DevMailbox(),
  log = () => {},
}: StartSmtpSinkParameters = {}): Promise<StartSmtpSinkReturnType> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MAIL_BYTES,
    logger: false,
    // Loopback only: a reverse DNS lookup per connection would only add its timeout to every code mail.
    disableReverseLookup: true,
    banner: 'AppKit dev SMTP sink',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(Object.assign(new Error('Message too big'), { responseCode: 552 }));
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const stored: StoredMail = mailbox.add({ mail: parseMailMessage({ raw: Buffer.concat(chunks) }), to });
        if (stored.code) for (const address of stored.to) log(`[mail] code for ${address}: ${stored.code}`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      // Errors after start (a client dropping mid-mail) must not crash the dev stack.
      server.on('error', () => {});
      const bound = (server.server.address() as AddressInfo).port;
      resolve({
        smtp: { host: '127.0.0.1', port: bound, secure: false, from: DEFAULT_MAIL_FROM },
        port: bound,
        mailbox,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
