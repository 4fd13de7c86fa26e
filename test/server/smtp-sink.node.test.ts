import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import { composeCodeMail, createMailTransport, sendCodeMail } from '../../server/mail/send-code-mail.js';
import { parseMailMessage } from '../../server/mail/parse-mail-message.js';
import { startSmtpSink, type StartSmtpSinkReturnType } from '../../server/mail/start-smtp-sink.js';
import { createServerApp } from '../../server/app.js';
import { readSmtpSettings } from '../../server/mail/smtp-settings.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

// Real nodemailer mails into the real smtp-server sink, then read back over the dev mailbox routes.
let sink: StartSmtpSinkReturnType;
let temp: TempDatabase;
const printed: string[] = [];

before(async () => {
  sink = await startSmtpSink({ log: (line) => printed.push(line) });
  temp = openTempDatabase();
});
after(async () => {
  await sink?.stop();
  temp?.cleanup();
});

describe('SMTP sink and dev mailbox', () => {
  it('receives a code mail sent with nodemailer, prints the code and lists it newest first', async () => {
    const transport = createMailTransport({ smtp: sink.smtp });
    await sendCodeMail({
      transport,
      from: sink.smtp.from,
      mail: { to: 'Ada@Example.test', code: '048213', purpose: 'login', projectName: 'Demo', expiresInMinutes: 10 },
    });
    await sendCodeMail({
      transport,
      from: sink.smtp.from,
      mail: { to: 'ada@example.test', code: '777001', purpose: 'device', projectName: 'Demo', expiresInMinutes: 10 },
    });
    assert.deepEqual(printed.slice(-2), [
      '[mail] code for ada@example.test: 048213',
      '[mail] code for ada@example.test: 777001',
    ]);
    const [newest, older] = sink.mailbox.list({ to: 'ADA@example.test' });
    assert.equal(newest?.code, '777001');
    assert.equal(newest?.subject, 'Approve a new device');
    assert.equal(older?.code, '048213');
    assert.equal(
      older?.text,
      composeCodeMail({ mail: { to: '', code: '048213', purpose: 'login', projectName: 'Demo', expiresInMinutes: 10 } })
        .text,
    );
    assert.deepEqual(sink.mailbox.list({ to: 'other@example.test' }), []);
  });

  it('serves /dev/mailbox.json?to= and an escaped HTML page, not in production', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, ignoreTLS: true });
    await transport.sendMail({
      from: 'x@example.test',
      to: 'html@example.test',
      subject: '<script>alert(1)</script> ünïcode',
      text: 'Code: 123456 <img src=x onerror=alert(1)>',
    });
    const app = createServerApp({ chains: [], database: temp.database, mailbox: sink.mailbox });
    const json = (await (await app.request('/dev/mailbox.json?to=html@example.test')).json()) as {
      mails: Array<{ code: string; subject: string }>;
    };
    assert.equal(json.mails.length, 1);
    assert.equal(json.mails[0]?.code, '123456');
    assert.equal(json.mails[0]?.subject, '<script>alert(1)</script> ünïcode');
    const page = await app.request('/dev/mailbox');
    const html = await page.text();
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.equal(html.includes('<script>alert'), false);
    assert.equal(html.includes('<img src=x'), false);
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt; ünïcode'));
    const production = createServerApp({
      chains: [],
      database: temp.database,
      mailbox: sink.mailbox,
      production: true,
    });
    assert.equal((await production.request('/dev/mailbox.json')).status, 404);
  });

  it('parses quoted-printable, base64 and multipart plain text', () => {
    const qp = Buffer.from(
      'Subject: =?UTF-8?Q?Caf=C3=A9?=\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nCaf=C3=A9 code 654=\r\n321\r\n',
    );
    assert.deepEqual(parseMailMessage({ raw: qp }), { from: '', subject: 'Café', text: 'Café code 654321\n' });
    const b64 = Buffer.from(
      `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('Dein Code: 112233').toString('base64')}\r\n`,
    );
    assert.equal(parseMailMessage({ raw: b64 }).text.trim(), 'Dein Code: 112233');
    const multipart = Buffer.from(
      'Content-Type: multipart/alternative; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/html\r\n\r\n<p>999999</p>\r\n--b1\r\nContent-Type: text/plain\r\n\r\nplain 445566\r\n--b1--\r\n',
    );
    assert.equal(parseMailMessage({ raw: multipart }).text.trim(), 'plain 445566');
    assert.deepEqual(parseMailMessage({ raw: Buffer.from('garbage without headers') }), {
      from: '',
      subject: '',
      text: '',
    });
  });

  it('reads SMTP settings from the environment', () => {
    assert.equal(readSmtpSettings({ env: {} }), undefined);
    assert.deepEqual(
      readSmtpSettings({
        env: {
          APPKIT_SMTP_HOST: 'smtp.example',
          APPKIT_SMTP_SECURE: '1',
          APPKIT_SMTP_USER: 'u',
          APPKIT_SMTP_PASS: 'p',
        },
      }),
      {
        host: 'smtp.example',
        port: 465,
        secure: true,
        user: 'u',
        pass: 'p',
        from: 'AppKit <no-reply@appkit.localhost>',
      },
    );
    assert.equal(readSmtpSettings({ env: { APPKIT_SMTP_HOST: 'smtp.example' } })?.port, 587);
    assert.throws(
      () =>
        readSmtpSettings({
          env: { APPKIT_SMTP_HOST: 'smtp.example', APPKIT_SMTP_PORT: 'x', APPKIT_SMTP_PASS: 'secret' },
        }),
      (error: Error) => !error.message.includes('secret'),
    );
  });
});
