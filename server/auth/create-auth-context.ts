import type Database from 'better-sqlite3';
import { composeNoticeMail } from '../mail/compose-notice-mail.js';
import { createMailTransport, sendCodeMail } from '../mail/send-code-mail.js';
import type { SmtpSettings } from '../mail/smtp-settings.js';
import type { OAuthOptions } from '../oauth/oauth-options.js';
import type { AuthContext } from './auth-context.js';

/** What the server needs to serve the auth API (CreateServerAppParameters.auth). */
export interface AuthOptions {
  /** HMAC key of stored codes: loadOtpPepper() (APPKIT_OTP_PEPPER or `{dataDir}/secrets/otp-pepper`). */
  pepper: Buffer;
  /** Key of the stored auth shares: loadShareKek() (APPKIT_SHARE_KEK or `{dataDir}/secrets/share-kek`). */
  shareKek: Buffer;
  /** Key of escrowed recovery keys: loadRecoveryKek() (APPKIT_RECOVERY_KEK or `{dataDir}/secrets/recovery-kek`). */
  recoveryKek: Buffer;
  /** Where code mails go: readSmtpSettings() in production, the dev sink's `smtp` in dev. */
  smtp: SmtpSettings;
  /** Clock in ms; tests move it. Defaults to Date.now. */
  now?: () => number;
  /** The social providers' OAuth apps (server/oauth/); without it every social login answers PROVIDER_NOT_CONFIGURED. */
  oauth?: OAuthOptions;
}

/**
 * The context every auth operation works with: the database, the secrets, the clock and a
 * code-mail and notice sender over one SMTP transport.
 *
 * @example
 * const context = createAuthContext({ database, pepper, shareKek, recoveryKek, smtp });
 */
export function createAuthContext({
  database,
  pepper,
  shareKek,
  recoveryKek,
  smtp,
  now = Date.now,
}: AuthOptions & { database: Database.Database }): AuthContext {
  const transport = createMailTransport({ smtp });
  return {
    database,
    pepper,
    shareKek,
    recoveryKek,
    now,
    sendCodeMail: (mail) => sendCodeMail({ transport, from: smtp.from, mail }),
    sendNoticeMail: async (mail) => {
      const { subject, text } = composeNoticeMail({ mail });
      await transport.sendMail({ from: smtp.from, to: mail.to, subject, text });
    },
  };
}
