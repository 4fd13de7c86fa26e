import { Hono } from 'hono';
import type { DevMailbox } from '../mail/dev-mailbox.js';
import { renderMailboxPage } from '../mail/render-mailbox-page.js';

/**
 * The dev SMTP sink's mails (never in production mode): `GET /dev/mailbox` (HTML) and
 * `GET /dev/mailbox.json?to=address` → `{ mails: [{ id, to, from, subject, text, code, receivedAt }] }`,
 * newest first; `to` filters by recipient (case-insensitive). Tests read codes from here, from
 * Node: the page holds every code, so it sends no CORS headers, is `Cross-Origin-Resource-Policy:
 * same-origin` and answers loopback Host names only (routes/guard-dev-pages.ts, server/app.ts).
 *
 * @example
 * app.route('/', devMailboxRoutes({ mailbox: sink.mailbox }));
 */
export function devMailboxRoutes({ mailbox }: { mailbox: DevMailbox }): Hono {
  return new Hono()
    .get('/dev/mailbox.json', (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ mails: mailbox.list({ to: c.req.query('to') }) });
    })
    .get('/dev/mailbox', (c) => {
      c.header('cache-control', 'no-store');
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(renderMailboxPage({ mails: mailbox.list({ to: c.req.query('to') }) }));
    });
}
