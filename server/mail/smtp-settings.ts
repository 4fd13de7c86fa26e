/** Where code mails go: an SMTP server (production: your provider; dev: the sink). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465). Otherwise STARTTLS, required unless the host is loopback. */
  secure: boolean;
  user?: string | undefined;
  pass?: string | undefined;
  /** The From header, e.g. `AppKit <no-reply@example.com>`. */
  from: string;
}

/** The From of code mails when APPKIT_MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'AppKit <no-reply@appkit.localhost>';

/**
 * SMTP settings from the environment: `APPKIT_SMTP_HOST` (none → undefined), `APPKIT_SMTP_PORT`
 * (default 465 when `APPKIT_SMTP_SECURE=1`, else 587), `APPKIT_SMTP_USER`, `APPKIT_SMTP_PASS`,
 * `APPKIT_MAIL_FROM`. Throws on a malformed port, naming the variable (never echoing the password).
 *
 * @example
 * const smtp = readSmtpSettings({ env: process.env }) ?? sink.smtp;
 */
export function readSmtpSettings({ env = process.env }: { env?: NodeJS.ProcessEnv } = {}): SmtpSettings | undefined {
  const host = env.APPKIT_SMTP_HOST?.trim();
  if (!host) return undefined;
  const secure = ['1', 'true'].includes((env.APPKIT_SMTP_SECURE ?? '').trim().toLowerCase());
  const rawPort = env.APPKIT_SMTP_PORT?.trim();
  const port = rawPort ? Number(rawPort) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`APPKIT_SMTP_PORT=${rawPort} is not a port number`);
  return {
    host,
    port,
    secure,
    user: env.APPKIT_SMTP_USER || undefined,
    pass: env.APPKIT_SMTP_PASS || undefined,
    from: env.APPKIT_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
  };
}
