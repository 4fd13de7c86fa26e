import { escapeXml } from '../directory/escape-xml.js';
import type { StoredMail } from './dev-mailbox.js';

/**
 * The dev mailbox page: every mail the SMTP sink received, newest first, with its code large.
 * Every value is text-escaped (a mail is outside input); no script, no external resource.
 *
 * @example
 * c.html(renderMailboxPage({ mails: mailbox.list() }));
 */
export function renderMailboxPage({ mails }: { mails: StoredMail[] }): string {
  const text = (value: string | null) => escapeXml({ text: value ?? '' });
  const items = mails
    .map(
      (mail) =>
        `<article><header><b>${text(mail.subject)}</b> to ${text(mail.to.join(', '))}<br><small>${text(mail.receivedAt)} from ${text(mail.from)}</small></header>` +
        (mail.code ? `<p class="code" data-testid="mail-code">${text(mail.code)}</p>` : '') +
        `<pre>${text(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem;max-width:48rem}article{border-bottom:1px solid #ddd;padding:.75rem 0}
.code{font:600 2rem ui-monospace,monospace;letter-spacing:.3rem;margin:.5rem 0}pre{white-space:pre-wrap;color:#444}</style></head>
<body><h1>Dev mailbox</h1><p>${mails.length} mail(s) caught by the dev SMTP sink, newest first. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>?to=address</p>
${items || '<p>No mail yet.</p>'}
</body></html>
`;
}
