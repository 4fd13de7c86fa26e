import type Database from 'better-sqlite3';
import type { NoticeMail } from '../mail/compose-notice-mail.js';

/**
 * Why a code is mailed: a login, the approval of a new device for an existing user, or one of
 * the two steps of an email change (the current address confirms, then the new one).
 */
export type CodePurpose = 'login' | 'device' | 'change-primary' | 'change-secondary' | 'social-device';

/** One code mail, as the auth code hands it to the mailer (server/mail/send-code-mail.ts). */
export interface CodeMail {
  to: string;
  code: string;
  purpose: CodePurpose;
  /** The project's name, so the reader knows which app asked. */
  projectName: string;
  expiresInMinutes: number;
  /** An email change's target address, named in the mail to the current address. */
  newEmail?: string;
}

/** What every auth operation works with; built once by the auth routes. */
export interface AuthContext {
  database: Database.Database;
  /** HMAC key of stored codes, kept outside the database (load-secret.ts). */
  pepper: Buffer;
  /** AES-256-GCM key of the stored auth shares (SHARE_KEK, load-secret.ts), kept outside the database. */
  shareKek: Buffer;
  /** AES-256-GCM key of escrowed recovery keys (RECOVERY_KEK), a second secret apart from the share KEK. */
  recoveryKek: Buffer;
  /** Current time in ms; injected so tests can move time (expiry, cooldown, caps). */
  now: () => number;
  /** Hands a code mail to SMTP; rejects when the mail could not be handed over. */
  sendCodeMail: (mail: CodeMail) => Promise<void>;
  /** Hands a security notice to SMTP (notify-account.ts); rejects when it could not be handed over. */
  sendNoticeMail: (mail: NoticeMail) => Promise<void>;
}
