import type { siwxEmailCaptureEn } from '../../siwx-email-capture-en.js';
import type { Translation } from '../../translation.js';

/** German texts of the sign-in's email step; siwx-email-capture-en.ts is the source. */
export const messages: Translation<typeof siwxEmailCaptureEn> = {
  intro: (dappName: string) => `${dappName} bittet um Ihre E-Mail-Adresse, bevor Sie sich mit Ihrer Wallet anmelden.`,
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'E-Mail',
  continue: 'Weiter',
  cancel: 'Abbrechen',
  sentTo: (email: string) => `Geben Sie den 6-stelligen Code ein, den wir an ${email} gesendet haben`,
  useAnotherEmail: 'Andere E-Mail-Adresse verwenden',
  tryAgain: 'Erneut versuchen',
  errors: {
    INVALID_EMAIL: 'Geben Sie eine gültige E-Mail-Adresse ein',
    RATE_LIMITED: 'Es wurden zu viele Codes angefordert. Warten Sie eine Minute und versuchen Sie es dann erneut.',
    SEND_FAILED: 'Wir konnten den Code nicht senden. Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    CODE_INVALID: 'Dieser Code ist nicht korrekt. Sehen Sie in der E-Mail nach und geben Sie ihn erneut ein.',
    CODE_EXPIRED: 'Dieser Code ist abgelaufen oder wurde zu oft versucht. Fordern Sie einen neuen an.',
    VERIFY_FAILED: 'Wir konnten den Code nicht prüfen. Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    EMAIL_TOKEN_INVALID: 'Ihre E-Mail-Bestätigung ist abgelaufen. Bestätigen Sie Ihre E-Mail-Adresse erneut.',
  },
};
