import type { frameMessages as englishFrameMessages } from '../frame-messages.js';
import type { Translation } from '../translation.js';

/** German texts of the frame's own screens (recovery key); frame-messages.ts is the source. */
export const frameMessages: Translation<typeof englishFrameMessages> = {
  cancel: 'Abbrechen',
  working: 'Wird bearbeitet…',
  recoveryTitle: 'Wiederherstellungsschlüssel',
  recoveryIntro:
    'Wenn dieser Browser die Daten der Wallet verliert oder Sie sie auf einer anderen Website oder einem anderen Gerät öffnen, stellt Ihr Wiederherstellungsschlüssel sie wieder her.',
  recoveryNow: (name: string) => `Aktuell: ${name}.`,
  methodNames: {
    'server-escrow':
      'vom Server dieser App verwahrt (treuhänderisch: der Betreiber könnte Ihre Wallet wiederherstellen)',
    passphrase: 'Ihre Passphrase (nur Sie können Ihre Wallet wiederherstellen)',
    'passkey-prf': 'Ihr Passkey (nur Sie können Ihre Wallet wiederherstellen)',
  },
  usePasskey: 'Passkey verwenden',
  usePasskeyDetail:
    'Nur Sie können die Wallet wiederherstellen, mit diesem Passkey. Wenn Sie ihn verlieren, kann niemand die Wallet wiederherstellen.',
  usePassphrase: 'Passphrase verwenden',
  usePassphraseDetail:
    'Nur Sie können die Wallet wiederherstellen, mit einer Passphrase aus mindestens 12 Zeichen. Niemand kann sie zurücksetzen: Schreiben Sie sie auf.',
  useServer: 'Vom Server der App verwahren lassen',
  useServerDetail:
    'Treuhänderisch: Sie verlieren nie den Zugriff, aber der Betreiber dieser App könnte Ihre Wallet wiederherstellen.',
  passphraseLabel: 'Passphrase (mindestens 12 Zeichen)',
  passphraseRepeatLabel: 'Dieselbe Passphrase noch einmal',
  passphraseMismatch: 'Die beiden Passphrasen stimmen nicht überein',
  passphraseTooShort: 'Verwenden Sie mindestens 12 Zeichen',
  savePassphrase: 'Passphrase speichern',
  saved: 'Gespeichert',
  unlockTitle: 'Wiederherstellungsschlüssel eingeben',
  unlockIntro:
    'Nur Sie besitzen den Wiederherstellungsschlüssel dieser Wallet. Geben Sie ihn ein, um die Wallet auf diesem Gerät zu öffnen.',
  unlockPassphrase: 'Entsperren',
  unlockPasskey: 'Meinen Passkey verwenden',
  wrongKey: 'Dieser Wiederherstellungsschlüssel öffnet diese Wallet nicht. Versuchen Sie es erneut.',
  passkeyUnavailable:
    'Der Passkey konnte nicht verwendet werden. Versuchen Sie es erneut oder verwenden Sie ein anderes Gerät, auf dem er verfügbar ist.',
  failed: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
};
