import type { embeddedWalletSecurityEn } from '../../embedded-wallet-security-en.js';
import type { Translation } from '../../translation.js';

/** German texts of the embedded wallet's security views; embedded-wallet-security-en.ts is the source. */
export const messages: Translation<typeof embeddedWalletSecurityEn> = {
  devicesHeading: 'Geräte',
  devicesHint:
    'Alle Browser und Websites, auf denen Ihre Wallet geöffnet wurde. Entfernen Sie die, die Sie nicht kennen.',
  thisDevice: 'Dieses Gerät',
  pendingBadge: 'Wartet auf Bestätigung',
  firstUsed: (date: string) => `Erstmals verwendet: ${date}`,
  lastUsed: (date: string) => `Zuletzt verwendet: ${date}`,
  unknownBrowser: 'Ein Browser',
  removeDevice: 'Entfernen',
  notMe: 'Das war ich nicht',
  deviceRemoved: 'Gerät entfernt',
  signOutEverywhere: 'Überall abmelden',
  signOutEverywhereHint: 'Beendet jede Sitzung dieser Wallet auf jedem Gerät, auch auf diesem.',
  signedOutEverywhere: 'Überall abgemeldet',
  recoveryHeading: 'Wiederherstellungsschlüssel',
  recoveryMethodNames: {
    'server-escrow':
      'Vom Server dieser App verwahrt (treuhänderisch: der Betreiber könnte Ihre Wallet wiederherstellen)',
    passphrase: 'Ihre Passphrase: nur Sie können die Wallet wiederherstellen',
    'passkey-prf': 'Ihr Passkey: nur Sie können die Wallet wiederherstellen',
  },
  changeRecovery: 'Wiederherstellungsschlüssel ändern',
  recoveryChanged: 'Wiederherstellungsschlüssel geändert',
  securityLoadFailed: 'Ihre Geräte konnten nicht geladen werden',
  retry: 'Erneut versuchen',
  securityButton: 'Sicherheit: Geräte und Wiederherstellungsschlüssel',
  pendingAlert: (name: string) =>
    `${name} hat sich mit einem Social-Login angemeldet und wartet auf Bestätigung. Wenn Sie das nicht waren, entfernen Sie es.`,
  frameScreenLabel: 'Die eingebettete Wallet fragt nach Ihrem Wiederherstellungsschlüssel',
  frameScreenMethodLabel: 'Die eingebettete Wallet fragt, wie Ihr Wiederherstellungsschlüssel aufbewahrt werden soll',
  devicePendingTitle: 'Dieses Gerät wartet',
  devicePendingText: (date: string) =>
    `Zu Ihrer Sicherheit kann ein neues Gerät, das sich mit einem Social-Login angemeldet hat, diese Wallet erst ab ${date} öffnen. Bis dahin sehen Ihre anderen Geräte es und können es entfernen.`,
  devicePendingHint:
    'Um die Wartezeit zu überspringen, fügen Sie Ihrer Wallet auf einem Gerät, auf dem sie geöffnet ist, eine E-Mail-Adresse hinzu, oder legen Sie einen eigenen Wiederherstellungsschlüssel fest.',
  socialDeviceSentTo: (email: string) =>
    `Dieser Browser ist für dieses Konto neu. Geben Sie den Code ein, den wir an ${email} gesendet haben, um ihn zu bestätigen`,
  storageUnavailable:
    'Ihr Browser blockiert den Speicher dieser Wallet auf dieser Website, daher funktioniert die E-Mail- und Social-Wallet hier nicht. Erlauben Sie Cookies und Websitedaten für diese Website in den Einstellungen Ihres Browsers oder verbinden Sie stattdessen eine Browser-Wallet.',
  recoveryKeyInvalid: 'Dieser Wiederherstellungsschlüssel öffnet diese Wallet nicht',
};
